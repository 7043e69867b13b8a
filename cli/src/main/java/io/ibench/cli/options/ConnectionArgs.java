package io.ibench.cli.options;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.Adapters;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.Map;

/**
 * The connection options of commands that talk to a server, which together make one setting
 * ({@link ConnectionOptions}); {@code --dbms}, {@code --create-database} and {@code --force} are
 * declared settings of their own ({@link io.ibench.core.config.Settings}).
 */
public final class ConnectionArgs {
    @Option(names = "--url", paramLabel = "URL", order = 10,
            description = "JDBC URL of the server, e.g. jdbc:mysql://127.0.0.1:3306/ib or "
                    + "jdbc:postgresql://127.0.0.1:5432/ib; its scheme names the driver (jdbc:mysql: MySQL "
                    + "Connector/J, jdbc:mariadb: MariaDB Connector/J), which ibench keeps. "
                    + "Without --url, --host, --port or --socket, ibench starts an embedded server (MariaDB, or "
                    + "PostgreSQL with --dbms postgres) and uses the quick profile.")
    String url;

    @Option(names = "--host", paramLabel = "HOST", order = 11,
            description = "Server host (default 127.0.0.1 when --port is given). With --host, --port or --socket "
                    + "ibench chooses the driver by the server that answers: MariaDB Connector/J for MariaDB, MySQL "
                    + "Connector/J for MySQL and Percona Server (docs/workload.md#the-driver).")
    String host;

    @Option(names = "--port", paramLabel = "PORT", order = 12,
            description = "Server TCP port (default: the DBMS's, 3306 for MySQL, 5432 for Postgres).")
    Integer port;

    @Option(names = "--socket", paramLabel = "PATH", order = 13,
            description = "Unix-domain socket of a local server, e.g. /run/mysqld/mysqld.sock, or Postgres's socket "
                    + "folder /var/run/postgresql.")
    String socket;

    @Option(names = "--user", paramLabel = "USER", order = 14,
            description = "User name (default: root for MySQL, the operating-system user for Postgres, as psql).")
    String user;

    @Option(names = "--password-file", paramLabel = "FILE", order = 15,
            description = "File whose first line is the password. The password comes from this file or from "
                    + "--ask-password (not both); without either from the " + PasswordSource.VARIABLE
                    + " environment variable; without that it is empty. It never appears in results, reports, "
                    + "logs or messages.")
    Path passwordFile;

    @Option(names = "--ask-password", order = 16,
            description = "Ask for the password on the terminal, without echo (refused when there is no terminal).")
    boolean askPassword;

    @Option(names = "--database", paramLabel = "NAME", order = 17,
            description = "Database (schema) for the benchmark tables (default ib, or the one in --url); never a "
                    + "system database (see --force).")
    String database;

    /**
     * @param environment the process environment, for {@value PasswordSource#VARIABLE}
     * @return the validated connection options, with the password read; the options are checked before
     *         {@code --ask-password} asks for it
     * @throws ConfigException when an option is invalid, {@code --database} is a system database of an adapter
     *                         on the class path, or the password cannot be read
     */
    public ConnectionOptions toOptions(Map<String, String> environment) {
        ConnectionOptions options = new ConnectionOptions(url, host, port, socket, user, null, database);
        Adapters.discover().systemDatabases().refuse(database, "--database");
        return options.withPassword(
                new PasswordSource(passwordFile, askPassword, user, PasswordPrompt.on(System.console()))
                .read(environment));
    }
}
