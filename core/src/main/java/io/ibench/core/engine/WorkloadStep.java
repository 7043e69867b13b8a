package io.ibench.core.engine;

import io.ibench.core.host.ProcessTimes;
import io.ibench.core.measure.IntervalSample;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.StepMeter;
import io.ibench.core.plan.QueryMode;
import io.ibench.core.plan.Step;
import io.ibench.core.plan.StepKind;
import io.ibench.core.result.HostSummary;
import io.ibench.core.result.IntervalTsv;
import io.ibench.core.result.ProbeSummary;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.TableState;
import io.ibench.core.workload.QueryGenerator;
import io.ibench.core.workload.SecondaryIndex;
import io.ibench.core.workload.RowGenerator;
import io.ibench.core.workload.Seeds;

import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Runs one step that has clients (every kind but cleanup): prepares the tables, starts every
 * role of every client, releases them together, samples their recorders every report interval
 * into the step's TSV and the progress listener, and assembles the {@link StepResult}.
 */
final class WorkloadStep {
    /** How long stopped roles may take to end before their connections are aborted, ms. */
    static final long STOP_GRACE_MILLIS = 5_000;
    /** The same after an interruption by the user, who expects the step to end within a second, ms. */
    static final long INTERRUPT_GRACE_MILLIS = 300;
    /** Longest wait of the coordinator before it looks at the step's state again, ns. */
    private static final long POLL_NANOS = 100_000_000L;

    private final Step step;
    private final int stepIndex;
    private final StepEnvironment env;
    private final StepMeter meter = new StepMeter();
    private final List<ClientSlot> clients = new ArrayList<>();
    private final List<Double> intervalRates = new ArrayList<>();
    private HostSampler host;

    /**
     * @param step      the step
     * @param stepIndex its position in the run, 0-based; part of every role's seed
     * @param env       the run's shared environment
     */
    WorkloadStep(Step step, int stepIndex, StepEnvironment env) {
        this.step = step;
        this.stepIndex = stepIndex;
        this.env = env;
    }

    /**
     * @return the step's result; status {@code failed} with the first error when a role (or the
     *         coordinator) failed
     * @throws InterruptedException when the calling thread is interrupted; the roles are stopped first
     */
    StepResult run() throws InterruptedException {
        String startedAt = Instant.now().toString();
        List<TableProbe.Range> before;
        try {
            before = prepareTables();
        } catch (SQLException e) {
            String hint = step.setup() || Messages.firstLine(e).contains("run l.x first") ? "" : " (run l.i0 first to create them)";
            return StepResults.failedBeforeStart(step, startedAt,
                    "the benchmark tables cannot be prepared: " + Messages.firstLine(e) + hint);
        }
        String intervals = step.name() + ".intervals.tsv";
        IntervalTsv tsv;
        try {
            tsv = new IntervalTsv(env.store().file(intervals));
        } catch (UncheckedIOException e) {
            return StepResults.failedBeforeStart(step, startedAt, Messages.firstLine(e));
        }
        StepControl control = new StepControl(roleCount());
        env.interruption().enter(control);
        List<Role> roles = buildRoles(before, control);
        List<Thread> threads = new ArrayList<>();
        long startNanos = 0;
        long cpuStart = 0;
        boolean started = false;
        host = env.hostSampler();
        ProbeSampler probes = env.probeSampler(step.name());
        try {
            startThreads(roles, threads, control);
            if (control.awaitReady()) {
                probes.start();
                host.start();
                startedAt = Instant.now().toString();
                cpuStart = ProcessTimes.cpuNanos();
                startNanos = System.nanoTime();
                meter.start(startNanos);
                control.release(startNanos);
                started = true;
                sampleUntilDone(control, tsv, startNanos);
            } else {
                control.stop();
            }
        } catch (InterruptedException e) {
            control.stop();
            throw e;
        } catch (RuntimeException | Error e) {
            control.fail("coordinator", e);
        } finally {
            probes.stop();
            stopAndJoin(threads, roles, control);
            env.interruption().leave();
            try {
                if (started) {
                    long now = System.nanoTime();
                    report(tsv, meter.sample(now), now, startNanos);
                }
                tsv.close();
            } catch (RuntimeException e) {
                control.fail("coordinator", e);
            }
        }
        long processNanos = ProcessTimes.cpuNanos() - cpuStart;
        HostSummary hostSummary = started ? host.finish() : null;
        ProbeSummary probeSummary = started ? probes.finish() : null;
        long samplingNanos = host.cpuNanos() + probes.cpuNanos();
        long cpuNanos = started ? clientCpuNanos(processNanos, control.roleCpuNanos() + samplingNanos) : 0;
        StepResults.Observations observed = new StepResults.Observations(hostSummary, probeSummary,
                List.copyOf(intervalRates), samplingNanos);
        return new StepResults(step, meter, clients).build(startedAt, startNanos, started, cpuNanos, intervals,
                control, env.config().faults(), tablesAfter(), observed);
    }

    /**
     * The process's CPU over the step counts everything (GC, JIT, samplers) but the JVM reads it in
     * 10 ms clock ticks on Linux, so a short step can read 0; the roles' own thread CPU is exact
     * but leaves those out. The larger of the two is the step's client CPU.
     */
    private static long clientCpuNanos(long processNanos, long threadNanos) {
        return Math.max(processNanos, threadNanos);
    }

    private void startThreads(List<Role> roles, List<Thread> threads, StepControl control) {
        for (int i = 0; i < roles.size(); i++) {
            Role role = roles.get(i);
            Thread thread = new Thread(role, "ibench " + step.name() + " " + role.name());
            thread.setDaemon(true);
            try {
                thread.start();
            } catch (RuntimeException | Error e) {
                control.fail("coordinator", e);
                for (int unstarted = i; unstarted < roles.size(); unstarted++) {
                    control.roleDone(0);
                }
                return;
            }
            threads.add(thread);
        }
    }

    /**
     * Waits for every role to end. After a stop, roles get {@value #STOP_GRACE_MILLIS} ms
     * ({@value #INTERRUPT_GRACE_MILLIS} ms after an interruption) to notice it; then the
     * connections of those still blocked in a statement are aborted, so that the driver call
     * returns, and they get as long again.
     */
    private void stopAndJoin(List<Thread> threads, List<Role> roles, StepControl control) throws InterruptedException {
        long grace = (control.interrupted() ? INTERRUPT_GRACE_MILLIS : STOP_GRACE_MILLIS) * 1_000_000L;
        if (!control.awaitDone(System.nanoTime() + grace)) {
            control.stop();
            roles.forEach(Role::abortConnection);
            control.awaitDone(System.nanoTime() + grace);
        }
        for (Thread thread : threads) {
            thread.join(1);
        }
    }

    private int roleCount() {
        return step.connectionsNeeded();
    }

    /**
     * l.i0 drops and re-creates the tables; every step then reads each table's id range, and a
     * range-query step runs each of its queries once, so that missing tables or indexes are
     * reported before the step starts.
     */
    private List<TableProbe.Range> prepareTables() throws SQLException {
        List<TableProbe.Range> ranges = new ArrayList<>();
        try (Connection c = env.connections().get(); Statement s = c.createStatement()) {
            for (String table : env.tables()) {
                if (step.setup()) {
                    for (String sql : env.dialect().dropTable(table)) {
                        s.execute(sql);
                    }
                    for (String sql : env.dialect().createTable(table)) {
                        s.execute(sql);
                    }
                }
                if (step.createIndexes()) {
                    dropSecondaryIndexes(c, s, table);
                }
                ranges.add(TableProbe.range(c, env.dialect(), table));
                if (step.queryMode() == QueryMode.RANGE) {
                    checkRangeQueries(c, table);
                }
            }
        }
        return ranges;
    }

    /**
     * l.x builds the secondary indexes; those a previous, interrupted l.x left are dropped first,
     * so that the step (run again by {@code --resume}) measures the whole build.
     */
    private void dropSecondaryIndexes(Connection c, Statement s, String table) throws SQLException {
        Set<String> existing = new HashSet<>();
        try (ResultSet rs = c.getMetaData().getIndexInfo(c.getCatalog(), c.getSchema(), table, false, true)) {
            while (rs.next()) {
                String name = rs.getString("INDEX_NAME");
                if (name != null) {
                    existing.add(name.toLowerCase(Locale.ROOT));
                }
            }
        }
        for (SecondaryIndex index : env.indexes()) {
            if (existing.contains(index.indexName(table).toLowerCase(Locale.ROOT))) {
                s.execute(env.dialect().dropIndex(table, index));
            }
        }
    }

    private void checkRangeQueries(Connection c, String table) throws SQLException {
        for (SecondaryIndex index : env.indexes()) {
            try (PreparedStatement query = c.prepareStatement(
                    env.dialect().rangeQuery(table, index, env.config().domain().rowsPerQuery()))) {
                query.setInt(1, 0);
                query.executeQuery().close();
            } catch (SQLException e) {
                throw new SQLException("range queries cannot use " + index.indexName(table) + " (" + Messages.firstLine(e)
                        + "); run l.x first to create the secondary indexes", e);
            }
        }
    }

    private List<Role> buildRoles(List<TableProbe.Range> before, StepControl control) {
        List<Role> roles = new ArrayList<>();
        int writers = step.writersPerClient();
        long seed = env.config().seed();
        for (int c = 1; c <= step.activeClients(); c++) {
            String table = env.table(c);
            long minId = before.stream().filter(r -> r.table().equals(table) && r.min() != null)
                    .mapToLong(TableProbe.Range::min).findFirst().orElse(0L);
            ClientSlot client = new ClientSlot(c, table, writers, step.deletes(), minId);
            clients.add(client);
            if (step.hasWriters()) {
                RowGenerator rows = new RowGenerator(env.config().domain(), Seeds.derive(seed, c, 0, stepIndex));
                roles.add(new InsertRole(env, control, client, meter.register(Operation.INSERT, c, step.scheduled()),
                        step, rows));
                if (step.deletes()) {
                    roles.add(new DeleteRole(env, control, client,
                            meter.register(Operation.DELETE, c, step.scheduled()), step));
                }
            }
            for (int q = 1; q <= step.queryThreads(); q++) {
                QueryGenerator queries = new QueryGenerator(env.config().domain(), env.indexes(),
                        Seeds.derive(seed, c, 1 + q, stepIndex));
                roles.add(new QueryRole("client " + c + " query thread " + q, env, control, client,
                        meter.register(Operation.QUERY, c, false), step, queries));
            }
        }
        return roles;
    }

    private void sampleUntilDone(StepControl control, IntervalTsv tsv, long startNanos) throws InterruptedException {
        long interval = env.config().reportIntervalMillis() * 1_000_000L;
        long next = startNanos + interval;
        while (!control.stopped()) {
            if (control.awaitDone(Math.min(next, System.nanoTime() + POLL_NANOS))) {
                return;
            }
            long now = System.nanoTime();
            if (now - next >= 0) {
                report(tsv, meter.sample(now), now, startNanos);
                next = Math.max(next + interval, now + interval / 2);
            }
        }
    }

    private void report(IntervalTsv tsv, IntervalSample sample, long now, long startNanos) {
        tsv.write(sample, host.interval());
        if (sample.intervalSeconds() >= env.config().reportIntervalMillis() / 2000.0 && step.kind() != StepKind.CREATE_INDEXES) {
            boolean readWrite = step.kind() == StepKind.READ_WRITE;
            long count = readWrite ? sample.of(Operation.QUERY).intervalStatements() : sample.of(Operation.INSERT).intervalRows();
            intervalRates.add(count / sample.intervalSeconds());
        }
        double elapsed = (now - startNanos) / 1e9;
        double fraction;
        double eta;
        if (step.kind() == StepKind.CREATE_INDEXES) {
            fraction = clients.stream().filter(ClientSlot::writersFinished).count() / (double) clients.size();
            eta = Double.NaN;
        } else if (!step.hasWriters()) {
            fraction = Math.min(1, elapsed / step.timeLimitSeconds());
            eta = Math.max(0, step.timeLimitSeconds() - elapsed);
        } else {
            double planned = (double) step.activeClients() * step.rowsPerClient();
            double done = sample.of(Operation.INSERT).totalRows();
            fraction = Math.min(1, done / planned);
            eta = step.scheduled() ? Math.max(0, step.rowsPerClient() / (double) step.insertsPerSecond() - elapsed)
                    : done > 0 ? (planned - done) * elapsed / done : Double.NaN;
        }
        env.progress().interval(step, sample, fraction, eta);
    }

    private List<TableState> tablesAfter() {
        List<TableState> states = new ArrayList<>();
        try (Connection c = env.connections().get()) {
            for (String table : env.tables()) {
                states.add(TableProbe.range(c, env.dialect(), table).state());
            }
        } catch (SQLException e) {
            return null;
        }
        return states;
    }
}
