package io.ibench.core.spi;

import io.ibench.core.config.ConnectionOptions;

/**
 * A server that ibench started itself and stops when the run ends.
 */
public interface EmbeddedServer extends AutoCloseable {

    /** @return connection options that reach the server (host, port, user, database) */
    ConnectionOptions connection();

    /** @return what runs, e.g. {@code embedded MariaDB 11.4.5 on port 40123, data in /tmp/…} */
    String description();

    /** Stops the server and deletes its temporary files. */
    @Override
    void close();

    /**
     * @param connection  options that reach the server
     * @param description what runs
     * @param stop        stops the server; must not throw
     * @return an embedded server with these parts
     */
    static EmbeddedServer of(ConnectionOptions connection, String description, Runnable stop) {
        return new EmbeddedServer() {
            @Override
            public ConnectionOptions connection() {
                return connection;
            }

            @Override
            public String description() {
                return description;
            }

            @Override
            public void close() {
                stop.run();
            }
        };
    }
}
