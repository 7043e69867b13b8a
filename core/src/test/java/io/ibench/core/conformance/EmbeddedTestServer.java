package io.ibench.core.conformance;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.EmbeddedServer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** An adapter's embedded server started for a test in its own temporary folder, which closing deletes. */
public final class EmbeddedTestServer implements AutoCloseable {
    private final Path folder;
    private final EmbeddedServer server;

    private EmbeddedTestServer(Path folder, EmbeddedServer server) {
        this.folder = folder;
        this.server = server;
    }

    /**
     * @param adapter  an adapter with an embedded server
     * @param database the database to create
     * @return the running server
     * @throws Exception when it does not start
     */
    public static EmbeddedTestServer start(Adapter adapter, String database) throws Exception {
        Path folder = Files.createTempDirectory("ibench-embedded-test");
        return new EmbeddedTestServer(folder, adapter.embeddedServer(null).orElseThrow().start(folder, database));
    }

    /** @return options that reach the server */
    public ConnectionOptions connection() {
        return server.connection();
    }

    /** @return what runs */
    public String description() {
        return server.description();
    }

    @Override
    public void close() {
        server.close();
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
