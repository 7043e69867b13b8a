package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.lang.Throwables;
import io.ibench.core.server.LocalServerControl;
import io.ibench.core.server.OsUser;
import io.ibench.core.server.PrivateFiles;
import io.ibench.core.server.ProcessServer;
import io.ibench.core.server.ServerProcess;
import io.ibench.core.server.config.ConfigSets;
import io.ibench.core.spi.ConfigDoors;
import io.ibench.core.spi.ConfigSyntax;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerInstance;
import io.ibench.core.spi.ServerStartException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs MySQL, Percona Server and MariaDB from a base directory: {@code mariadb-install-db}
 * (MariaDB), {@code mysqld --initialize-insecure} (MySQL 5.7 and later) or
 * {@code scripts/mysql_install_db} (5.6) initialise the data directory with root accounts without
 * password; then the server starts once with networking off ({@code --skip-networking}), its socket in the
 * server's folder (mode 0700) and its general and slow query logs off, while {@link MySqlAccounts} gives every root
 * account the password or drops it, and stops. The server then starts with {@code --defaults-file} and ibench's own
 * port, socket, pid file and error log (networking off again when there is no password), and stops on SIGTERM (a
 * clean shutdown). Every start has MySQL's X Plugin off ({@link #closedProtocols}), so the classic protocol is the
 * only one it speaks.
 * The installer and the server get a temporary folder of their own, {@code <folder>/tmp}, unless the config sets
 * {@code tmpdir}: a starting server deletes every {@code #sql} file in its temporary folder, so servers sharing
 * {@code /tmp} destroy each other's temporary tables (two data
 * directories initialised at once on this project's machine failed 7 times in 120 that way, 0 in 120 with
 * their own folders).
 */
final class MySqlServerControl extends LocalServerControl {
    /** my.cnf: options under [mysqld] (or [server], [mariadb], [mariadbd]); bare flags; - and _ alike. */
    static final ConfigSyntax SYNTAX = new ConfigSyntax("my.cnf", ".cnf",
            List.of("mysqld", "server", "mariadb", "mariadbd"), "[mysqld]", true, true);
    /** How long a clean shutdown may take (dirty pages are written first), seconds. */
    static final int STOP_SECONDS = 900;
    private static final int INSTALL_SECONDS = 600;
    private static final List<String> FOLDERS = List.of("sbin", "bin", "libexec", "");
    private static final Pattern VERSION = Pattern.compile("Ver\\s+(\\d+)\\.(\\d+)\\.(\\d+)(.*)");

    MySqlServerControl(MySqlAdapter adapter) {
        super(SYNTAX, adapter);
    }

    @Override
    public ConfigDoors configDoors() {
        return MySqlConfigDoors.DOORS;
    }

    @Override
    public ServerBinaries locate(Path basedir) {
        Path server = program(basedir, FOLDERS, List.of("mariadbd", "mysqld"));
        Matcher m = version(server, List.of("--no-defaults", "--version"), VERSION);
        int major = Integer.parseInt(m.group(1));
        MySqlFlavor.Product product = MySqlFlavor.Product.ofVersionLine(m.group(0));
        String version = m.group(1) + "." + m.group(2) + "." + m.group(3);
        String set = product == MySqlFlavor.Product.MARIADB && major >= 11 ? "mariadb-11"
                : product.id() + "-" + major + "." + m.group(2);
        List<String> sets = new ArrayList<>(ConfigSets.before(set, version));
        sets.add(set);
        sets.add("innodb");
        return new ServerBinaries(basedir, server, product.id(), version, List.copyOf(sets));
    }

    @Override
    public void initialize(ServerBinaries binaries, ServerInstance instance, String password)
            throws ServerStartException, InterruptedException {
        adminPassword(password);
        Path config = writeConfig(instance);
        Path log = ServerProcess.createLog(instance.logs().resolve("initialize.log"));
        List<String> command = new ArrayList<>();
        if (mariadb(binaries)) {
            Path installer = program(binaries.basedir(), List.of("bin", "scripts"),
                    List.of("mariadb-install-db", "mysql_install_db"));
            command.addAll(List.of(installer.toString(), "--defaults-file=" + config, "--basedir=" + binaries.basedir(),
                    "--datadir=" + instance.dataDirectory(), "--auth-root-authentication-method=normal",
                    "--skip-test-db"));
        } else if (binaries.version().startsWith("5.6")) {
            Path installer = program(binaries.basedir(), List.of("scripts", "bin"), List.of("mysql_install_db"));
            command.addAll(List.of(installer.toString(), "--defaults-file=" + config, "--basedir=" + binaries.basedir(),
                    "--datadir=" + instance.dataDirectory()));
        } else {
            command.addAll(List.of(binaries.server().toString(), "--defaults-file=" + config, "--initialize-insecure",
                    "--basedir=" + binaries.basedir(), "--datadir=" + instance.dataDirectory(), "--log-error=" + log));
        }
        command.addAll(ownTemporaryFolder(instance));
        if (OsUser.isRoot()) {
            command.add("--user=root");
        }
        ServerProcess.runToEnd("initialising the data directory", command, log, INSTALL_SECONDS);
        secureAccounts(binaries, instance, password);
    }

    /**
     * Starts the server on its socket only, gives the root accounts the password or drops them, and stops it. Name
     * resolution is on meanwhile, whatever the config says: with {@code skip_name_resolve} the server ignores
     * accounts of a host name ({@code root@<host name>}), which then could be neither changed nor dropped. The
     * general and slow query logs are off meanwhile, whatever the config says, so that the statements that carry the
     * password reach no log (MySQL 5.7 and later rewrite them there, MariaDB and 5.6 do not; the binary log is left
     * out by the session, see {@link MySqlAccounts}).
     */
    private void secureAccounts(ServerBinaries binaries, ServerInstance instance, String password)
            throws ServerStartException, InterruptedException {
        ProcessServer server = launch(binaries, instance, null, List.of("--skip-name-resolve=OFF",
                "--general-log=OFF", "--slow-query-log=OFF"));
        try {
            ConnectionTarget target = serverTarget(socketOptions(instance, null));
            try (Connection c = DriverManager.getConnection(target.jdbcUrl(), target.properties())) {
                MySqlAccounts.secure(c, mariadb(binaries), binaries.version(), password);
            } catch (SQLException e) {
                throw new ServerStartException("the fresh server's accounts could not be given the password or "
                        + "dropped: " + Throwables.firstLine(e.getMessage()) + " (SQLSTATE " + e.getSQLState()
                        + ")");
            }
        } finally {
            server.stop();
        }
    }

    @Override
    public RunningServer start(ServerBinaries binaries, ServerInstance instance, String password)
            throws ServerStartException, InterruptedException {
        return launch(binaries, instance, adminPassword(password), List.of());
    }

    /**
     * @param password the root password; null starts the server with networking off, on its socket only
     * @param more     further options, after the config's
     * @return the server, once it accepts connections
     */
    private ProcessServer launch(ServerBinaries binaries, ServerInstance instance, String password, List<String> more)
            throws ServerStartException, InterruptedException {
        Path config = writeConfig(instance);
        Path errorLog = ServerProcess.createLog(instance.logs().resolve("error.log"));
        List<String> command = new ArrayList<>(List.of(binaries.server().toString(), "--defaults-file=" + config,
                "--basedir=" + binaries.basedir(), "--datadir=" + instance.dataDirectory(), "--port=" + instance.port(),
                "--bind-address=127.0.0.1", "--socket=" + socket(instance),
                "--pid-file=" + instance.folder().resolve("mysqld.pid"), "--log-error=" + errorLog));
        if (password == null) {
            command.add("--skip-networking");
        }
        command.addAll(closedProtocols(binaries));
        command.addAll(more);
        command.addAll(ownTemporaryFolder(instance));
        if (OsUser.isRoot()) {
            command.add("--user=root");
        }
        Process process = ServerProcess.launch(command, ServerProcess.createLog(instance.logs().resolve("server.out")));
        ServerProcess.awaitReady(process, () -> serverTarget(options(instance, password, null)),
                instance.startSeconds(), errorLog);
        return new ProcessServer(process, process.pid(), database -> options(instance, password, database),
                binaries.product() + " " + binaries.version() + (password == null ? " on its socket " + socket(instance)
                        : " on 127.0.0.1:" + instance.port()) + ", data in " + instance.dataDirectory(), STOP_SECONDS);
    }

    /**
     * @param binaries the server's binaries
     * @return the options that close the protocols other than the classic one: MySQL's and Percona Server's X Plugin
     *         off ({@code mysqlx}, on by default since 8.0, on every interface's port 33060 and a socket in
     *         {@code /tmp} even with networking off, where the root account without a password of a fresh data
     *         directory logs in); {@code loose-} for 5.7, which has it only when a config loads it, and 5.6, which
     *         lacks it. MariaDB has no other protocol.
     */
    static List<String> closedProtocols(ServerBinaries binaries) {
        return mariadb(binaries) ? List.of() : List.of("--loose-mysqlx=OFF");
    }

    /** Writes the config, mode 0600, into the server's folder, mode 0700. */
    private static Path writeConfig(ServerInstance instance) {
        return PrivateFiles.write(PrivateFiles.folder(instance.folder()).resolve(SYNTAX.fileName()),
                instance.configText());
    }

    private static boolean mariadb(ServerBinaries binaries) {
        return binaries.product().equals(MySqlFlavor.Product.MARIADB.id());
    }

    @Override
    public List<String> unknownOptions(ServerBinaries binaries, String configText) throws InterruptedException {
        return MySqlOptionCheck.unknownOptions(binaries, configText);
    }

    /**
     * @param instance the server's place
     * @return {@code --tmpdir=<folder>/tmp}, the folder created, or nothing when the config sets {@code tmpdir}
     */
    static List<String> ownTemporaryFolder(ServerInstance instance) {
        if (MySqlOptionCheck.settings(instance.configText()).stream()
                .anyMatch(name -> name.equals("tmpdir") || name.equals("loose_tmpdir"))) {
            return List.of();
        }
        Path folder = instance.folder().resolve("tmp");
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + folder + ": " + e.getMessage(), e);
        }
        return List.of("--tmpdir=" + folder);
    }

    private static Path socket(ServerInstance instance) {
        return instance.folder().resolve("mysqld.sock");
    }

    /** @return root over 127.0.0.1 with the password, or through the socket when there is none */
    private static ConnectionOptions options(ServerInstance instance, String password, String database) {
        return password != null ? ConnectionOptions.ofHost("127.0.0.1", instance.port(), "root", password, database)
                : socketOptions(instance, database);
    }

    private static ConnectionOptions socketOptions(ServerInstance instance, String database) {
        return new ConnectionOptions(null, null, null, socket(instance).toString(), "root", null, database);
    }
}
