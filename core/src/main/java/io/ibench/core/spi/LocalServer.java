package io.ibench.core.spi;

import java.nio.file.Path;

/**
 * A server that runs on the same host as ibench, so that its processes and its data directory
 * can be measured.
 *
 * @param pid           the server's main process (MySQL: mysqld; Postgres: the postmaster, whose
 *                      descendants are measured with it)
 * @param dataDirectory the server's data directory
 * @param pidFile       the server's pid file, which names the new process after a restart
 */
public record LocalServer(long pid, Path dataDirectory, Path pidFile) {
}
