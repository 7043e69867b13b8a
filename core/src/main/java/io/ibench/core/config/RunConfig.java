package io.ibench.core.config;

import io.ibench.core.plan.StepPlanner;
import io.ibench.core.workload.DataDomain;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * One validated, immutable benchmark run configuration. Built with {@link #builder()}; every
 * contradiction is rejected by {@link Builder#build()} with a {@link ConfigException} whose
 * message names the option.
 *
 * <p>Sizes are per table, like the reference harness's millions-per-client arguments: with N
 * clients and a table per client, l.i0 inserts {@code rowsPerTable} rows into each of the N
 * tables.
 */
public final class RunConfig {
    /** Default l.i0 rows per table, as in the reference's {@code cl.repro.sh} (10 M). */
    public static final long DEFAULT_ROWS_PER_TABLE = 10_000_000L;
    /**
     * l.i1 + l.i2 rows per table when not given, as a multiple of the l.i0 rows: 2, the ratio of
     * the reference's {@code cl.repro.sh} (10 M loaded, then 16 M + 4 M).
     */
    public static final int DEFAULT_WRITE_ROWS_FACTOR = 2;
    /** Default length of a read-write step at its target rate, seconds. */
    public static final int DEFAULT_QUERY_SECONDS = 1800;
    /** Largest accepted row count per table and step, 10^12. */
    public static final long MAX_ROWS = 1_000_000_000_000L;
    /** Largest accepted client count. */
    public static final int MAX_CLIENTS = 4096;

    private final String dbms;
    private final ConnectionOptions connection;
    private final boolean createDatabase;
    private final boolean force;
    private final int clients;
    private final boolean sharedTable;
    private final long rowsPerTable;
    private final long writeRowsPerTable;
    private final int querySeconds;
    private final List<String> steps;
    private final Map<String, Integer> rowsPerCommit;
    private final boolean deletes;
    private final int queryThreads;
    private final int secondaryIndexes;
    private final DataDomain domain;
    private final int resyncGetMin;
    private final long seed;
    private final String label;
    private final int reportIntervalMillis;
    private final int probeIntervalSeconds;
    private final boolean hostMetrics;
    private final Integer cleanupSeconds;
    private final EngineOptions engineOptions;
    private final Path resultsDirectory;
    private final String profile;
    private final FaultPolicy faults;
    private final boolean embeddedServer;
    private final StatementMode statementMode;

    private RunConfig(Builder b) {
        this.dbms = b.dbms;
        this.connection = b.connection;
        this.createDatabase = b.createDatabase;
        this.force = b.force;
        this.clients = b.clients;
        this.sharedTable = b.sharedTable;
        this.rowsPerTable = b.rowsPerTable;
        this.writeRowsPerTable = b.writeRowsPerTable != null ? b.writeRowsPerTable : DEFAULT_WRITE_ROWS_FACTOR * b.rowsPerTable;
        this.querySeconds = b.querySeconds;
        this.steps = List.copyOf(b.steps);
        this.rowsPerCommit = Map.copyOf(b.rowsPerCommit);
        this.deletes = b.deletes;
        this.queryThreads = b.queryThreads;
        this.secondaryIndexes = b.secondaryIndexes;
        this.domain = b.domain;
        this.resyncGetMin = b.resyncGetMin;
        this.seed = b.seed;
        this.label = b.label;
        this.reportIntervalMillis = b.reportIntervalMillis;
        this.probeIntervalSeconds = b.probeIntervalSeconds;
        this.hostMetrics = b.hostMetrics;
        this.cleanupSeconds = b.cleanupSeconds;
        this.engineOptions = b.engineOptions;
        this.resultsDirectory = b.resultsDirectory;
        this.profile = b.profile;
        this.faults = b.faults;
        this.embeddedServer = b.embeddedServer;
        this.statementMode = b.statementMode;
    }

    /** @return a builder with the reference's defaults */
    public static Builder builder() {
        return new Builder();
    }

    /** @return a builder holding this configuration's values */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.dbms = dbms;
        b.connection = connection;
        b.createDatabase = createDatabase;
        b.force = force;
        b.clients = clients;
        b.sharedTable = sharedTable;
        b.rowsPerTable = rowsPerTable;
        b.writeRowsPerTable = writeRowsPerTable;
        b.querySeconds = querySeconds;
        b.steps = steps;
        b.rowsPerCommit = rowsPerCommit;
        b.deletes = deletes;
        b.queryThreads = queryThreads;
        b.secondaryIndexes = secondaryIndexes;
        b.domain = domain;
        b.resyncGetMin = resyncGetMin;
        b.seed = seed;
        b.label = label;
        b.reportIntervalMillis = reportIntervalMillis;
        b.probeIntervalSeconds = probeIntervalSeconds;
        b.hostMetrics = hostMetrics;
        b.cleanupSeconds = cleanupSeconds;
        b.engineOptions = engineOptions;
        b.resultsDirectory = resultsDirectory;
        b.profile = profile;
        b.faults = faults;
        b.embeddedServer = embeddedServer;
        b.statementMode = statementMode;
        return b;
    }

    /** @return the {@code --dbms} name, or null to choose the adapter from the URL (default {@code mysql}) */
    public String dbms() {
        return dbms;
    }

    /** @return how to reach the server */
    public ConnectionOptions connection() {
        return connection;
    }

    /** @return whether to create the database when it does not exist */
    public boolean createDatabase() {
        return createDatabase;
    }

    /**
     * @return whether l.i0 may drop and re-create the benchmark's tables in a database that also
     *         holds tables that are not the benchmark's ({@code --force}); system databases stay refused
     */
    public boolean force() {
        return force;
    }

    /** @return number of clients, 1..{@value #MAX_CLIENTS} */
    public int clients() {
        return clients;
    }

    /** @return true when all clients share table {@code pi1}; false for one table per client */
    public boolean sharedTable() {
        return sharedTable;
    }

    /** @return number of benchmark tables: 1 when shared, else one per client */
    public int tableCount() {
        return sharedTable ? 1 : clients;
    }

    /** @return rows each table holds after l.i0, ≥ 1 */
    public long rowsPerTable() {
        return rowsPerTable;
    }

    /** @return rows each table receives in l.i1 and l.i2 together (80 % / 20 %), ≥ 0; by default twice {@link #rowsPerTable()} */
    public long writeRowsPerTable() {
        return writeRowsPerTable;
    }

    /** @return seconds a read-write step lasts at its target insert rate, ≥ 1 */
    public int querySeconds() {
        return querySeconds;
    }

    /** @return the step names to run, in order */
    public List<String> steps() {
        return steps;
    }

    /** @return rows-per-commit overrides by step name; steps not named use their defaults */
    public Map<String, Integer> rowsPerCommit() {
        return rowsPerCommit;
    }

    /** @return whether l.i1, l.i2 and read-write steps delete as many oldest rows as they insert */
    public boolean deletes() {
        return deletes;
    }

    /** @return query threads per client in read-write steps, ≥ 1 */
    public int queryThreads() {
        return queryThreads;
    }

    /** @return number of secondary indexes l.x creates, 0..3 */
    public int secondaryIndexes() {
        return secondaryIndexes;
    }

    /** @return value domains of rows and queries */
    public DataDomain domain() {
        return domain;
    }

    /** @return rounds between re-reads of {@code min(transactionid)} by deleters; 0 = only at step start */
    public int resyncGetMin() {
        return resyncGetMin;
    }

    /** @return the master seed from which every client's and role's seed is derived */
    public long seed() {
        return seed;
    }

    /** @return the run's label for reports, or null to derive it from the server's product and version */
    public String label() {
        return label;
    }

    /** @return milliseconds between interval lines, 100..60000 */
    public int reportIntervalMillis() {
        return reportIntervalMillis;
    }

    /** @return seconds between server-probe samples during a step, 0..3600; 0 = only at its start and end */
    public int probeIntervalSeconds() {
        return probeIntervalSeconds;
    }

    /** @return whether host CPU, disk, memory and process metrics are sampled */
    public boolean hostMetrics() {
        return hostMetrics;
    }

    /** @return the cleanup's target duration in seconds, or null for the reference formula min(1200, rows/1e6 + 60) */
    public Integer cleanupSeconds() {
        return cleanupSeconds;
    }

    /** @return storage engine and table options */
    public EngineOptions engineOptions() {
        return engineOptions;
    }

    /** @return the folder that receives one sub-folder per run */
    public Path resultsDirectory() {
        return resultsDirectory;
    }

    /** @return the name of the profile the defaults came from, or null */
    public String profile() {
        return profile;
    }

    /** @return how errors during steps are met */
    public FaultPolicy faults() {
        return faults;
    }

    /** @return true when the server is an embedded one started for this run (its data is gone afterwards) */
    public boolean embeddedServer() {
        return embeddedServer;
    }

    /** @return how INSERT statements reach the server */
    public StatementMode statementMode() {
        return statementMode;
    }

    /** @return the effective configuration for the results: every setting, the password removed */
    public Map<String, Object> describe() {
        Map<String, Object> out = new LinkedHashMap<>();
        if (profile != null) {
            out.put("profile", profile);
        }
        out.put("dbms", dbms);
        out.put("connection", connection.describe());
        out.put("createDatabase", createDatabase);
        out.put("force", force);
        out.put("clients", clients);
        out.put("sharedTable", sharedTable);
        out.put("rowsPerTable", rowsPerTable);
        out.put("writeRowsPerTable", writeRowsPerTable);
        out.put("querySeconds", querySeconds);
        out.put("steps", steps);
        out.put("rowsPerCommit", new TreeMap<>(rowsPerCommit));
        out.put("deletes", deletes);
        out.put("queryThreads", queryThreads);
        out.put("secondaryIndexes", secondaryIndexes);
        out.put("domain", domain);
        out.put("resyncGetMin", resyncGetMin);
        out.put("seed", seed);
        out.put("label", label);
        out.put("reportIntervalMillis", reportIntervalMillis);
        out.put("probeIntervalSeconds", probeIntervalSeconds);
        out.put("hostMetrics", hostMetrics);
        out.put("cleanupSeconds", cleanupSeconds == null ? "auto" : cleanupSeconds);
        out.put("engine", engineOptions.engine());
        out.put("engineOptions", engineOptions.tableOptions());
        out.put("uniqueChecks", engineOptions.uniqueChecks());
        out.put("bulkLoad", engineOptions.bulkLoad());
        out.put("resultsDirectory", resultsDirectory.toString());
        out.put("onError", faults.onError().optionValue());
        out.put("maxErrorRate", faults.maxErrorRate());
        out.put("statementTimeoutSeconds", faults.statementTimeoutSeconds());
        out.put("reconnectSeconds", faults.reconnectSeconds());
        out.put("embeddedServer", embeddedServer);
        out.put("statements", statementMode.optionValue());
        return out;
    }

    /** Collects settings; {@link #build()} validates them all at once. Not thread safe. */
    public static final class Builder {
        private String dbms;
        private ConnectionOptions connection = new ConnectionOptions(null, null, null, null, null, null, null);
        private boolean createDatabase;
        private boolean force;
        private int clients = 1;
        private boolean sharedTable;
        private long rowsPerTable = DEFAULT_ROWS_PER_TABLE;
        private Long writeRowsPerTable;
        private int querySeconds = DEFAULT_QUERY_SECONDS;
        private List<String> steps = StepPlanner.STANDARD_STEPS;
        private Map<String, Integer> rowsPerCommit = Map.of();
        private boolean deletes = true;
        private int queryThreads = 1;
        private int secondaryIndexes = 3;
        private DataDomain domain = DataDomain.DEFAULT;
        private int resyncGetMin = 1000;
        private long seed = System.currentTimeMillis();
        private String label;
        private int reportIntervalMillis = 1000;
        private int probeIntervalSeconds = 5;
        private boolean hostMetrics = true;
        private Integer cleanupSeconds;
        private EngineOptions engineOptions = EngineOptions.DEFAULT;
        private Path resultsDirectory = Path.of("results");
        private String profile;
        private FaultPolicy faults = FaultPolicy.DEFAULT;
        private boolean embeddedServer;
        private StatementMode statementMode = StatementMode.REFERENCE;

        private Builder() {
        }

        /** @param value {@code --dbms} name or null @return this */
        public Builder dbms(String value) {
            this.dbms = value;
            return this;
        }

        /** @param value connection options @return this */
        public Builder connection(ConnectionOptions value) {
            this.connection = Objects.requireNonNull(value, "connection");
            return this;
        }

        /** @param value create a missing database @return this */
        public Builder createDatabase(boolean value) {
            this.createDatabase = value;
            return this;
        }

        /** @param value set up in a database that holds other tables too @return this */
        public Builder force(boolean value) {
            this.force = value;
            return this;
        }

        /** @param value clients, 1..4096 @return this */
        public Builder clients(int value) {
            this.clients = value;
            return this;
        }

        /** @param value share one table @return this */
        public Builder sharedTable(boolean value) {
            this.sharedTable = value;
            return this;
        }

        /** @param value l.i0 rows per table @return this */
        public Builder rowsPerTable(long value) {
            this.rowsPerTable = value;
            return this;
        }

        /** @param value l.i1 + l.i2 rows per table, or null for twice the l.i0 rows @return this */
        public Builder writeRowsPerTable(Long value) {
            this.writeRowsPerTable = value;
            return this;
        }

        /** @param value read-write step seconds @return this */
        public Builder querySeconds(int value) {
            this.querySeconds = value;
            return this;
        }

        /** @param value step names in order @return this */
        public Builder steps(List<String> value) {
            this.steps = List.copyOf(value);
            return this;
        }

        /** @param value rows per commit by step name @return this */
        public Builder rowsPerCommit(Map<String, Integer> value) {
            this.rowsPerCommit = Map.copyOf(value);
            return this;
        }

        /** @param value delete as many rows as inserted @return this */
        public Builder deletes(boolean value) {
            this.deletes = value;
            return this;
        }

        /** @param value query threads per client @return this */
        public Builder queryThreads(int value) {
            this.queryThreads = value;
            return this;
        }

        /** @param value secondary indexes, 0..3 @return this */
        public Builder secondaryIndexes(int value) {
            this.secondaryIndexes = value;
            return this;
        }

        /** @param value value domains @return this */
        public Builder domain(DataDomain value) {
            this.domain = Objects.requireNonNull(value, "domain");
            return this;
        }

        /** @param value rounds between min(transactionid) re-reads @return this */
        public Builder resyncGetMin(int value) {
            this.resyncGetMin = value;
            return this;
        }

        /** @param value master seed @return this */
        public Builder seed(long value) {
            this.seed = value;
            return this;
        }

        /** @param value run label or null @return this */
        public Builder label(String value) {
            this.label = value;
            return this;
        }

        /** @param value interval line period, ms @return this */
        public Builder reportIntervalMillis(int value) {
            this.reportIntervalMillis = value;
            return this;
        }

        /** @param value seconds between probe samples, 0 = start and end only @return this */
        public Builder probeIntervalSeconds(int value) {
            this.probeIntervalSeconds = value;
            return this;
        }

        /** @param value sample host metrics @return this */
        public Builder hostMetrics(boolean value) {
            this.hostMetrics = value;
            return this;
        }

        /** @param value cleanup target seconds, or null for the formula @return this */
        public Builder cleanupSeconds(Integer value) {
            this.cleanupSeconds = value;
            return this;
        }

        /** @param value engine and table options @return this */
        public Builder engineOptions(EngineOptions value) {
            this.engineOptions = Objects.requireNonNull(value, "engineOptions");
            return this;
        }

        /** @param value results folder @return this */
        public Builder resultsDirectory(Path value) {
            this.resultsDirectory = Objects.requireNonNull(value, "resultsDirectory");
            return this;
        }

        /** @param value how errors are met @return this */
        public Builder faults(FaultPolicy value) {
            this.faults = Objects.requireNonNull(value, "faults");
            return this;
        }

        /** @param value how INSERT statements reach the server @return this */
        public Builder statementMode(StatementMode value) {
            this.statementMode = Objects.requireNonNull(value, "statementMode");
            return this;
        }

        /** @param value whether the server is an embedded one started for the run @return this */
        public Builder embeddedServer(boolean value) {
            this.embeddedServer = value;
            return this;
        }

        /** @param value profile name or null @return this */
        public Builder profile(String value) {
            this.profile = value;
            return this;
        }

        /**
         * @return the validated configuration
         * @throws ConfigException naming the first invalid option
         */
        public RunConfig build() {
            range("--clients", clients, 1, MAX_CLIENTS);
            range("--rows-per-table", rowsPerTable, 1, MAX_ROWS);
            if (writeRowsPerTable != null) {
                range("--write-rows-per-table", writeRowsPerTable, 0, MAX_ROWS);
            }
            range("--query-seconds", querySeconds, 1, 30 * 24 * 3600);
            range("--query-threads", queryThreads, 1, 64);
            range("--secondary-indexes", secondaryIndexes, 0, 3);
            range("--resync-get-min", resyncGetMin, 0, Integer.MAX_VALUE);
            range("--report-interval-ms", reportIntervalMillis, 100, 60_000);
            range("--probe-interval", probeIntervalSeconds, 0, 3600);
            if (cleanupSeconds != null) {
                range("--cleanup-seconds", cleanupSeconds, 0, 24 * 3600);
            }
            if (label != null && !label.matches("[A-Za-z0-9][A-Za-z0-9._+-]{0,99}")) {
                throw new ConfigException("--label must be 1 to 100 letters, digits, '.', '_', '+' or '-', starting with a letter or digit (got '"
                        + label + "')");
            }
            RunConfig config = new RunConfig(this);
            StepPlanner.plan(config);
            return config;
        }

        private static void range(String option, long value, long min, long max) {
            if (value < min || value > max) {
                throw new ConfigException(option + " must be between " + min + " and " + max + " (got " + value + ")");
            }
        }
    }
}
