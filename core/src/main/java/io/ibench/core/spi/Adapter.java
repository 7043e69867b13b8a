package io.ibench.core.spi;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.EngineOptions;
import io.ibench.core.config.Setting;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * A DBMS family ibench can benchmark. Implementations are found with {@link java.util.ServiceLoader}
 * (a {@code META-INF/services/io.ibench.core.spi.Adapter} entry in the adapter's jar); the core
 * never tests which DBMS it talks to, it asks the adapter.
 */
public interface Adapter {

    /** @return the adapter's id, e.g. {@code mysql} */
    String id();

    /**
     * @return what it drives, one line, e.g.
     *     {@code MySQL 5.7-8.4, Percona Server (MySQL Connector/J), MariaDB (MariaDB Connector/J); InnoDB, MyRocks}
     */
    String description();

    /** @return the {@code --dbms} names this adapter answers to, e.g. {@code mysql, mariadb, innodb} */
    List<String> names();

    /**
     * @return the databases and schemas that belong to the server itself, e.g. {@code mysql, sys}; no run
     *     works in them, whichever DBMS it talks to ({@link Adapters#systemDatabases()})
     */
    List<String> systemDatabases();

    /**
     * @return the run settings of this DBMS alone, e.g. MyRocks's {@code --bulk-load}, declared here and nowhere
     *     else: each gets its option and help in {@code ibench run} and {@code ibench sweep} (in its
     *     {@link io.ibench.core.config.Setting#section()}), its key in a result's {@code config} (after the core's
     *     {@code engineOptions}, in the order of the adapters' ids), its place in profiles and {@code --resume},
     *     and its value in {@link EngineOptions#get}; keys and options must differ from every other setting's
     */
    default List<Setting<?>> settings() {
        return List.of();
    }

    /** @return JDBC URL prefixes this adapter accepts, e.g. {@code jdbc:mysql:} */
    List<String> urlPrefixes();

    /**
     * @param url a JDBC URL
     * @return true when this adapter accepts it
     */
    default boolean acceptsUrl(String url) {
        return urlPrefixes().stream().anyMatch(url::startsWith);
    }

    /**
     * @param options the user's connection options (a URL accepted by this adapter, or host/port/socket)
     * @return the JDBC URL and properties for the benchmark database
     * @throws io.ibench.core.config.ConfigException when the options are malformed, in one sentence
     */
    ConnectionTarget target(ConnectionOptions options);

    /**
     * @param options the user's connection options
     * @return a target that reaches the server without selecting the benchmark database (its
     *         {@code database} is null); a DBMS that cannot connect without a database returns
     *         the benchmark target with {@code database} null
     */
    ConnectionTarget serverTarget(ConnectionOptions options);

    /**
     * @param database a database name
     * @return statements that create it when it does not exist; none for a DBMS that creates a
     *         database when it is first connected to
     */
    List<String> createDatabase(String database);

    /**
     * @param options engine and table options; whether the server has the engine is checked by
     *                {@link #describeServer}, not here
     * @return the SQL dialect for tables with these options
     */
    Dialect dialect(EngineOptions options);

    /**
     * @param connection an open connection to the server
     * @param options    the run's table options
     * @return product, version, engine (never blank: the storage engine or table access method,
     *         or the DBMS's name when it has one), facts and global settings (never empty)
     * @throws SQLException when the server cannot be queried
     * @throws io.ibench.core.config.ConfigException when the server lacks the chosen engine
     */
    ServerInfo describeServer(Connection connection, EngineOptions options) throws SQLException;

    /**
     * @param options the run's table options
     * @return the post-load cleanup of docs/workload.md#the-post-load-cleanup-cleanup for this DBMS and engine
     */
    PostLoadCleanup cleanup(EngineOptions options);

    /**
     * @param options the run's engine options
     * @return the server probes sampled at the end of every step
     */
    default ServerProbes probes(EngineOptions options) {
        return ServerProbes.NONE;
    }

    /**
     * @param options the run's engine options
     * @return what to do to the server at the start and the end of every step with clients
     */
    default StepBoundary stepBoundary(EngineOptions options) {
        return StepBoundary.NONE;
    }

    /**
     * @param options the run's engine options
     * @return the server dumps taken at the end of every step; none by default
     */
    default ServerDumps dumps(EngineOptions options) {
        return ServerDumps.NONE;
    }

    /**
     * @param error  why a connection attempt failed
     * @param target what was being connected to
     * @return one sentence for the user, e.g. "access denied for user 'root' on 127.0.0.1:3306
     *         (check --user and --password-file)", and whether the user's input is at fault
     */
    ConnectionProblem explainConnectionFailure(SQLException error, ConnectionTarget target);

    /**
     * @param server the server's facts and variables
     * @return how many connections the server accepts at once, when it says
     */
    default java.util.OptionalInt connectionLimit(ServerInfo server) {
        return java.util.OptionalInt.empty();
    }

    /**
     * @param error why a connection attempt failed
     * @return true when it failed because the benchmark database does not exist
     */
    boolean isMissingDatabase(SQLException error);

    /**
     * Classifies a failed statement, so the engine knows whether to retry it, reconnect first,
     * or give up. The default is {@link SqlErrorKind#byStandard}; adapters add their vendor codes.
     *
     * @param error a statement's failure
     * @return what it means for the client
     */
    default SqlErrorKind classify(SQLException error) {
        return SqlErrorKind.byStandard(error);
    }

    /**
     * @param connection an open connection to the server
     * @return the server's main process and data directory when the server runs on this host
     *         (its pid file is readable here), else empty; then only the client host is measured
     */
    default Optional<LocalServer> localServer(Connection connection) {
        return Optional.empty();
    }

    /**
     * @return how to reach a server on this host through its unix-domain socket, if this DBMS has one;
     *         without it every run uses the transport the options name
     */
    default Optional<SocketTransport> socketTransport() {
        return Optional.empty();
    }

    /**
     * @return how to choose the cheapest of this DBMS's drivers for the server that answers, if it has more than one;
     *         without it every run uses the driver the options name
     */
    default Optional<DriverChoice> driverChoice() {
        return Optional.empty();
    }

    /**
     * @param dbmsName the {@code --dbms} name the user gave (one of {@link #names()}), or null when none
     * @return the embedded server this adapter starts for that name when the user names no server, if any
     */
    default Optional<EmbeddedServerFactory> embeddedServer(String dbmsName) {
        return Optional.empty();
    }

    /**
     * @return the life cycle of servers ibench starts from a base directory of binaries ({@code ibench sweep}), if any
     */
    default Optional<ServerControl> serverControl() {
        return Optional.empty();
    }
}
