package io.ibench.core.engine;

import io.ibench.core.workload.Row;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * How an inserter sends one batch of rows: {@link LiteralInsert} as the reference's text, or
 * {@link BoundInsert} as a prepared statement with bound parameters. The inserter generates the
 * rows, then {@link #load}s them before waiting for the batch's start, {@link #stamp}s the batch
 * with the wall-clock second just before it runs, and {@link #execute}s it (possibly again after
 * a reconnect, once {@link #prepare} and {@link #reload} restored it on the new connection).
 */
interface InsertBatch {

    /**
     * @param connection a new connection of the inserter
     * @throws SQLException when the statement cannot be prepared
     */
    void prepare(Connection connection) throws SQLException;

    /**
     * @param rows the batch's generated rows; kept until the next call
     * @throws SQLException when a value cannot be bound
     */
    void load(Row[] rows) throws SQLException;

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
