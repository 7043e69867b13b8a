package io.ibench.core.engine;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.RunConfig;
import io.ibench.core.config.SystemDatabases;
import io.ibench.core.lang.Throwables;
import io.ibench.core.plan.Step;
import io.ibench.core.spi.Dialect;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Keeps a run to the database it may change, checked once before the first step: the
 * connection's database and schema must not be a system one (every adapter's {@link SystemDatabases}), and when
 * the plan sets up tables (l.i0 drops and re-creates them) the database must hold nothing but
 * the benchmark's own tables, unless {@code --force} is given.
 *
 * <p>The benchmark's own tables are those named {@code pi<N>}, also of earlier runs with more
 * clients, and their partitions {@code pi<N>_p<M>} (Postgres lists them as tables). What counts as
 * someone else's is every table, view, materialized view and foreign table that the dialect's catalog
 * query ({@link Dialect#listTables()}) lists in the connection's own database and schema (MySQL: the
 * database; Postgres: the current schema, the first of the {@code search_path}, normally {@code public});
 * views count because they show that the database is in use. Sequences, indexes and temporary tables do
 * not count.
 */
final class DatabaseGuard {
    private static final Pattern OWN_TABLE = Pattern.compile("pi[1-9][0-9]*(_p[0-9]+)?");
    /** How many foreign tables a refusal names. */
    private static final int NAMED = 3;

    private final RunConfig config;
    private final ConnectionSource connections;
    private final Dialect dialect;
    private final SystemDatabases system;

    /**
     * @param config      the run's configuration ({@code --force})
     * @param connections the run's connections
     * @param dialect     the DBMS's SQL, which lists the database's tables
     * @param system      the databases and schemas no run works in, every adapter's
     */
    DatabaseGuard(RunConfig config, ConnectionSource connections, Dialect dialect, SystemDatabases system) {
        this.config = config;
        this.connections = connections;
        this.dialect = dialect;
        this.system = system;
    }

    /**
     * @param plan the run's steps
     * @throws ConfigException when the run must not touch this database, in one sentence
     * @throws RunFailure      when the database's tables cannot be listed
     */
    void check(List<Step> plan) throws RunFailure {
        boolean setup = plan.stream().anyMatch(Step::setup);
        try (Connection c = connections.get()) {
            String database = c.getCatalog();
            String schema = c.getSchema();
            system.refuse(database, "the connection's database");
            system.refuse(schema, "the connection's schema");
            if (setup && !config.force()) {
                List<String> foreign = foreignTables(c);
                if (!foreign.isEmpty()) {
                    throw new ConfigException(refusal(place(database, schema), foreign, config.tableCount()));
                }
            }
        } catch (SQLException e) {
            throw new RunFailure("cannot list the tables of " + connections.target()
                    + " to check that the run may change them: " + Throwables.firstLine(e), null, e);
        }
    }

    private List<String> foreignTables(Connection c) throws SQLException {
        List<String> foreign = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(dialect.listTables())) {
            while (rs.next()) {
                String table = rs.getString(1);
                if (!OWN_TABLE.matcher(table).matches()) {
                    foreign.add(table);
                }
            }
        }
        return foreign;
    }

    private String place(String database, String schema) {
        String server = connections.target().server();
        return (schema == null ? "database " + database : "schema " + schema + " of database " + database)
                + " on " + server;
    }

    /**
     * @param place      e.g. {@code database shop on 127.0.0.1:3306}
     * @param foreign    the tables that are not the benchmark's, at least one
     * @param tableCount the run's benchmark tables
     * @return the sentence that refuses the run
     */
    static String refusal(String place, List<String> foreign, int tableCount) {
        List<String> sorted = foreign.stream().sorted().toList();
        String named = String.join(", ", sorted.subList(0, Math.min(NAMED, sorted.size())))
                + (sorted.size() > NAMED ? " and " + (sorted.size() - NAMED) + " more" : "");
        String own = tableCount == 1 ? "pi1" : "pi1 … pi" + tableCount;
        return place + " holds tables that are not ibench's (" + named + "), so l.i0 will not drop and re-create " + own
                + " there; give the benchmark a database of its own (e.g. ib; --create-database creates it) "
                + "or add --force to run anyway";
    }
}
