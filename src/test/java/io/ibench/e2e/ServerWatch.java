package io.ibench.e2e;

import io.ibench.core.conformance.Listeners;
import io.ibench.core.conformance.Listeners.Listener;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Watches the servers a running tool starts and tries each from {@link OtherUser}: every server process the tool
 * starts (the first start of a MySQL-family data directory, on its socket only, as well as the start the run uses)
 * is caught as it appears, and the tool is stopped ({@code SIGSTOP}) so that it can neither secure nor stop that
 * server meanwhile; once the server listens on what ibench asked for (and a MySQL-family server wrote that it is
 * ready, after which MySQL's X Plugin listens too, when on), every socket and port the server's process listens on
 * is read from {@code /proc} and tried as the other user, with the admin user and the other user's own name, without
 * a password; then the tool goes on ({@code SIGCONT}). A listener ibench did not ask for is a finding too.
 */
final class ServerWatch implements AutoCloseable {
    private static final Pattern READY = Pattern.compile("(?m)d: ready for connections");
    private static final long WAIT_MILLIS = TimeUnit.SECONDS.toMillis(60);

    /**
     * One server start the watch caught.
     *
     * @param arguments the server's command line
     * @param listeners what its process listened on
     * @param findings  one line per door found open: a login let in, a listener not asked for; empty when closed
     */
    record Sighting(List<String> arguments, List<Listener> listeners, List<String> findings) {
        boolean has(String argument) {
            return arguments.contains(argument);
        }
    }

    private final Process tool;
    private final OtherUser.Client client;
    private final Thread thread;
    private final Set<Long> seen = new HashSet<>();
    private final List<Sighting> sightings = Collections.synchronizedList(new ArrayList<>());
    private volatile boolean closed;
    private volatile Throwable failure;

    /**
     * @param tool   the running tool
     * @param client the protocol of the servers it starts
     */
    ServerWatch(Process tool, OtherUser.Client client) {
        this.tool = tool;
        this.client = client;
        this.thread = new Thread(this::watch, "server watch");
        thread.setDaemon(true);
        thread.start();
    }

    /** @return the server starts caught so far */
    List<Sighting> sightings() {
        synchronized (sightings) {
            return List.copyOf(sightings);
        }
    }

    private void watch() {
        try {
            while (!closed && tool.isAlive()) {
                for (ProcessHandle server : tool.descendants().filter(p -> !seen.contains(p.pid())).toList()) {
                    List<String> args = List.of(server.info().arguments().orElse(new String[0]));
                    if (isServer(server, args)) {
                        seen.add(server.pid());
                        catchStart(server, args);
                    }
                }
                Thread.sleep(10);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException | RuntimeException e) {
            failure = e;
        } finally {
            resume();
        }
    }

    /**
     * @return whether the process is a server start: a MySQL-family server that is not initialising, bootstrapping
     *         or printing its options, or PostgreSQL's postmaster (not a process it forked, which shows its command
     *         line until it names itself)
     */
    private boolean isServer(ProcessHandle process, List<String> args) {
        String command = process.info().command().orElse("");
        if (client == OtherUser.Client.MYSQL) {
            return (command.endsWith("/mysqld") || command.endsWith("/mariadbd")) && args.stream()
                    .noneMatch(a -> a.startsWith("--initialize") || a.equals("--bootstrap") || a.equals("--help")
                            || a.equals("--version"));
        }
        boolean forked = process.parent().flatMap(p -> p.info().command()).orElse("").endsWith("/postgres");
        return command.endsWith("/postgres") && !forked && args.stream().anyMatch(a -> a.startsWith("port="));
    }

    private void catchStart(ProcessHandle server, List<String> args) throws IOException, InterruptedException {
        Ibench.signal(tool.pid(), "STOP");
        try {
            Set<String> expected = expected(args);
            Path errorLog = value(args, "--log-error=").map(Path::of).orElse(null);
            int readyBefore = readyLines(errorLog);
            long deadline = System.currentTimeMillis() + WAIT_MILLIS;
            while (server.isAlive() && System.currentTimeMillis() < deadline
                    && !(listening(server).containsAll(expected) && (errorLog == null
                            || readyLines(errorLog) > readyBefore))) {
                Thread.sleep(20);
            }
            Thread.sleep(500);
            List<Listener> listeners = Listeners.of(server.pid());
            List<String> findings = new ArrayList<>();
            if (!listening(server).containsAll(expected)) {
                findings.add("the server did not listen on " + expected + " within " + WAIT_MILLIS / 1000 + " s");
            }
            String admin = client == OtherUser.Client.MYSQL ? "root" : "postgres";
            for (Listener listener : listeners) {
                if (!expected.contains(listener.key())) {
                    findings.add("it listens on " + listener + ", which ibench did not ask for");
                }
                for (String user : List.of(admin, OtherUser.NAME)) {
                    Optional<String> in = OtherUser.logsIn(client, listener, user);
                    in.ifPresent(output -> findings.add("user " + OtherUser.NAME + " logged in as " + user
                            + " without a password over " + listener + " (" + output + ")"));
                }
            }
            sightings.add(new Sighting(args, listeners, findings));
        } finally {
            resume();
        }
    }

    /** @return the listeners ibench asks the server for, as {@link #key}s: its socket, and its port when networked */
    private Set<String> expected(List<String> args) {
        Set<String> expected = new HashSet<>();
        if (client == OtherUser.Client.MYSQL) {
            value(args, "--socket=").ifPresent(expected::add);
            if (!args.contains("--skip-networking")) {
                value(args, "--port=").ifPresent(port -> expected.add("127.0.0.1:" + port));
            }
        } else {
            String port = value(args, "port=").orElseThrow();
            value(args, "unix_socket_directories=").ifPresent(dir -> expected.add(dir + "/.s.PGSQL." + port));
            if (!value(args, "listen_addresses=").orElse("").isEmpty()) {
                expected.add("127.0.0.1:" + port);
            }
        }
        return expected;
    }

    private static Set<String> listening(ProcessHandle server) throws IOException {
        Set<String> keys = new HashSet<>();
        for (Listener listener : Listeners.of(server.pid())) {
            keys.add(listener.key());
        }
        return keys;
    }

    private static Optional<String> value(List<String> args, String prefix) {
        return args.stream().filter(a -> a.startsWith(prefix)).map(a -> a.substring(prefix.length())).findFirst();
    }

    /**
     * @return how many times the server's error log says a server was ready; 0 for none (PostgreSQL names no log on
     *         its command line, and its listeners are all it has)
     */
    private static int readyLines(Path errorLog) throws IOException {
        if (errorLog == null || !Files.exists(errorLog)) {
            return 0;
        }
        Matcher m = READY.matcher(Files.readString(errorLog));
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    private void resume() {
        try {
            Ibench.signal(tool.pid(), "CONT");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops watching, lets the tool go on, and fails when the watch itself failed. */
    @Override
    public void close() throws Exception {
        closed = true;
        thread.join(TimeUnit.MINUTES.toMillis(2));
        if (tool.isAlive()) {
            resume();
        }
        if (failure != null) {
            throw new AssertionError("the server watch failed: " + failure, failure);
        }
    }
}
