package io.ibench.core.config;

import io.ibench.core.plan.PlanInput;
import io.ibench.core.plan.ReferenceOptions;
import io.ibench.core.plan.RunPlan;
import io.ibench.core.plan.StepPlanner;
import io.ibench.core.workload.DataDomain;
import io.ibench.core.workload.Partitioning;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One validated, immutable benchmark run configuration and its {@link RunPlan}. Built with
 * {@link #builder()}; every contradiction is rejected by {@link Builder#build()} with a
 * {@link ConfigException} whose message names the option. Each setting is declared once in
 * {@link Settings}, which gives its default, range, record key and option; the accessors below
 * read those settings.
 *
 * <p>Sizes are per table, like the reference harness's millions-per-client arguments: with N
 * clients and a table per client, l.i0 inserts {@code rowsPerTable} rows into each of the N
 * tables.
 */
public final class RunConfig {
    /**
     * The key of {@link #describe()} under which the values the plan derived are recorded, by the key of the setting
     * that gives them when the user does, e.g. {@code planned.rowsPerPartition}; see
     * {@link RecordedConfig#effective}.
     */
    public static final String PLANNED = "planned";

    private final List<Setting<?>> settings;
    private final Map<Setting<?>, Object> values;
    private final EngineOptions engineOptions;
    private final FaultPolicy faults;
    private final RunPlan plan;

    private RunConfig(List<Setting<?>> settings, Map<Setting<?>, Object> values, EngineOptions engineOptions,
                      FaultPolicy faults, RunPlan plan) {
        this.settings = settings;
        this.values = values;
        this.engineOptions = engineOptions;
        this.faults = faults;
        this.plan = plan;
    }

    /** @return a builder of the core's settings ({@link Settings#ALL}) alone, with the declared defaults */
    public static Builder builder() {
        return builder(List.of());
    }

    /**
     * @param adapterSettings the settings the adapters on the class path declare ({@code Adapters.settings()}), all
     *                        of them whichever adapter the run chooses, so that every run records the same keys
     * @return a builder of the core's settings and those, with the declared defaults
     * @throws IllegalStateException when an adapter's setting takes another setting's key or option
     */
    public static Builder builder(List<Setting<?>> adapterSettings) {
        return new Builder(Settings.withAdapters(adapterSettings), new HashMap<>());
    }

    /** @return a builder holding this configuration's settings and values */
    public Builder toBuilder() {
        return new Builder(settings, new HashMap<>(values));
    }

    /**
     * @param connection the options that reach the server the run uses
     * @param embedded   whether that server is an embedded one started for the run
     * @return this configuration on that server, with the same plan: neither changes what it plans
     */
    public RunConfig onServer(ConnectionOptions connection, boolean embedded) {
        Map<Setting<?>, Object> copy = new HashMap<>(values);
        copy.put(Settings.CONNECTION, Objects.requireNonNull(connection, "connection"));
        copy.put(Settings.EMBEDDED_SERVER, embedded);
        return new RunConfig(settings, copy, engineOptions, faults, plan);
    }

    /**
     * @param setting a declared setting
     * @param <T>     its value type
     * @return its value in this configuration; null only for an optional setting left unset
     */
    @SuppressWarnings("unchecked")
    public <T> T get(Setting<T> setting) {
        return (T) values.get(setting);
    }

    /** @return the run's steps, sized, and the connections they need; planned once, by {@link Builder#build()} */
    public RunPlan plan() {
        return plan;
    }

    /** @return the {@code --dbms} name, or null to choose the adapter from the URL (default {@code mysql}) */
    public String dbms() {
        return get(Settings.DBMS);
    }

    /** @return how to reach the server */
    public ConnectionOptions connection() {
        return get(Settings.CONNECTION);
    }

    /** @return whether {@code --tcp} forces TCP to a server on this host instead of its unix-domain socket */
    public boolean tcp() {
        return get(Settings.TCP);
    }

    /** @return whether to create the database when it does not exist */
    public boolean createDatabase() {
        return get(Settings.CREATE_DATABASE);
    }

    /**
     * @return whether l.i0 may drop and re-create the benchmark's tables in a database that also
     *         holds tables that are not the benchmark's ({@code --force}); system databases stay refused
     */
    public boolean force() {
        return get(Settings.FORCE);
    }

    /** @return number of clients, within {@link Settings#CLIENTS}' range (1..4096) */
    public int clients() {
        return get(Settings.CLIENTS);
    }

    /** @return true when all clients share table {@code pi1}; false for one table per client */
    public boolean sharedTable() {
        return get(Settings.SHARED_TABLE);
    }

    /** @return number of benchmark tables: 1 when shared, else one per client */
    public int tableCount() {
        return sharedTable() ? 1 : clients();
    }

    /** @return rows each table holds after l.i0, ≥ 1 */
    public long rowsPerTable() {
        return get(Settings.ROWS_PER_TABLE);
    }

    /**
     * @return rows each table receives in l.i1 and l.i2 together (80 % / 20 %), ≥ 0; by default
     *     twice {@link #rowsPerTable()}
     */
    public long writeRowsPerTable() {
        return get(Settings.WRITE_ROWS_PER_TABLE);
    }

    /** @return seconds a read-write step lasts at its target insert rate, ≥ 1 */
    public int querySeconds() {
        return get(Settings.QUERY_SECONDS);
    }

    /** @return the step names to run, in order */
    public List<String> steps() {
        return get(Settings.STEPS);
    }

    /** @return rows-per-commit overrides by step name; steps not named use their defaults */
    public Map<String, Integer> rowsPerCommit() {
        return get(Settings.ROWS_PER_COMMIT);
    }

    /** @return whether l.i1, l.i2 and read-write steps delete as many oldest rows as they insert */
    public boolean deletes() {
        return get(Settings.DELETES);
    }

    /** @return query threads per client in read-write steps, 1..64 */
    public int queryThreads() {
        return get(Settings.QUERY_THREADS);
    }

    /** @return number of secondary indexes l.x creates, 0..3 */
    public int secondaryIndexes() {
        return get(Settings.SECONDARY_INDEXES);
    }

    /** @return value domains of rows and queries */
    public DataDomain domain() {
        return get(Settings.DOMAIN);
    }

    /** @return rounds between re-reads of {@code min(transactionid)} by deleters; 0 = only at step start */
    public int resyncGetMin() {
        return get(Settings.RESYNC_GET_MIN);
    }

    /** @return the master seed from which every client's and role's seed is derived */
    public long seed() {
        return get(Settings.SEED);
    }

    /** @return the run's label for reports, or null to derive it from the server's product and version */
    public String label() {
        return get(Settings.LABEL);
    }

    /** @return the client host's name for the results, or null for the operating system's host name */
    public String hostName() {
        return get(Settings.HOST_NAME);
    }

    /** @return how many times the whole sequence of steps runs, 1..100 */
    public int repeat() {
        return get(Settings.REPEAT);
    }

    /** @return milliseconds between interval lines, 100..60000 */
    public int reportIntervalMillis() {
        return get(Settings.REPORT_INTERVAL_MILLIS);
    }

    /** @return seconds between server-probe samples during a step, 0..3600; 0 = only at its start and end */
    public int probeIntervalSeconds() {
        return get(Settings.PROBE_INTERVAL_SECONDS);
    }

    /** @return whether host CPU, disk, memory and process metrics are sampled */
    public boolean hostMetrics() {
        return get(Settings.HOST_METRICS);
    }

    /** @return whether the server's CPU is profiled in each step ({@code --server-profile}) */
    public boolean serverProfile() {
        return get(Settings.SERVER_PROFILE);
    }

    /** @return the length of each step's server CPU profile, s, 1..3600 */
    public int serverProfileSeconds() {
        return get(Settings.SERVER_PROFILE_SECONDS);
    }

    /**
     * @return the cleanup's target duration in seconds, 0..86400, or null for the reference
     *     formula min(1200, rows/1e6 + 60)
     */
    public Integer cleanupSeconds() {
        return get(Settings.CLEANUP_SECONDS);
    }

    /** @return storage engine and table options */
    public EngineOptions engineOptions() {
        return engineOptions;
    }

    /** @return the folder that receives one sub-folder per run */
    public Path resultsDirectory() {
        return get(Settings.RESULTS_DIRECTORY);
    }

    /** @return the name of the profile the defaults came from, or null */
    public String profile() {
        return get(Settings.PROFILE);
    }

    /** @return how errors during steps are met */
    public FaultPolicy faults() {
        return faults;
    }

    /** @return true when the server is an embedded one started for this run (its data is gone afterwards) */
    public boolean embeddedServer() {
        return get(Settings.EMBEDDED_SERVER);
    }

    /** @return how each table's primary key is range partitioned (docs/workload.md#partitions) */
    public Partitioning partitioning() {
        return get(Settings.PARTITIONS) == 0 ? Partitioning.NONE
                : new Partitioning(get(Settings.PARTITIONS), plan.rowsPerPartition());
    }

    /** @return how the benchmark's statements reach the server */
    public StatementMode statementMode() {
        return get(Settings.STATEMENTS);
    }

    /** @return {@code --compat}: whose behaviour the run follows where ibench and the reference differ */
    public Compat compat() {
        return get(Settings.COMPAT);
    }

    /** @return every setting of this configuration, the adapters' included, in the order {@link #describe()} has */
    List<Setting<?>> settings() {
        return settings;
    }

    /**
     * @return the effective configuration for the results: every setting by its key as given or defaulted, the
     *     password removed; then, under {@link #PLANNED}, what the plan derived from them (the
     *     {@code rowsPerPartition} a partitioned run uses), absent when the plan derived nothing
     */
    public Map<String, Object> describe() {
        Map<String, Object> out = new LinkedHashMap<>();
        for (Setting<?> setting : settings) {
            record(out, setting);
        }
        if (plan.rowsPerPartition() > 0) {
            out.put(PLANNED, Map.of(Settings.ROWS_PER_PARTITION.key(), plan.rowsPerPartition()));
        }
        return out;
    }

    private <T> void record(Map<String, Object> out, Setting<T> setting) {
        T value = get(setting);
        if (value != null || setting.recordedWhenUnset()) {
            out.put(setting.key(), setting.record(value));
        }
    }

    /** Collects settings; {@link #build()} validates them all at once and plans the run. Not thread safe. */
    public static final class Builder {
        private final List<Setting<?>> settings;
        private final Map<Setting<?>, Object> values;

        private Builder(List<Setting<?>> settings, Map<Setting<?>, Object> values) {
            this.settings = settings;
            this.values = values;
        }

        /**
         * @param setting a declared setting, of the core or of an adapter this builder was given
         * @param value   its value; null leaves it to its default
         * @param <T>     its value type
         * @return this
         * @throws IllegalArgumentException when the setting is an adapter's this builder was not given
         */
        public <T> Builder set(Setting<T> setting, T value) {
            if (!settings.contains(setting)) {
                throw new IllegalArgumentException("the setting " + setting + " is an adapter's that this "
                        + "configuration was not built with (RunConfig.builder(adapter settings))");
            }
            values.put(setting, value);
            return this;
        }

        /**
         * @param setting a declared setting
         * @param <T>     its value type
         * @return the value given, else its default (derived from the others where it is), or null
         */
        @SuppressWarnings("unchecked")
        <T> T get(Setting<T> setting) {
            T value = (T) values.get(setting);
            return value != null ? value : setting.fallback(this);
        }

        /** @param value {@code --dbms} name or null @return this */
        public Builder dbms(String value) {
            return set(Settings.DBMS, value);
        }

        /** @param value connection options @return this */
        public Builder connection(ConnectionOptions value) {
            return set(Settings.CONNECTION, Objects.requireNonNull(value, "connection"));
        }

        /** @param value create a missing database @return this */
        public Builder createDatabase(boolean value) {
            return set(Settings.CREATE_DATABASE, value);
        }

        /** @param value set up in a database that holds other tables too @return this */
        public Builder force(boolean value) {
            return set(Settings.FORCE, value);
        }

        /** @param value clients, within {@link Settings#CLIENTS}' range @return this */
        public Builder clients(int value) {
            return set(Settings.CLIENTS, value);
        }

        /** @param value share one table @return this */
        public Builder sharedTable(boolean value) {
            return set(Settings.SHARED_TABLE, value);
        }

        /** @param value l.i0 rows per table @return this */
        public Builder rowsPerTable(long value) {
            return set(Settings.ROWS_PER_TABLE, value);
        }

        /** @param value l.i1 + l.i2 rows per table, or null for twice the l.i0 rows @return this */
        public Builder writeRowsPerTable(Long value) {
            return set(Settings.WRITE_ROWS_PER_TABLE, value);
        }

        /** @param value read-write step seconds @return this */
        public Builder querySeconds(int value) {
            return set(Settings.QUERY_SECONDS, value);
        }

        /** @param value step names in order @return this */
        public Builder steps(List<String> value) {
            return set(Settings.STEPS, List.copyOf(value));
        }

        /** @param value rows per commit by step name @return this */
        public Builder rowsPerCommit(Map<String, Integer> value) {
            return set(Settings.ROWS_PER_COMMIT, Map.copyOf(value));
        }

        /** @param value delete as many rows as inserted @return this */
        public Builder deletes(boolean value) {
            return set(Settings.DELETES, value);
        }

        /** @param value query threads per client @return this */
        public Builder queryThreads(int value) {
            return set(Settings.QUERY_THREADS, value);
        }

        /** @param value secondary indexes, 0..3 @return this */
        public Builder secondaryIndexes(int value) {
            return set(Settings.SECONDARY_INDEXES, value);
        }

        /** @param value value domains @return this */
        public Builder domain(DataDomain value) {
            return set(Settings.DOMAIN, Objects.requireNonNull(value, "domain"));
        }

        /** @param value rounds between min(transactionid) re-reads @return this */
        public Builder resyncGetMin(int value) {
            return set(Settings.RESYNC_GET_MIN, value);
        }

        /** @param value master seed @return this */
        public Builder seed(long value) {
            return set(Settings.SEED, value);
        }

        /** @param value run label or null @return this */
        public Builder label(String value) {
            return set(Settings.LABEL, value);
        }

        /** @param value interval line period, ms @return this */
        public Builder reportIntervalMillis(int value) {
            return set(Settings.REPORT_INTERVAL_MILLIS, value);
        }

        /** @param value seconds between probe samples, 0 = start and end only @return this */
        public Builder probeIntervalSeconds(int value) {
            return set(Settings.PROBE_INTERVAL_SECONDS, value);
        }

        /** @param value sample host metrics @return this */
        public Builder hostMetrics(boolean value) {
            return set(Settings.HOST_METRICS, value);
        }

        /** @param value cleanup target seconds, or null for the formula @return this */
        public Builder cleanupSeconds(Integer value) {
            return set(Settings.CLEANUP_SECONDS, value);
        }

        /** @param value engine and table options, and values of adapter settings @return this */
        public Builder engineOptions(EngineOptions value) {
            value.adapterSettings().forEach(this::setRecorded);
            return set(Settings.ENGINE, value.engine()).set(Settings.ENGINE_OPTIONS, value.tableOptions());
        }

        @SuppressWarnings("unchecked")
        private <T> void setRecorded(Setting<T> setting, Object value) {
            set(setting, (T) value);
        }

        /** @param value results folder @return this */
        public Builder resultsDirectory(Path value) {
            return set(Settings.RESULTS_DIRECTORY, Objects.requireNonNull(value, "resultsDirectory"));
        }

        /** @param value how errors are met @return this */
        public Builder faults(FaultPolicy value) {
            return set(Settings.ON_ERROR, value.onError()).set(Settings.MAX_ERROR_RATE, value.maxErrorRate())
                    .set(Settings.STATEMENT_TIMEOUT_SECONDS, value.statementTimeoutSeconds())
                    .set(Settings.RECONNECT_SECONDS, value.reconnectSeconds());
        }

        /** @param value how INSERT statements reach the server @return this */
        public Builder statementMode(StatementMode value) {
            return set(Settings.STATEMENTS, Objects.requireNonNull(value, "statementMode"));
        }

        /** @param value whether the server is an embedded one started for the run @return this */
        public Builder embeddedServer(boolean value) {
            return set(Settings.EMBEDDED_SERVER, value);
        }

        /**
         * @param value whether the server's config was trusted ({@code ibench sweep --trust-config}) @return this
         */
        public Builder trustConfig(boolean value) {
            return set(Settings.TRUST_CONFIG, value);
        }

        /** @param value profile name or null @return this */
        public Builder profile(String value) {
            return set(Settings.PROFILE, value);
        }

        /**
         * @return the validated configuration with its plan
         * @throws ConfigException naming the first invalid option
         */
        public RunConfig build() {
            Map<Setting<?>, Object> resolved = new HashMap<>();
            Map<Setting<?>, Object> adapterValues = new HashMap<>();
            for (Setting<?> setting : settings) {
                resolve(resolved, setting);
                if (!Settings.ALL.contains(setting) && resolved.get(setting) != null) {
                    adapterValues.put(setting, resolved.get(setting));
                }
            }
            EngineOptions engine = new EngineOptions(get(Settings.ENGINE), get(Settings.ENGINE_OPTIONS),
                    adapterValues, null);
            resolved.put(Settings.ENGINE_OPTIONS, engine.tableOptions());
            FaultPolicy faults = new FaultPolicy(get(Settings.ON_ERROR), get(Settings.MAX_ERROR_RATE),
                    get(Settings.STATEMENT_TIMEOUT_SECONDS), get(Settings.RECONNECT_SECONDS));
            if (get(Settings.TCP) && get(Settings.CONNECTION).socket() != null) {
                throw new ConfigException("give either --socket or --tcp, not both");
            }
            RunConfig unplanned = new RunConfig(settings, resolved, engine, faults, null);
            RunPlan plan = ConfigException.reported(() -> StepPlanner.plan(unplanned.planInput()));
            return new RunConfig(settings, resolved, engine, faults, plan);
        }

        private <T> void resolve(Map<Setting<?>, Object> resolved, Setting<T> setting) {
            T value = get(setting);
            setting.check(value);
            resolved.put(setting, value);
        }
    }

    /** @return what the planner needs of this configuration */
    private PlanInput planInput() {
        return new PlanInput(steps(), rowsPerCommit(), clients(), sharedTable(), rowsPerTable(), writeRowsPerTable(),
                querySeconds(), deletes(), queryThreads(), secondaryIndexes(), cleanupSeconds(),
                new ReferenceOptions(get(Settings.SECONDARY_AT_START), get(Settings.PARTITIONS),
                        get(Settings.ROWS_PER_PARTITION), get(Settings.HTAP_TRANSACTION_SECONDS),
                        get(Settings.INITIAL_SIZE), get(Settings.MAX_SECONDS)));
    }
}
