package io.ibench.cli;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** The connection options of commands that talk to a server. */
final class ConnectionArgs {
    /** The environment variable a password may come from when there is no {@code --password-file}. */
    static final String PASSWORD_VARIABLE = "IBENCH_PASSWORD";

    @Option(names = "--url", paramLabel = "URL", order = 10,
            description = "JDBC URL of the server, e.g. jdbc:mysql://127.0.0.1:3306/ib or jdbc:postgresql://127.0.0.1:5432/ib. "
                    + "Without --url, --host, --port or --socket, ibench starts an embedded server (MariaDB, or "
                    + "PostgreSQL with --dbms postgres) and uses the quick profile.")
    String url;

    @Option(names = "--host", paramLabel = "HOST", order = 11, description = "Server host (default 127.0.0.1 when --port is given).")
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
            description = "File whose first line is the password. Without it the password comes from the "
                    + PASSWORD_VARIABLE + " environment variable, or is empty. Never written to results or logs.")
    Path passwordFile;

    @Option(names = "--database", paramLabel = "NAME", order = 16,
            description = "Database (schema) for the benchmark tables (default ib, or the one in --url).")
    String database;

    @Option(names = "--dbms", paramLabel = "NAME", order = 17,
            description = "DBMS when --url does not choose it: mysql (also mariadb, percona, innodb) or postgres "
                    + "(also postgresql, pg); 'ibench adapters' lists them (default mysql).")
    String dbms;

    @Option(names = "--create-database", order = 18, description = "Create the database when it does not exist.")
    boolean createDatabase;

    /**
     * @param environment the process environment, for {@value #PASSWORD_VARIABLE}
     * @return the validated connection options, with the password read
     * @throws ConfigException when an option is invalid or the password file cannot be read
     */
    ConnectionOptions toOptions(Map<String, String> environment) {
        return new ConnectionOptions(url, host, port, socket, user, password(environment), database);
    }

    private String password(Map<String, String> environment) {
        if (passwordFile == null) {
            return environment.get(PASSWORD_VARIABLE);
        }
        try {
            return Files.readString(passwordFile, StandardCharsets.UTF_8).lines().findFirst().orElse("");
        } catch (IOException e) {
            String reason = e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.getMessage();
            throw new ConfigException("cannot read --password-file " + passwordFile + ": " + reason);
        }
    }
}
