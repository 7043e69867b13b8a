package io.ibench.core.engine;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The run's connections: a HikariCP pool sized to the most connections any step holds at once
 * plus one for control statements. Every role borrows one connection when its step starts and
 * keeps it until the step ends; nothing is borrowed per operation. Each step starts on new
 * connections ({@link #renew()}), as the reference's new client processes do: session state
 * must not leak from one step into the next (e.g. a Postgres session's cached sequence values,
 * which would put new rows below the table's largest id).
 */
public final class ConnectionSource implements AutoCloseable {
    /**
     * HikariCP checks a connection idle for more than this (default 500 ms) with a ping before lending it,
     * which would add a statement to every probe sample and step start; ibench's own retries and reconnects
     * handle a connection that died (docs/metrics.md#statements-besides-the-workload).
     */
    private static final String ALIVE_BYPASS_WINDOW = "com.zaxxer.hikari.aliveBypassWindowMs";

    static {
        if (System.getProperty(ALIVE_BYPASS_WINDOW) == null) {
            System.setProperty(ALIVE_BYPASS_WINDOW, Long.toString(Long.MAX_VALUE / 2));
        }
    }

    /** How long a request for a connection waits at most, seconds. */
    public static final int DEFAULT_WAIT_SECONDS = 30;
    /** A step's start waits for HikariCP to open its connections one at a time: allow this many per second. */
    private static final int CONNECTIONS_PER_SECOND = 10;

    private final HikariDataSource pool;
    private final ConnectionTarget target;

    private ConnectionSource(HikariDataSource pool, ConnectionTarget target) {
        this.pool = pool;
        this.target = target;
    }

    /**
     * Opens the pool, whose requests wait up to {@link #DEFAULT_WAIT_SECONDS} for a connection, and checks that one
     * connection can be made.
     *
     * @param adapter the adapter, to explain connection failures
     * @param target  where to connect
     * @param size    the most connections held at once, ≥ 1
     * @return the open source
     * @throws ConnectFailure when no connection can be made; its message explains why in one sentence
     */
    public static ConnectionSource open(Adapter adapter, ConnectionTarget target, int size) throws ConnectFailure {
        return open(adapter, target, size, DEFAULT_WAIT_SECONDS);
    }

    /**
     * @param reconnectSeconds the run's {@code --reconnect-seconds}, ≥ 1
     * @param connections      the pool's size, ≥ 1
     * @return how long a run's request for a connection may wait: {@code --reconnect-seconds}, so that one attempt
     *         to reconnect cannot outlast them, but at least 0.1 s per connection of the pool (a step's start borrows
     *         them all at once, and HikariCP opens them one at a time), and at most {@value #DEFAULT_WAIT_SECONDS} s
     */
    public static int waitSeconds(int reconnectSeconds, int connections) {
        int fill = (connections + CONNECTIONS_PER_SECOND - 1) / CONNECTIONS_PER_SECOND;
        return Math.min(DEFAULT_WAIT_SECONDS, Math.max(reconnectSeconds, fill));
    }

    /**
     * Opens the pool and checks that one connection can be made.
     *
     * @param adapter     the adapter, to explain connection failures
     * @param target      where to connect
     * @param size        the most connections held at once, ≥ 1
     * @param waitSeconds how long one request for a connection may wait, 1..{@value #DEFAULT_WAIT_SECONDS} s; a
     *                    run passes {@link #waitSeconds(int, int)}
     * @return the open source
     * @throws ConnectFailure when no connection can be made; its message explains why in one sentence
     */
    public static ConnectionSource open(Adapter adapter, ConnectionTarget target, int size, int waitSeconds)
            throws ConnectFailure {
        if (waitSeconds < 1 || waitSeconds > DEFAULT_WAIT_SECONDS) {
            throw new IllegalArgumentException("waitSeconds " + waitSeconds + " is outside 1.." + DEFAULT_WAIT_SECONDS);
        }
        HikariConfig config = new HikariConfig();
        config.setPoolName("ibench");
        config.setJdbcUrl(target.jdbcUrl());
        config.setDataSourceProperties(target.properties());
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(1);
        config.setAutoCommit(true);
        config.setMaxLifetime(0);
        config.setIdleTimeout(0);
        config.setConnectionTimeout(waitSeconds * 1000L);
        config.setInitializationFailTimeout(1);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            SQLException sql = findSqlException(e);
            if (sql == null) {
                throw new ConnectFailure(new ConnectionProblem(
                        "cannot connect to " + target.server() + ": " + e.getMessage(), false), null, e);
            }
            throw new ConnectFailure(adapter.explainConnectionFailure(sql, target), sql, e);
        }
        try (Connection c = pool.getConnection()) {
            return new ConnectionSource(pool, target.withDriver(DriverNames.of(c.getMetaData())));
        } catch (SQLException e) {
            pool.close();
            throw new ConnectFailure(adapter.explainConnectionFailure(e, target), e);
        }
    }

    private static SQLException findSqlException(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof SQLException sql) {
                return sql;
            }
        }
        return null;
    }

    /**
     * @return a connection in autocommit mode; return it with {@link Connection#close()}
     * @throws SQLException when none can be had within the pool's wait (see {@link #open(Adapter,
     *                      ConnectionTarget, int, int)})
     */
    public Connection get() throws SQLException {
        return pool.getConnection();
    }

    /**
     * Closes every connection now idle and every busy one when it is returned; later borrowers
     * get new ones. Called at the start and the end of every step.
     */
    public void renew() {
        pool.getHikariPoolMXBean().softEvictConnections();
    }

    /**
     * Closes a connection that broke (lost, or stuck in a statement that timed out) instead of
     * returning it to the pool.
     *
     * @param connection a connection from {@link #get()}, or null
     */
    public void discard(Connection connection) {
        if (connection != null) {
            pool.evictConnection(connection);
        }
    }

    /** @return where the connections go */
    public ConnectionTarget target() {
        return target;
    }

    @Override
    public void close() {
        pool.close();
    }

    /** No connection could be made; the message is one sentence. */
    public static final class ConnectFailure extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient SQLException sqlError;
        private final boolean badInput;

        /**
         * @param problem  what went wrong
         * @param sqlError the driver error, or null
         */
        public ConnectFailure(ConnectionProblem problem, SQLException sqlError) {
            this(problem, sqlError, sqlError);
        }

        ConnectFailure(ConnectionProblem problem, SQLException sqlError, Throwable cause) {
            super(problem.message(), cause);
            this.sqlError = sqlError;
            this.badInput = problem.badInput();
        }

        /** @return true when the user's connection options are at fault rather than the server's reachability */
        public boolean badInput() {
            return badInput;
        }

        /** @return the driver's error, or null when the failure was not an SQL error */
        public SQLException sqlError() {
            return sqlError;
        }
    }
}
