package io.ibench.cli;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.RunConfig;
import io.ibench.core.config.EngineOptions;
import io.ibench.core.config.StatementMode;
import io.ibench.core.workload.DataDomain;
import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The workload options of {@code ibench run}, named after the reference's flags. */
final class WorkloadArgs {
    @Option(names = "--profile", paramLabel = "NAME|FILE", order = 20,
            description = "Option defaults from a profile: quick (about two minutes: 300k rows per table, 200k write "
                    + "rows, 10 s read-write steps, 5 s cleanup; the default when no server is named), standard (the "
                    + "reference's sizes: 10m, 20m, 1800 s, auto), sized from --memory and --clients: cached (tables "
                    + "fit the DBMS cache), cached-by-os (they fit the OS page cache) and io-bound (three times the "
                    + "memory), or your own FILE (a path with a / or ending in .properties) of option=value lines such "
                    + "as clients=8. Options given on the command line win.")
    String profile;

    @Option(names = "--memory", paramLabel = "SIZE", order = 20,
            description = "Memory of the server's host that the cached, cached-by-os and io-bound profiles (and a "
                    + "sweep's cache sizes) are computed from, e.g. 128g (default: this host's).")
    String memory;

    @Option(names = "--clients", paramLabel = "N", order = 21, defaultValue = "1",
            description = "Concurrent clients, 1..4096, each with its own table and connections (default ${DEFAULT-VALUE}).")
    int clients;

    @Option(names = "--shared-table", order = 22,
            description = "All clients use table pi1 instead of one table each (needs --no-delete-per-insert).")
    boolean sharedTable;

    @Option(names = "--rows-per-table", paramLabel = "ROWS", order = 23, converter = CountConverter.class,
            defaultValue = "10m", description = "Rows l.i0 loads into each table; 200k, 10m style allowed (default ${DEFAULT-VALUE}).")
    long rowsPerTable;

    @Option(names = "--write-rows-per-table", paramLabel = "ROWS", order = 24, converter = CountConverter.class,
            description = "Rows each table receives in l.i1 (80%%, 50 per commit) and l.i2 (20%%, 5 per commit), "
                    + "each insert paired with a delete of as many old rows (default: twice --rows-per-table, "
                    + "the ratio of the reference's recipe).")
    Long writeRowsPerTable;

    @Option(names = "--query-seconds", paramLabel = "SECONDS", order = 25, defaultValue = "1800",
            description = "Length of each read-write step at its target insert rate, 1..2592000; its writers insert "
                    + "seconds x rate rows per client (default ${DEFAULT-VALUE}).")
    int querySeconds;

    @Option(names = "--steps", paramLabel = "STEP", split = ",", order = 26,
            description = "Steps to run, in order (default: l.i0,l.x,l.i1,l.i2,cleanup,qr100,qp100,qr500,qp500,qr1000,qp1000). "
                    + "Read-write steps are qrN (range queries), qpN (point queries) or legacy qN, where N is the "
                    + "insert rate per client in rows/s; N = 0 runs queries for --query-seconds with no writers.")
    List<String> steps;

    @Option(names = "--rows-per-commit", paramLabel = "STEP=ROWS", order = 27,
            description = "Rows per INSERT (and DELETE) for a step, 1..100000, e.g. l.i1=50; repeatable. Defaults: l.i0 100, "
                    + "l.x 100, l.i1 50, l.i2 5, read-write 50 (lowered to the rate when the rate is smaller).")
    Map<String, Integer> rowsPerCommit = new LinkedHashMap<>();

    @Option(names = "--delete-per-insert", negatable = true, defaultValue = "true", fallbackValue = "true", order = 28,
            description = "Pair each insert of l.i1, l.i2 and read-write steps with a delete of as many of the oldest "
                    + "rows, so tables keep their size (default on; --no-delete-per-insert turns it off).")
    boolean deletePerInsert;

    @Option(names = "--query-threads", paramLabel = "N", order = 29, defaultValue = "1",
            description = "Query threads per client in read-write steps, 1..64 (default ${DEFAULT-VALUE}).")
    int queryThreads;

    @Option(names = "--secondary-indexes", paramLabel = "N", order = 30, defaultValue = "3",
            description = "Secondary indexes l.x creates, 0..3 (default ${DEFAULT-VALUE}).")
    int secondaryIndexes;

    @Option(names = "--resync-get-min", paramLabel = "ROUNDS", order = 31, defaultValue = "1000",
            description = "Deleters re-read min(transactionid) every ROUNDS + 1 deletes, as the reference does; 0 reads "
                    + "it only at step start (default ${DEFAULT-VALUE}).")
    int resyncGetMin;

    @Option(names = "--seed", paramLabel = "N", order = 32,
            description = "Master seed of every generated value (default: the start time in ms; always recorded).")
    Long seed;

    @Option(names = "--engine", paramLabel = "NAME", order = 33,
            description = "Storage engine of the tables: for MySQL innodb (default), rocksdb (MyRocks), …; for Postgres "
                    + "a table access method, e.g. orioledb (default heap).")
    String engine;

    @Option(names = "--engine-options", paramLabel = "TEXT", order = 34,
            description = "Text appended to CREATE TABLE, e.g. \"using orioledb\" on Postgres.")
    String engineOptions;

    @Option(names = "--unique-checks", negatable = true, defaultValue = "true", fallbackValue = "true", order = 36,
            description = "MyRocks: with --no-unique-checks the writers run with unique_checks=0, as the reference's "
                    + "--unique_checks=0 (default on).")
    boolean uniqueChecks;

    @Option(names = "--bulk-load", order = 37,
            description = "MyRocks: writers run with rocksdb_bulk_load=1, as the reference's --bulk_load (default off, as its harness).")
    boolean bulkLoad;

    @Option(names = "--cleanup-seconds", paramLabel = "SECONDS|auto", order = 35, defaultValue = "auto",
            description = "Duration of the post-load cleanup and wait; auto is the reference's min(1200, l.i0 rows/1e6 + 60) "
                    + "(default ${DEFAULT-VALUE}).")
    String cleanupSeconds;

    @Option(names = "--statements", paramLabel = "reference|prepared", order = 38, defaultValue = "reference",
            description = "How inserts reach the server: reference sends each batch as one text statement with the values "
                    + "inlined, as the reference does (the server parses every one, as in the published reports); prepared "
                    + "binds 6 x rows-per-commit parameters to a statement prepared once per connection (server-side on "
                    + "MySQL with useServerPrepStmts=true in --url) (default ${DEFAULT-VALUE}).")
    String statements;

    @Option(names = "--cashregisters", paramLabel = "N", order = 40, defaultValue = "1000",
            description = "Distinct cashregisterid values (default ${DEFAULT-VALUE}).")
    int cashregisters;

    @Option(names = "--products", paramLabel = "N", order = 41, defaultValue = "10000",
            description = "Distinct productid values (default ${DEFAULT-VALUE}).")
    int products;

    @Option(names = "--customers", paramLabel = "N", order = 42, defaultValue = "100000",
            description = "Distinct customerid values (default ${DEFAULT-VALUE}).")
    int customers;

    @Option(names = "--max-price", paramLabel = "N", order = 43, defaultValue = "500",
            description = "Prices are drawn from [0, N) (default ${DEFAULT-VALUE}).")
    int maxPrice;

    @Option(names = "--data-length-min", paramLabel = "CHARS", order = 44, defaultValue = "10",
            description = "Shortest data column value (default ${DEFAULT-VALUE}).")
    int dataLengthMin;

    @Option(names = "--data-length-max", paramLabel = "CHARS", order = 45, defaultValue = "20",
            description = "Longest data column value (default ${DEFAULT-VALUE}).")
    int dataLengthMax;

    @Option(names = "--data-random-pct", paramLabel = "PCT", order = 46, defaultValue = "50",
            description = "Randomness of the data column: 0.75 x PCT%% of its characters are random base64, the rest "
                    + "'a' (default ${DEFAULT-VALUE}, i.e. 37.5%%).")
    int dataRandomPct;

    @Option(names = "--rows-per-query", paramLabel = "N", order = 47, defaultValue = "10",
            description = "LIMIT of range queries and IN-list size of point queries (default ${DEFAULT-VALUE}).")
    int rowsPerQuery;

    /**
     * @param builder the configuration being built
     * @throws ConfigException when a value is invalid
     */
    void applyTo(RunConfig.Builder builder) {
        if (memory != null) {
            HostProfiles.memoryMb(memory);
        }
        builder.profile(profile)
                .clients(clients)
                .sharedTable(sharedTable)
                .rowsPerTable(rowsPerTable)
                .writeRowsPerTable(writeRowsPerTable)
                .querySeconds(querySeconds)
                .rowsPerCommit(rowsPerCommit)
                .deletes(deletePerInsert)
                .queryThreads(queryThreads)
                .secondaryIndexes(secondaryIndexes)
                .resyncGetMin(resyncGetMin)
                .engineOptions(new EngineOptions(engine, engineOptions, uniqueChecks, bulkLoad))
                .cleanupSeconds(cleanupSeconds())
                .statementMode(StatementMode.parse(statements))
                .domain(new DataDomain(cashregisters, products, customers, maxPrice, dataLengthMin, dataLengthMax,
                        dataRandomPct, rowsPerQuery));
        if (steps != null) {
            builder.steps(steps.stream().map(String::strip).toList());
        }
        if (seed != null) {
            builder.seed(seed);
        }
    }

    private Integer cleanupSeconds() {
        if (cleanupSeconds.equalsIgnoreCase("auto")) {
            return null;
        }
        try {
            return Integer.valueOf(cleanupSeconds.strip());
        } catch (NumberFormatException e) {
            throw new ConfigException("--cleanup-seconds must be a whole number of seconds or 'auto' (got '" + cleanupSeconds + "')");
        }
    }
}
