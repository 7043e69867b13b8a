package io.ibench.core.config;

import io.ibench.core.config.Setting.Section;
import io.ibench.core.plan.StepPlanner;
import io.ibench.core.workload.DataDomain;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The catalogue of run settings, each declared once ({@link Setting}), in the order
 * {@link RunConfig#describe()} records them. A new setting is one declaration here, listed in
 * {@link #ALL}, and one accessor in {@link RunConfig}; the builder, validation, the result's
 * {@code config} section, {@code --resume} and {@code ibench run}'s option and help follow from it.
 * A setting of one DBMS alone is declared by its adapter instead ({@code Adapter.settings()}).
 */
public final class Settings {
    /** Largest accepted row count per table and step, 10^12. */
    public static final long MAX_ROWS = 1_000_000_000_000L;
    /**
     * l.i1 + l.i2 rows per table when not given, as a multiple of the l.i0 rows: 2, the ratio of
     * the reference's {@code cl.repro.sh} (10 M loaded, then 16 M + 4 M).
     */
    public static final int DEFAULT_WRITE_ROWS_FACTOR = 2;
    /** Most partitions per table, 8192: MySQL's limit. */
    public static final int MAX_PARTITIONS = 8192;

    /**
     * Placeholder in a help text for the {@code --dbms} names of the adapters on the class path, e.g.
     * {@code mysql (also mariadb) or postgres}; this package cannot see the adapters, so the command line fills
     * it in from their discovery.
     */
    public static final String ADAPTER_NAMES = "{adapter-names}";
    /**
     * Placeholder in a help text for the system databases of the adapters on the class path, e.g.
     * {@code mysql, sys and postgres}; the command line fills it in, as {@link #ADAPTER_NAMES}.
     */
    public static final String SYSTEM_DATABASES = "{system-databases}";

    public static final Setting<String> PROFILE = Setting.declare("profile", Codecs.TEXT)
            .option("--profile", "NAME|FILE", Section.WORKLOAD)
            .help("Option defaults from a profile: quick (about two minutes: 300k rows per table, 200k write rows, "
                    + "10 s read-write steps, 5 s cleanup; the default when no server is named), standard (the "
                    + "reference's sizes: 10m, 20m, 1800 s, auto), sized from --memory and --clients: cached (tables "
                    + "fit the DBMS cache), cached-by-os (they fit the OS page cache) and io-bound (three times the "
                    + "memory), or your own FILE (a path with a / or ending in .properties) of option=value lines "
                    + "such as clients=8. Options given on the command line win.")
            .omittedWhenUnset().done();
    public static final Setting<String> DBMS = Setting.declare("dbms", Codecs.TEXT)
            .option("--dbms", "NAME", Section.SERVER)
            .help("DBMS when --url does not choose it: " + ADAPTER_NAMES
                    + "; 'ibench adapters' lists them (default mysql).")
            .done();
    public static final Setting<ConnectionOptions> CONNECTION = Setting.declare("connection", Codecs.CONNECTION)
            .defaultValue(new ConnectionOptions(null, null, null, null, null, null, null))
            .help("--url, or --host, --port and --socket; --user, the password options and --database.")
            .done();
    public static final Setting<Boolean> CREATE_DATABASE = Setting.declare("createDatabase", Codecs.FLAG)
            .option("--create-database", "", Section.SERVER).defaultValue(false)
            .help("Create the database when it does not exist.")
            .done();
    public static final Setting<Boolean> FORCE = Setting.declare("force", Codecs.FLAG)
            .option("--force", "", Section.SERVER).defaultValue(false)
            .help("Let l.i0 drop and re-create the benchmark's tables (pi1 … piN) in a database that also holds other "
                    + "tables; without it such a run is refused. Runs in the system databases " + SYSTEM_DATABASES
                    + " are refused always.")
            .done();
    public static final Setting<Boolean> TCP = Setting.declare("tcp", Codecs.FLAG)
            .option("--tcp", "", Section.SERVER).defaultValue(false)
            .help("Connect over TCP even when the server runs on this host; without it ibench connects to a local "
                    + "server (--host 127.0.0.1, localhost or one of this host's addresses, or an embedded server) "
                    + "through its unix-domain socket, as the reference's harness does, and falls back to TCP, "
                    + "noting why, when the socket cannot be used.")
            .done();
    public static final Setting<Integer> CLIENTS = Setting.declare("clients", Codecs.INT)
            .option("--clients", "N", Section.WORKLOAD).defaultValue(1).range(1, 4096).unit("clients")
            .help("Concurrent clients, {range}, each with its own table and connections (default {default}).")
            .done();
    public static final Setting<Boolean> SHARED_TABLE = Setting.declare("sharedTable", Codecs.FLAG)
            .option("--shared-table", "", Section.WORKLOAD).defaultValue(false)
            .help("All clients use table pi1 instead of one table each (needs --no-delete-per-insert).")
            .done();
    public static final Setting<Long> ROWS_PER_TABLE = Setting.declare("rowsPerTable", Codecs.COUNT)
            .option("--rows-per-table", "ROWS", Section.WORKLOAD).defaultValue(10_000_000L).range(1L, MAX_ROWS)
            .unit("rows")
            .help("Rows l.i0 loads into each table, {range}; 200k, 10m style allowed (default {default}).")
            .done();
    public static final Setting<Long> WRITE_ROWS_PER_TABLE = Setting.declare("writeRowsPerTable", Codecs.COUNT)
            .option("--write-rows-per-table", "ROWS", Section.WORKLOAD).range(0L, MAX_ROWS).unit("rows")
            .derived(b -> DEFAULT_WRITE_ROWS_FACTOR * b.get(ROWS_PER_TABLE),
                    "twice --rows-per-table, the ratio of the reference's recipe")
            .help("Rows each table receives in l.i1 (80%, 50 per commit) and l.i2 (20%, 5 per commit), {range}, each "
                    + "insert paired with a delete of as many old rows (default: {default}).")
            .done();
    public static final Setting<Integer> QUERY_SECONDS = Setting.declare("querySeconds", Codecs.INT)
            .option("--query-seconds", "SECONDS", Section.WORKLOAD).defaultValue(1800).range(1, 30 * 24 * 3600)
            .unit("seconds")
            .help("Length of each read-write step at its target insert rate, {range}; its writers insert seconds x "
                    + "rate rows per client (default {default}).")
            .done();
    public static final Setting<List<String>> STEPS = Setting.declare("steps", Codecs.STEP_NAMES)
            .defaultValue(StepPlanner.STANDARD_STEPS)
            .help("--steps: the step names to run, in order.")
            .done();
    public static final Setting<Map<String, Integer>> ROWS_PER_COMMIT = Setting.declare("rowsPerCommit",
                    Codecs.COUNTS_BY_STEP).defaultValue(Map.of())
            .help("--rows-per-commit: rows per INSERT and DELETE by step name; steps not named use their defaults.")
            .done();
    public static final Setting<Boolean> DELETES = Setting.declare("deletes", Codecs.FLAG)
            .option("--delete-per-insert", "", Section.WORKLOAD).defaultValue(true)
            .help("Pair each insert of l.i1, l.i2 and read-write steps with a delete of as many of the oldest rows, "
                    + "so tables keep their size (default {default}; --no-delete-per-insert turns it off).")
            .done();
    public static final Setting<Integer> QUERY_THREADS = Setting.declare("queryThreads", Codecs.INT)
            .option("--query-threads", "N", Section.WORKLOAD).defaultValue(1).range(1, 64).unit("threads per client")
            .help("Query threads per client in read-write steps, {range} (default {default}).")
            .done();
    public static final Setting<Integer> SECONDARY_INDEXES = Setting.declare("secondaryIndexes", Codecs.INT)
            .option("--secondary-indexes", "N", Section.WORKLOAD).defaultValue(3).range(0, 3).unit("indexes")
            .help("Secondary indexes l.x creates (l.i0 with --secondary-at-start), {range} (default {default}).")
            .done();
    public static final Setting<Boolean> SECONDARY_AT_START = Setting.declare("secondaryAtStart", Codecs.FLAG)
            .option("--secondary-at-start", "", Section.WORKLOAD).defaultValue(false)
            .help("Create the secondary indexes with the tables in l.i0 (untimed), so every insert maintains them, "
                    + "as the reference's --secondary_at_start; l.x then inserts its batch and builds nothing "
                    + "(default {default}).")
            .done();
    public static final Setting<Integer> PARTITIONS = Setting.declare("partitions", Codecs.INT)
            .option("--partitions", "N", Section.WORKLOAD).defaultValue(0).range(0, MAX_PARTITIONS)
            .unit("partitions")
            .help("Range-partition each table on transactionid into N partitions, {range}, as the reference's "
                    + "--num_partitions; the last one has no upper bound; 0 leaves tables unpartitioned "
                    + "(default {default}).")
            .done();
    public static final Setting<Long> ROWS_PER_PARTITION = Setting.declare("rowsPerPartition", Codecs.COUNT)
            .option("--rows-per-partition", "ROWS", Section.WORKLOAD).range(1L, MAX_ROWS).unit("rows")
            .unset("the rows the planned steps insert into each table, divided by --partitions")
            .help("Ids per partition but the last, {range}, with --partitions (default: {default}).")
            .done();
    public static final Setting<Integer> HTAP_TRANSACTION_SECONDS = Setting.declare("htapTransactionSeconds",
                    Codecs.INT)
            .option("--htap-transaction-seconds", "SECONDS", Section.WORKLOAD).defaultValue(0).range(0, 86_400)
            .unit("seconds")
            .help("In l.i1, l.i2 and read-write steps, each client also holds a read transaction open (repeatable "
                    + "read, one row read) for SECONDS, commits and starts again, so MVCC garbage cannot be "
                    + "purged, as the reference's --htap_transaction_seconds; {range}, 0 none (default {default}).")
            .done();
    public static final Setting<Long> INITIAL_SIZE = Setting.declare("initialSize", Codecs.COUNT)
            .option("--initial-size", "ROWS", Section.WORKLOAD).defaultValue(0L).range(0L, MAX_ROWS).unit("rows")
            .help("Rows inserted into each table, untimed, before the first step of this run with clients, in whole "
                    + "batches of that step's rows per commit, as the reference's --initial_size; {range} "
                    + "(default {default}).")
            .done();
    public static final Setting<Integer> MAX_SECONDS = Setting.declare("maxSeconds", Codecs.INT)
            .option("--max-seconds", "SECONDS", Section.WORKLOAD).defaultValue(0).range(0, 30 * 24 * 3600)
            .unit("seconds")
            .help("Writers of every step stop after SECONDS even when rows remain, as the reference's --max_seconds; "
                    + "such a step is complete with fewer rows; {range}, 0 no limit (default {default}).")
            .done();
    public static final Setting<DataDomain> DOMAIN = Setting.declare("domain", Codecs.DOMAIN)
            .defaultValue(DataDomain.DEFAULT)
            .help("--cashregisters, --products, --customers, --max-price, --data-length-min, --data-length-max, "
                    + "--data-random-pct, --rows-per-query: the value domains of rows and queries.")
            .done();
    public static final Setting<Integer> RESYNC_GET_MIN = Setting.declare("resyncGetMin", Codecs.INT)
            .option("--resync-get-min", "ROUNDS", Section.WORKLOAD).defaultValue(1000).range(0, Integer.MAX_VALUE)
            .unit("rounds")
            .help("Deleters re-read min(transactionid) every ROUNDS + 1 deletes, as the reference does; 0 reads it "
                    + "only at step start (default {default}).")
            .done();
    public static final Setting<Long> SEED = Setting.declare("seed", Codecs.LONG)
            .option("--seed", "N", Section.WORKLOAD)
            .derived(b -> System.currentTimeMillis(), "the start time in ms; always recorded")
            .help("Master seed of every generated value (default: {default}).")
            .done();
    public static final Setting<String> LABEL = Setting.declare("label", Codecs.TEXT)
            .option("--label", "LABEL", Section.OUTPUT)
            .rule(l -> l.matches("[A-Za-z0-9][A-Za-z0-9._+-]{0,99}"),
                    "1 to 100 letters, digits, '.', '_', '+' or '-', starting with a letter or digit")
            .help("Name of this run in reports, e.g. my8033.cy10a (default: the server's product and version).")
            .done();
    public static final Setting<String> HOST_NAME = Setting.declare("hostName", Codecs.TEXT)
            .option("--host-name", "NAME", Section.OUTPUT)
            .rule(h -> h.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,99}"),
                    "1 to 100 letters, digits, '.', '_' or '-', starting with a letter or digit")
            .help("Name of the client host in the results and reports, e.g. bench3 (default: the operating system's "
                    + "host name); a campaign gives each run its host's inventory name.")
            .done();
    public static final Setting<Integer> REPEAT = Setting.declare("repeat", Codecs.INT)
            .option("--repeat", "N", Section.OUTPUT).defaultValue(1).range(1, 100).unit("repetitions")
            .help("Run the whole sequence of steps N times, {range}, each repetition into its own run folder under the "
                    + "same label, so reports give confidence intervals; a sweep interleaves its configs "
                    + "(A B A B …) (default {default}).")
            .done();
    public static final Setting<Integer> REPORT_INTERVAL_MILLIS = Setting.declare("reportIntervalMillis",
                    Codecs.MILLIS_AS_SECONDS)
            .option("--report-interval", "SECONDS", Section.OUTPUT).defaultValue(1000)
            .range(100, 60_000, "0.1 and 60 seconds").unit("seconds")
            .help("Seconds between interval lines in the TSV files, {range} (default {default}).")
            .done();
    public static final Setting<Integer> PROBE_INTERVAL_SECONDS = Setting.declare("probeIntervalSeconds", Codecs.INT)
            .option("--probe-interval", "SECONDS", Section.OUTPUT).defaultValue(5).range(0, 3600).unit("seconds")
            .help("Seconds between samples of the server's probes (purge lag, dead tuples, compaction debt, sizes) "
                    + "during a step, {range}; 0 samples only at each step's start and end (default {default}).")
            .done();
    public static final Setting<Boolean> HOST_METRICS = Setting.declare("hostMetrics", Codecs.FLAG)
            .option("--host-metrics", "", Section.OUTPUT).defaultValue(true)
            .help("Sample host CPU, context switches, disk I/O of the server's data disk, memory, and the server's and "
                    + "ibench's own processes every report interval (default {default}).")
            .done();
    public static final Setting<Boolean> SERVER_PROFILE = Setting.declare("serverProfile", Codecs.FLAG)
            .option("--server-profile", "", Section.OUTPUT).defaultValue(false)
            .help("Sample the server's CPU with perf (cpu-clock, call stacks) for --server-profile-seconds in the "
                    + "middle of each step and keep the folded stacks in the run folder, for the report's flame "
                    + "graphs; needs a server on this host and perf permitted (default {default}).")
            .done();
    public static final Setting<Integer> SERVER_PROFILE_SECONDS = Setting.declare("serverProfileSeconds", Codecs.INT)
            .option("--server-profile-seconds", "SECONDS", Section.OUTPUT).defaultValue(10).range(1, 3600)
            .unit("seconds")
            .help("Length of the server CPU profile's window in each step, {range}; a shorter step is profiled "
                    + "from its first report interval to its end (default {default}).")
            .done();
    public static final Setting<Integer> CLEANUP_SECONDS = Setting.declare("cleanupSeconds", Codecs.SECONDS_OR_AUTO)
            .option("--cleanup-seconds", "SECONDS|auto", Section.WORKLOAD).unset("auto").range(0, 24 * 3600)
            .unit("seconds")
            .help("Duration of the post-load cleanup and wait, {range}; auto is the reference's min(1200, l.i0 "
                    + "rows/1e6 + 60) (default {default}).")
            .done();
    public static final Setting<String> ENGINE = Setting.declare("engine", Codecs.TEXT)
            .option("--engine", "NAME", Section.WORKLOAD)
            .rule(e -> e.matches("[A-Za-z0-9_]{1,64}"), "a storage engine name of letters, digits and '_'")
            .help("Storage engine of the tables: for MySQL innodb (default), rocksdb (MyRocks), …; for Postgres a "
                    + "table access method, e.g. orioledb (default heap).")
            .done();
    public static final Setting<String> ENGINE_OPTIONS = Setting.declare("engineOptions", Codecs.TEXT)
            .option("--engine-options", "TEXT", Section.WORKLOAD).defaultValue("")
            .rule(EngineOptions::oneClause, "table options of at most 1000 characters for the end of CREATE TABLE, "
                    + "without a backslash, a control character, an unclosed quote, or a ';' or comment ('--', '#', "
                    + "'/*') outside quotes")
            .help("Text appended to CREATE TABLE, e.g. \"using orioledb\" on Postgres or \"row_format=compressed\" "
                    + "on InnoDB: table options only, no ';' or comment outside quotes.")
            .done();
    public static final Setting<Path> RESULTS_DIRECTORY = Setting.declare("resultsDirectory", Codecs.PATH)
            .option("--results", "DIR", Section.OUTPUT).defaultValue(Path.of("results"))
            .help("Folder that receives one sub-folder per run (default {default}).")
            .done();
    public static final Setting<OnError> ON_ERROR = Setting.declare("onError", Codecs.choice(OnError.class))
            .option("--on-error", "continue|abort-step|abort-run", Section.ERRORS).defaultValue(OnError.ABORT_RUN)
            .help("What a statement that fails for good does (a fatal error such as a missing table or a full disk, "
                    + "or 100 retryable errors in a row): continue skips it and marks the step degraded; abort-step "
                    + "fails the step and goes on with the next; abort-run fails the step and ends the run (default "
                    + "{default}). Deadlocks, lock wait timeouts and serialization failures are always retried, lost "
                    + "connections always re-established; no connection within --reconnect-seconds fails the step.")
            .done();
    public static final Setting<Double> MAX_ERROR_RATE = Setting.declare("maxErrorRate", Codecs.RATE)
            .option("--max-error-rate", "RATE", Section.ERRORS).defaultValue(0.01)
            .range(0.0, 1.0, "0 and 1, or 0% and 100%")
            .help("A step whose failed attempts (retried or not) exceed this share of all attempts is marked "
                    + "degraded; a fraction (0.01) or a percentage (1%), {range} (default {default}).")
            .done();
    public static final Setting<Integer> STATEMENT_TIMEOUT_SECONDS = Setting.declare("statementTimeoutSeconds",
                    Codecs.INT)
            .option("--statement-timeout", "SECONDS", Section.ERRORS).defaultValue(600)
            .range(0, 86_400, "0 (none) and 86400 seconds").unit("seconds")
            .help("A benchmark statement without an answer for this long is given up, counted as a timeout and run "
                    + "again on a new connection, so a stalled server is reported instead of waited on forever; "
                    + "{range}, 0 waits forever; index builds and the cleanup are exempt (default {default}).")
            .done();
    public static final Setting<Integer> RECONNECT_SECONDS = Setting.declare("reconnectSeconds", Codecs.INT)
            .option("--reconnect-seconds", "SECONDS", Section.ERRORS).defaultValue(300).range(1, 86_400)
            .unit("seconds")
            .help("How long a client keeps re-establishing a lost connection, {range}, with back-off from 0.1 to 5 s, "
                    + "before the statement fails for good; the step's clock keeps running (default {default}).")
            .done();
    public static final Setting<Boolean> EMBEDDED_SERVER = Setting.declare("embeddedServer", Codecs.FLAG)
            .defaultValue(false)
            .help("Whether the server is an embedded one started for the run (its data is gone afterwards).")
            .done();
    public static final Setting<Boolean> TRUST_CONFIG = Setting.declare("trustConfig", Codecs.FLAG)
            .defaultValue(false)
            .help("Whether the server's config was trusted (ibench sweep --trust-config): options that run code or "
                    + "open a door of the server were allowed.")
            .done();
    public static final Setting<StatementMode> STATEMENTS = Setting.declare("statements",
                    Codecs.choice(StatementMode.class))
            .option("--statements", "reference|prepared", Section.WORKLOAD).defaultValue(StatementMode.REFERENCE)
            .help("How the benchmark's statements reach the server: reference sends each as text with its values "
                    + "written in, parsed and planned by the server every time, as the reference does (on Postgres "
                    + "pgjdbc never switches to a named server-side statement); prepared prepares each on the server "
                    + "once per connection and binds its values (inserts: 6 x rows-per-commit parameters; MySQL "
                    + "and MariaDB Connector/J whatever the URL's useServerPrepStmts says) (default {default}).")
            .done();

    public static final Setting<Compat> COMPAT = Setting.declare("compat", Codecs.choice(Compat.class))
            .option("--compat", "ibench|reference", Section.WORKLOAD).defaultValue(Compat.IBENCH)
            .help("Whose behaviour the run follows where the two differ: ibench spaces rate-limited writes evenly "
                    + "and releases all clients together; reference sends ceil(rate / rows-per-commit) statements "
                    + "back to back, then sleeps to the next second (120/s at 50 rows per commit becomes 150/s), "
                    + "and starts clients one by one inside the step's time, 10 s after the first in l.i0 and 1 s "
                    + "apart otherwise, so that numbers can sit beside published ones (default {default}).")
            .done();

    /**
     * The core's settings, in the order {@link RunConfig#describe()} records them; the adapters' own settings
     * ({@code Adapter.settings()}) follow {@link #ENGINE_OPTIONS} ({@link #withAdapters}).
     */
    public static final List<Setting<?>> ALL = List.of(PROFILE, DBMS, CONNECTION, TCP, CREATE_DATABASE, FORCE, CLIENTS,
            SHARED_TABLE, ROWS_PER_TABLE, WRITE_ROWS_PER_TABLE, QUERY_SECONDS, STEPS, ROWS_PER_COMMIT, DELETES,
            QUERY_THREADS, SECONDARY_INDEXES, SECONDARY_AT_START, PARTITIONS, ROWS_PER_PARTITION,
            HTAP_TRANSACTION_SECONDS, INITIAL_SIZE, MAX_SECONDS, DOMAIN, RESYNC_GET_MIN, SEED, LABEL, HOST_NAME, REPEAT,
            REPORT_INTERVAL_MILLIS, PROBE_INTERVAL_SECONDS, HOST_METRICS, SERVER_PROFILE,
            SERVER_PROFILE_SECONDS, CLEANUP_SECONDS, ENGINE, ENGINE_OPTIONS, RESULTS_DIRECTORY, ON_ERROR,
            MAX_ERROR_RATE, STATEMENT_TIMEOUT_SECONDS, RECONNECT_SECONDS, EMBEDDED_SERVER, TRUST_CONFIG, STATEMENTS,
            COMPAT);

    private Settings() {
    }

    /**
     * @param adapterSettings the settings the adapters on the class path declare, in the adapters' order
     * @return every setting in the order {@link RunConfig#describe()} records them: {@link #ALL} with
     *     {@code adapterSettings} right after {@link #ENGINE_OPTIONS}
     * @throws IllegalStateException when an adapter's setting takes a key or an option another setting has
     */
    public static List<Setting<?>> withAdapters(List<Setting<?>> adapterSettings) {
        List<Setting<?>> all = new ArrayList<>(ALL);
        all.addAll(all.indexOf(ENGINE_OPTIONS) + 1, adapterSettings);
        Set<String> keys = new HashSet<>();
        Set<String> options = new HashSet<>();
        for (Setting<?> setting : all) {
            if (!keys.add(setting.key()) || setting.option() != null && !options.add(setting.option())) {
                throw new IllegalStateException("the setting " + setting + " (key " + setting.key()
                        + ") is declared twice: by an adapter and by the core or another adapter");
            }
        }
        return List.copyOf(all);
    }
}
