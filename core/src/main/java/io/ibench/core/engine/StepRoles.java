package io.ibench.core.engine;

import io.ibench.core.config.Compat;
import io.ibench.core.config.RunConfig;
import io.ibench.core.config.StatementMode;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.measure.StepMeter;
import io.ibench.core.plan.QueryMode;
import io.ibench.core.plan.Step;
import io.ibench.core.spi.StatementKind;
import io.ibench.core.workload.QueryGenerator;
import io.ibench.core.workload.RowGenerator;
import io.ibench.core.workload.Seeds;

import java.util.ArrayList;
import java.util.List;

/**
 * The clients of a step with clients and their roles: per active client an inserter and a
 * deleter as the step says, and its query threads, each wired to the run's connections, the
 * dialect's statements and the fault policy, and registered with the step's meter.
 *
 * @param clients the clients' shared state, client 1 first
 * @param roles   every role, in start order
 */
record StepRoles(List<ClientSlot> clients, List<Role<?>> roles) {

    /**
     * @param step      the step
     * @param env       the run's shared environment
     * @param tables    the tables, which build the indexes in l.x
     * @param control   the step's control
     * @param meter     the step's meter, which gets one recorder per role
     * @return the step's clients and roles
     */
    static StepRoles of(Step step, StepEnvironment env, TableSetup tables, StepControl control, StepMeter meter) {
        RunConfig config = env.config();
        ErrorHandling errors = new ErrorHandling(config.faults(), env.adapter()::classify,
                new FullDisk(env.localServer())::explain);
        List<ClientSlot> clients = new ArrayList<>();
        List<Role<?>> roles = new ArrayList<>();
        int writers = step.writersPerClient();
        long seed = config.seed();
        int rowsPerQuery = config.domain().rowsPerQuery();
        for (int c = 1; c <= step.activeClients(); c++) {
            String table = env.table(c);
            ClientSlot client = new ClientSlot(c, table, writers, step.deletes(),
                    ClientStart.offsetNanos(config.compat(), step, c), config.compat() == Compat.REFERENCE);
            clients.add(client);
            if (step.hasWriters()) {
                RowGenerator rows = new RowGenerator(config.domain(), Seeds.derive(seed, c, 0, step.name()));
                InsertBatch insert = config.statementMode() == StatementMode.REFERENCE
                        ? new LiteralInsert(env.dialect().insertPrefix(table), step.rowsPerCommit())
                        : new BoundInsert(env.dialect(), table, step.rowsPerCommit());
                roles.add(new InsertRole(control, client, meter.register(Operation.INSERT, c, step.scheduled()), step,
                        rows, insert, sessions(env, step, StatementKind.INSERT,
                        JdbcRoleStatements.insert(insert, tables, table)), errors));
                if (step.deletes()) {
                    roles.add(new DeleteRole(control, client, meter.register(Operation.DELETE, c, step.scheduled()),
                            step, config.resyncGetMin(), sessions(env, step, StatementKind.DELETE,
                            JdbcRoleStatements.delete(env.dialect(), config.statementMode(), table,
                                    step.rowsPerCommit())), errors));
                }
            }
            boolean range = step.queryMode() == QueryMode.RANGE;
            for (int q = 1; q <= step.queryThreads(); q++) {
                QueryGenerator queries = new QueryGenerator(config.domain(), env.indexes(),
                        Seeds.derive(seed, c, 1 + q, step.name()));
                roles.add(new QueryRole("client " + c + " query thread " + q, control, client,
                        meter.register(Operation.QUERY, c, false), step, rowsPerQuery, queries,
                        sessions(env, step, range ? StatementKind.RANGE_QUERY : StatementKind.POINT_QUERY,
                                JdbcRoleStatements.query(env.dialect(), config.statementMode(), table, rowsPerQuery,
                                        range, env.indexes())),
                        errors));
            }
            if (step.extras().htapTransactionSeconds() > 0) {
                roles.add(new HtapRole(control, client, new OperationRecorder(Operation.QUERY, c, false), step,
                        sessions(env, step, StatementKind.POINT_QUERY, connection -> new HtapRole.Jdbc(connection,
                                table)), errors));
            }
        }
        return new StepRoles(List.copyOf(clients), List.copyOf(roles));
    }

    private static <S> JdbcRoleSessions<S> sessions(StepEnvironment env, Step step, StatementKind kind,
                                                    JdbcRoleSessions.Preparer<S> statements) {
        return new JdbcRoleSessions<>(env.connections(), env.sessionDialect(step), kind,
                env.config().faults().statementTimeoutSeconds(), statements);
    }
}
