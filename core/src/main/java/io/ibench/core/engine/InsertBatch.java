package io.ibench.core.engine;

import io.ibench.core.workload.Row;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * How an inserter sends one batch of rows: {@link LiteralInsert} as the reference's text, or
 * {@link BoundInsert} as a prepared statement with bound parameters. A {@link BatchMaker} makes the
 * batch ahead (its rows and, for a text INSERT, its {@link #text}); the inserter {@link #load}s it
 * before waiting for the batch's start, {@link #stamp}s it with the wall-clock second just before
 * it runs, and {@link #execute}s it (possibly again after a reconnect, once {@link #prepare} and
 * {@link #reload} restored it on the new connection).
 */
interface InsertBatch {

    /**
     * @param connection a new connection of the inserter
     * @throws SQLException when the statement cannot be prepared
     */
    void prepare(Connection connection) throws SQLException;

    /**
     * Writes a batch's statement text ahead of its run. Called on the batch maker's thread, so it
     * reads nothing that {@link #prepare}, {@link #load} or {@link #stamp} change.
     *
     * @param rows        the batch
     * @param dateAndTime the second it is made in, {@code yyyy-MM-dd HH:mm:ss}
     * @param buffer      reused between calls
     * @return the statement's text, or null when the statement is not text
     */
    String text(Row[] rows, String dateAndTime, StringBuilder buffer);

    /**
     * @param batch the batch made ahead; kept until the next call
     * @throws SQLException when a value cannot be bound
     */
    void load(MadeBatch batch) throws SQLException;

    /**
     * @param dateAndTime {@code yyyy-MM-dd HH:mm:ss}, the same for every row of the batch
     * @throws SQLException when the value cannot be bound
     */
    void stamp(String dateAndTime) throws SQLException;

    /** Loads and stamps the current batch again, on a statement just prepared after a reconnect. */
    void reload() throws SQLException;

    /**
     * @return rows inserted, as the server reports them
     * @throws SQLException when the statement fails
     */
    long execute() throws SQLException;
}
