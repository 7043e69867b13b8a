package io.ibench.e2e;

import io.ibench.core.conformance.Listeners.Listener;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.server.OsUser;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Another local user of the host ({@value #NAME}), who tries to log in to a server's listener without a password
 * through the command-line clients ({@code mariadb}, {@code psql}) run under {@code runuser}. The tests run as root
 * and use this user where they can; elsewhere they are skipped, naming why.
 */
final class OtherUser {
    /** The other user. */
    static final String NAME = "nobody";
    private static final Path MARIADB = Path.of("/usr/bin/mariadb");
    private static final Path PSQL = Path.of("/usr/bin/psql");
    private static final int SECONDS = 20;

    /** The protocol a listener speaks. */
    enum Client { MYSQL, POSTGRES }

    private OtherUser() {
    }

    /** Skips the calling test unless the tests run as root (to act as another user) with the clients installed. */
    static void assume(Client client) throws IOException, InterruptedException {
        Requirements.skipUnless(OsUser.isRoot(), "root, to run a client as another local user (" + NAME + ")");
        Requirements.skipUnless(run(List.of("id", NAME)).exitCode() == 0, "the local user " + NAME);
        Requirements.executable(client == Client.MYSQL ? MARIADB : PSQL, client == Client.MYSQL
                ? "MariaDB command-line client" : "PostgreSQL command-line client");
    }

    /**
     * @param client   the listener's protocol
     * @param listener where to connect
     * @param user     the database user to log in as, without a password
     * @return what the client printed when it got in; empty when it was refused or could not connect
     */
    static Optional<String> logsIn(Client client, Listener listener, String user)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("runuser", "-u", NAME, "--"));
        if (client == Client.MYSQL) {
            command.addAll(List.of(MARIADB.toString(), "--no-defaults", "--connect-timeout=5", "--user=" + user,
                    "--skip-password", "--batch", "--skip-column-names", "-e", "select current_user()"));
            command.addAll(listener.tcp() ? List.of("--protocol=TCP", "--host=" + listener.address(),
                    "--port=" + listener.port()) : List.of("--protocol=SOCKET", "--socket=" + listener.path()));
        } else {
            Path socket = listener.tcp() ? null : Path.of(listener.path());
            String port = listener.tcp() ? Integer.toString(listener.port())
                    : socket.getFileName().toString().replaceFirst(".*\\.", "");
            command.addAll(List.of("env", "PGCONNECT_TIMEOUT=5", PSQL.toString(), "-w", "-X", "-tA", "-h",
                    listener.tcp() ? listener.address() : socket.getParent().toString(), "-p", port, "-U", user, "-d",
                    "postgres", "-c", "select current_user"));
        }
        Outcome outcome = run(command);
        return outcome.exitCode() == 0 ? Optional.of(outcome.output().strip()) : Optional.empty();
    }

    private record Outcome(int exitCode, String output) {
    }

    private static Outcome run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).directory(Path.of("/").toFile()).redirectErrorStream(true)
                .start();
        process.getOutputStream().close();
        if (!process.waitFor(SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new Outcome(-1, "");
        }
        return new Outcome(process.exitValue(), new String(process.getInputStream().readAllBytes(),
                StandardCharsets.UTF_8));
    }
}
