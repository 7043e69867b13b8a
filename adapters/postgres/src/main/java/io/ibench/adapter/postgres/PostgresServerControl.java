package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.server.LocalServerControl;
import io.ibench.core.server.OsUser;
import io.ibench.core.server.PrivateFiles;
import io.ibench.core.server.ProcessServer;
import io.ibench.core.server.ServerProcess;
import io.ibench.core.spi.ConfigDoors;
import io.ibench.core.spi.ConfigSyntax;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerInstance;
import io.ibench.core.spi.ServerStartException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs PostgreSQL from a base directory such as {@code /usr/lib/postgresql/15}: {@code initdb}
 * creates the data directory (superuser postgres, UTF8, locale C): with a password, given to {@code initdb} in a
 * file of mode 0600 deleted right after, every login needs it ({@code scram-sha-256} for the socket and for
 * 127.0.0.1); without one, only the socket lets in, without password ({@code trust}), and no host line does
 * ({@code reject}). The server ({@code postgres}) starts with the rendered {@code postgresql.conf} as
 * {@code config_file}, ibench's own port, and its socket in the server's folder (mode 0700); it listens on
 * 127.0.0.1 only with a password. It stops on SIGTERM once ibench's connections are closed. PostgreSQL refuses to
 * run as root, so when ibench runs as root it runs the programs as the operating-system user {@value #OS_USER} and
 * gives it the server's folder.
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

    @Override
    public ConfigDoors configDoors() {
        return PostgresConfigDoors.DOORS;
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
    public void initialize(ServerBinaries binaries, ServerInstance instance, String password)
            throws ServerStartException, InterruptedException {
        adminPassword(password);
        Path folder = PrivateFiles.folder(instance.folder());
        PrivateFiles.write(folder.resolve(SYNTAX.fileName()), instance.configText());
        Path passwordFile = password == null ? null : PrivateFiles.write(folder.resolve("initdb.password"),
                password + "\n");
        OsUser.give(folder, OS_USER);
        Path log = ServerProcess.createLog(instance.logs().resolve("initialize.log"));
        Path program = program(binaries.basedir(), FOLDERS, List.of("initdb"));
        List<String> initdb = new ArrayList<>(List.of(program.toString(),
                "--pgdata=" + instance.dataDirectory(), "--username=postgres", "--encoding=UTF8", "--locale=C"));
        initdb.addAll(password == null ? List.of("--auth-local=trust", "--auth-host=reject")
                : List.of("--pwfile=" + passwordFile, "--auth-local=scram-sha-256", "--auth-host=scram-sha-256"));
        try {
            ServerProcess.runToEnd("initdb", OsUser.as(OS_USER, initdb), log, INITDB_SECONDS);
        } finally {
            if (passwordFile != null) {
                deleteQuietly(passwordFile);
            }
        }
    }

    @Override
    public RunningServer start(ServerBinaries binaries, ServerInstance instance, String password)
            throws ServerStartException, InterruptedException {
        adminPassword(password);
        Path folder = PrivateFiles.folder(instance.folder());
        Path config = PrivateFiles.write(folder.resolve(SYNTAX.fileName()), instance.configText());
        OsUser.give(folder, OS_USER);
        Path data = instance.dataDirectory();
        Path errorLog = ServerProcess.createLog(instance.logs().resolve("server.log"));
        List<String> command = OsUser.as(OS_USER, List.of(binaries.server().toString(), "-D", data.toString(),
                "-c", "config_file=" + config, "-c", "hba_file=" + data.resolve("pg_hba.conf"),
                "-c", "ident_file=" + data.resolve("pg_ident.conf"), "-c", "port=" + instance.port(),
                "-c", "listen_addresses=" + (password == null ? "" : "127.0.0.1"),
                "-c", "unix_socket_directories=" + folder, "-c", "logging_collector=off"));
        Process process = ServerProcess.launch(command, errorLog);
        ServerProcess.awaitReady(process, () -> serverTarget(options(instance, password, null)),
                instance.startSeconds(), errorLog);
        long pid = OsUser.isRoot() ? postmasterPid(data) : process.pid();
        return new ProcessServer(process, pid, database -> options(instance, password, database),
                "postgres " + binaries.version() + (password == null ? " on its socket in " + folder
                        : " on 127.0.0.1:" + instance.port()) + ", data in " + data, STOP_SECONDS);
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // mode 0600 in a folder of mode 0700: only the server's user could read it
        }
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

    /** @return the superuser over 127.0.0.1 with the password, or through the socket in the server's folder */
    private static ConnectionOptions options(ServerInstance instance, String password, String database) {
        return password != null ? ConnectionOptions.ofHost("127.0.0.1", instance.port(), "postgres", password, database)
                : new ConnectionOptions(null, null, instance.port(), instance.folder().toString(), "postgres", null,
                        database);
    }
}
