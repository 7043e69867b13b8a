package io.ibench.core.spi;

import java.nio.file.Path;

/**
 * Where one server started by ibench lives.
 *
 * @param folder       a folder for the server's own files: {@code data/} (the data directory), its
 *                     configuration file, socket and pid file; the server may run as another
 *                     operating-system user, who is given this folder
 * @param logs         an existing folder kept with the results, for the initialisation and error logs
 * @param port         the TCP port on 127.0.0.1, 1..65535
 * @param configText   the server's configuration, rendered in the DBMS's own syntax
 * @param startSeconds how long to wait for the server to accept connections, 1..86400 seconds
 */
public record ServerInstance(Path folder, Path logs, int port, String configText, int startSeconds) {

    /** Checks the ranges. */
    public ServerInstance {
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is outside 1..65535");
        }
        if (startSeconds < 1 || startSeconds > 86_400) {
            throw new IllegalArgumentException("start timeout " + startSeconds + " s is outside 1..86400");
        }
    }

    /** @return the data directory, {@code folder/data} */
    public Path dataDirectory() {
        return folder.resolve("data");
    }
}
