package io.ibench.core.engine;

import io.ibench.core.config.StatementMode;
import io.ibench.core.spi.Dialect;
import io.ibench.core.workload.Column;
import io.ibench.core.workload.Row;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * The INSERT as a statement prepared on the server once per connection ({@code --statements prepared}),
 * {@code 6 × rows} parameters bound per
 * batch: the generated values before the wait for the batch's start, {@code dateandtime} just
 * before it runs.
 */
final class BoundInsert implements InsertBatch {
    /** Parameters per row: the columns of {@link Column#INSERTED}, {@code dateandtime} first. */
    private static final int COLUMNS = Column.INSERTED.size();

    private final Dialect dialect;
    private final String sql;
    private PreparedStatement insert;
    private Row[] rows;
    private String dateAndTime;

    BoundInsert(Dialect dialect, String table, int rowsPerCommit) {
        this.dialect = dialect;
        this.sql = dialect.insert(table, rowsPerCommit);
    }

    @Override
    public void prepare(Connection connection) throws SQLException {
        insert = dialect.prepare(connection, sql, StatementMode.PREPARED);
    }

    /** @return null: the values are bound, not written into a text */
    @Override
    public String text(Row[] batch, String now, StringBuilder buffer) {
        return null;
    }

    @Override
    public void load(MadeBatch made) throws SQLException {
        load(made.rows());
    }

    private void load(Row[] batch) throws SQLException {
        rows = batch;
        int p = 1;
        for (Row row : batch) {
            p++; // dateandtime: bound by stamp when the statement is about to run
            insert.setInt(p++, row.cashregisterid());
            insert.setInt(p++, row.customerid());
            insert.setInt(p++, row.productid());
            insert.setInt(p++, row.price());
            insert.setString(p++, row.data());
        }
    }

    @Override
    public void stamp(String now) throws SQLException {
        dateAndTime = now;
        for (int p = 1; p <= rows.length * COLUMNS; p += COLUMNS) {
            insert.setString(p, now);
        }
    }

    @Override
    public void reload() throws SQLException {
        load(rows);
        stamp(dateAndTime);
    }

    @Override
    public long execute() throws SQLException {
        return insert.executeUpdate();
    }
}
