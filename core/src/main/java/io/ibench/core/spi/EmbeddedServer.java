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
}
