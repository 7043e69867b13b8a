package io.ibench.core.spi;

import io.ibench.core.lang.Throwables;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.sql.SQLTransientException;

/**
 * What a failed statement means for the client that ran it, as an {@link Adapter} classifies it.
 * The engine retries, reconnects or gives up accordingly.
 */
public enum SqlErrorKind {
    /** Deadlock, lock wait timeout, serialization failure: run the same statement again on the same connection. */
    RETRYABLE,
    /** The server went away or killed the session (restart, shutdown, network): reconnect, then run it again. */
    CONNECTION_LOST,
    /**
     * No answer within {@code --statement-timeout}, or the server cancelled the statement for taking too long:
     * reconnect, then run it again.
     */
    TIMEOUT,
    /**
     * The server has no room to write: its disk (or the file system of its data directory) is full. Running the
     * statement again fails the same way until space is freed, so the step fails whatever {@code --on-error} says,
     * with a sentence naming the full disk (docs/errors.md#full-disks).
     */
    DISK_FULL,
    /** Anything else (syntax, missing table, permissions): running it again would fail the same way. */
    FATAL;

    /**
     * The classification every adapter starts from, by JDBC exception class, SQLSTATE class
     * ({@code 08} connection, {@code 40} transaction rollback) and root cause (a socket read
     * timeout is {@link #TIMEOUT}, any other I/O failure below the driver {@link #CONNECTION_LOST}).
     *
     * @param error a statement's failure
     * @return its kind
     */
    public static SqlErrorKind byStandard(SQLException error) {
        Throwable root = Throwables.rootCause(error);
        if (error instanceof SQLTimeoutException || root instanceof SocketTimeoutException) {
            return TIMEOUT;
        }
        String state = error.getSQLState() == null ? "" : error.getSQLState();
        if (state.startsWith("08") || error instanceof SQLNonTransientConnectionException
                || error instanceof SQLTransientConnectionException || error instanceof SQLRecoverableException
                || root instanceof IOException) {
            return CONNECTION_LOST;
        }
        if (state.startsWith("40") || error instanceof SQLTransientException) {
            return RETRYABLE;
        }
        return FATAL;
    }
}
