package io.ibench.core.spi;

/**
 * A server did not initialise or start. The message is one sentence followed by the tail of
 * the server's log, e.g. {@code the server exited with code 1 before accepting connections;
 * last lines of /…/error.log: …}.
 */
public final class ServerStartException extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * @param message one sentence, then the log's tail
     */
    public ServerStartException(String message) {
        super(message);
    }
}
