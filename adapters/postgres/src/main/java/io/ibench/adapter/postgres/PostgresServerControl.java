package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.server.LocalServerControl;
import io.ibench.core.server.OsUser;
import io.ibench.core.server.ProcessServer;
import io.ibench.core.server.Programs;
import io.ibench.core.server.ServerProcess;
import io.ibench.core.spi.ConfigSyntax;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerInstance;
import io.ibench.core.spi.ServerStartException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs PostgreSQL from a base directory such as {@code /usr/lib/postgresql/15}: {@code initdb}
 * creates the data directory (user postgres, trust authentication, UTF8, locale C); the server
 * ({@code postgres}) starts with the rendered {@code postgresql.conf} as {@code config_file} and
 * ibench's own port and socket folder, and stops on SIGTERM once ibench's connections are
 * closed. PostgreSQL refuses to run as root, so when ibench runs as root it runs the programs
 * as the operating-system user {@value #OS_USER} and gives it the server's folder.
 */
final class PostgresServerControl extends LocalServerControl {
    /** postgresql.conf: no sections, every option has a value, names as written. */
    static final ConfigSyntax SYNTAX = new ConfigSyntax("postgresql.conf", ".conf", List.of(), "", false, false);
    /** The operating-system user the server runs as when ibench runs as root. */
    static final String OS_USER = "postgres";
    private static final int STOP_SECONDS = 900;
    private static final int INITDB_SECONDS = 300;
    private static final List<String> FOLDERS = List.of("bin", "");
    private static final Pattern VERSION = Pattern.compile("\\(PostgreSQL\\)\\s+(\\d+)(?:\\.(\\d+))?");

    PostgresServerControl(PostgresAdapter adapter) {
        super(SYNTAX, adapter);
    }

    /** With {@code standard_conforming_strings} on (the default since 9.1), only quotes are doubled. */
    @Override
    public String passwordStatement(ServerBinaries binaries, String password) {
        return "alter role current_user password '" + password.replace("'", "''") + "'";
    }

    @Override
    public ServerBinaries locate(Path basedir) {
        Path server = program(basedir, FOLDERS, List.of("postgres"));
        program(basedir, FOLDERS, List.of("initdb"));
        Matcher m = version(server, List.of("--version"), VERSION);
        String version = m.group(1) + (m.group(2) == null ? "" : "." + m.group(2));
        return new ServerBinaries(basedir, server, "postgres", version, List.of("postgres-" + m.group(1), "postgres"));
    }

    @Override
    public void initialize(ServerBinaries binaries, ServerInstance instance)
            throws ServerStartException, InterruptedException {
        writeConfig(instance);
        Path log = ServerProcess.createLog(instance.logs().resolve("initialize.log"));
        List<String> command = OsUser.as(OS_USER, List.of(
                program(binaries.basedir(), FOLDERS, List.of("initdb")).toString(),
                "--pgdata=" + instance.dataDirectory(), "--username=postgres", "--auth=trust", "--encoding=UTF8",
                "--locale=C"));
        ServerProcess.runToEnd("initdb", command, log, INITDB_SECONDS);
    }

    @Override
    public RunningServer start(ServerBinaries binaries, ServerInstance instance)
            throws ServerStartException, InterruptedException {
        Path config = writeConfig(instance);
        Path data = instance.dataDirectory();
        Path errorLog = ServerProcess.createLog(instance.logs().resolve("server.log"));
        List<String> command = OsUser.as(OS_USER, List.of(binaries.server().toString(), "-D", data.toString(),
                "-c", "config_file=" + config, "-c", "hba_file=" + data.resolve("pg_hba.conf"),
                "-c", "ident_file=" + data.resolve("pg_ident.conf"), "-c", "port=" + instance.port(),
                "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=" + instance.folder(),
                "-c", "logging_collector=off"));
        Process process = ServerProcess.launch(command, errorLog);
        ServerProcess.awaitReady(process, serverTarget(options(instance.port(), null)),
                instance.startSeconds(), errorLog);
        long pid = OsUser.isRoot() ? postmasterPid(data) : process.pid();
        return new ProcessServer(process, pid, database -> options(instance.port(), database),
                "postgres " + binaries.version() + " on 127.0.0.1:" + instance.port() + ", data in " + data,
                STOP_SECONDS);
    }

    private static Path writeConfig(ServerInstance instance) {
        Path config = instance.folder().resolve(SYNTAX.fileName());
        Programs.writeConfig(config, instance.configText());
        OsUser.give(instance.folder(), OS_USER);
        return config;
    }

    /** The first line of {@code postmaster.pid} is the server's process id. */
    private static long postmasterPid(Path data) throws ServerStartException {
        try {
            return Long.parseLong(Files.readAllLines(data.resolve("postmaster.pid"), StandardCharsets.UTF_8).get(0)
                    .strip());
        } catch (IOException | RuntimeException e) {
            throw new ServerStartException("the server accepts connections but its pid file "
                    + data.resolve("postmaster.pid") + " cannot be read: " + e.getMessage());
        }
    }

    private static ConnectionOptions options(int port, String database) {
        return ConnectionOptions.ofHost("127.0.0.1", port, "postgres", null, database);
    }
}
