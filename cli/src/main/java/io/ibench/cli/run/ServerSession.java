package io.ibench.cli.run;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.RunConfig;
import io.ibench.core.engine.ConnectionSource;
import io.ibench.core.engine.TransportChoice;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.EmbeddedServer;
import io.ibench.core.spi.EmbeddedServerFactory;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The server a run talks to: the one the user named, or an embedded one started for the run
 * and stopped (its folder deleted) when the session closes, also on Ctrl-C.
 */
public final class ServerSession implements AutoCloseable {
    private final Adapter adapter;
    private final ConnectionOptions options;
    private final EmbeddedServer embedded;
    private final Path workDirectory;
    private final Thread shutdownHook;

    private ServerSession(Adapter adapter, ConnectionOptions options, EmbeddedServer embedded, Path workDirectory) {
        this.adapter = adapter;
        this.options = options;
        this.embedded = embedded;
        this.workDirectory = workDirectory;
        this.shutdownHook = embedded == null ? null : new Thread(this::stopEmbedded, "ibench embedded server shutdown");
        if (shutdownHook != null) {
            Runtime.getRuntime().addShutdownHook(shutdownHook);
        }
    }

    /**
     * @param adapter  the run's adapter
     * @param dbmsName the {@code --dbms} name given, or null: chooses the embedded server
     * @param options  the user's connection options
     * @param out     where to say that an embedded server starts
     * @return a session on the named server, or on a freshly started embedded one when none is named
     * @throws Exception when the embedded server does not start
     */
    public static ServerSession open(Adapter adapter, String dbmsName, ConnectionOptions options, PrintWriter out)
            throws Exception {
        if (!options.namesNoServer()) {
            return new ServerSession(adapter, options, null, null);
        }
        EmbeddedServerFactory factory = adapter.embeddedServer(dbmsName).orElseThrow(() -> new ConfigException(
                "--dbms " + adapter.id() + " has no embedded server; name a server with --url, --host or --socket"));
        String database = options.databaseOrDefault();
        out.println("No server named: starting an embedded " + factory.description() + " …");
        out.flush();
        Path work = Files.createTempDirectory("ibench-embedded-");
        try {
            EmbeddedServer server = factory.start(work, database);
            out.println("Started " + server.description() + ".");
            return new ServerSession(adapter, server.connection(), server, work);
        } catch (Exception e) {
            deleteTree(work);
            throw e;
        }
    }

    /** @return true when the server is an embedded one started for this session */
    boolean embedded() {
        return embedded != null;
    }

    /** @return the options that reach the server */
    ConnectionOptions options() {
        return options;
    }

    /**
     * Opens the run's connections through the transport {@link TransportChoice} chooses, creating the
     * database first when it is missing and the configuration asks for it.
     *
     * @param config the run configuration
     * @return the open connections
     * @throws ConnectionSource.ConnectFailure when the server cannot be reached; one sentence
     */
    ConnectionSource connect(RunConfig config) throws ConnectionSource.ConnectFailure {
        TransportChoice transport = TransportChoice.choose(adapter, config.connection(), config.tcp());
        ConnectionTarget target = transport.target();
        int size = config.plan().connectionsNeeded();
        int waitSeconds = ConnectionSource.waitSeconds(config.faults().reconnectSeconds(), size);
        try {
            return ConnectionSource.open(adapter, target, size, waitSeconds);
        } catch (ConnectionSource.ConnectFailure e) {
            if (!config.createDatabase() || e.sqlError() == null || !adapter.isMissingDatabase(e.sqlError())) {
                throw e;
            }
        }
        try (ConnectionSource server = ConnectionSource.open(adapter, transport.serverTarget(), 1);
             Connection c = server.get(); Statement s = c.createStatement()) {
            for (String sql : adapter.createDatabase(target.database())) {
                s.execute(sql);
            }
        } catch (SQLException e) {
            throw new ConnectionSource.ConnectFailure(new ConnectionProblem("cannot create database "
                    + target.database() + " on " + target.server() + ": " + e.getMessage(), true), e);
        }
        return ConnectionSource.open(adapter, target, size, waitSeconds);
    }

    @Override
    public void close() {
        if (shutdownHook != null) {
            stopEmbedded();
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException e) {
                // already shutting down: the hook runs, and stopping twice is harmless
            }
        }
    }

    private synchronized void stopEmbedded() {
        if (embedded != null && Files.exists(workDirectory)) {
            embedded.close();
            deleteTree(workDirectory);
        }
    }

    private static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + root + ": " + e.getMessage(), e);
        }
    }
}
