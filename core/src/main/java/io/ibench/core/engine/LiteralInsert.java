package io.ibench.core.engine;

import io.ibench.core.workload.Row;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The reference's INSERT (docs/workload.md#rows): one text statement with every value inlined,
 * {@code insert into <t> (…) values ('2026-11-21 10:00:00',12,345,6789,123.00,'aaaa…'),\n(…)} (a row a line, as the
 * reference joins them),
 * {@code price} with two decimals as the reference formats it. The inserter's {@link BatchMaker}
 * writes the text ahead, stamped with the second it makes the batch in; the inserter writes it again
 * (into one reused buffer) only when the batch runs in a later second. {@code data} holds only
 * {@code a} and base64 characters, so nothing needs escaping. Sent without JDBC escape processing,
 * as the server receives it.
 */
final class LiteralInsert implements InsertBatch {
    private final String prefix;
    private final StringBuilder text;
    private Statement statement;
    private MadeBatch batch;
    private String sql;

    /** @param prefix the dialect's {@code insert into … values } */
    LiteralInsert(String prefix, int rowsPerCommit) {
        this.prefix = prefix;
        this.text = new StringBuilder(prefix.length() + rowsPerCommit * 64);
    }

    @Override
    public void prepare(Connection connection) throws SQLException {
        statement = connection.createStatement();
        statement.setEscapeProcessing(false);
    }

    @Override
    public String text(Row[] rows, String dateAndTime, StringBuilder buffer) {
        return build(prefix, rows, dateAndTime, buffer);
    }

    @Override
    public void load(MadeBatch made) {
        batch = made;
    }

    @Override
    public void stamp(String now) {
        sql = stamped(prefix, batch, now, text);
    }

    /** The text does not depend on the connection: the batch runs again as it was stamped. */
    @Override
    public void reload() {
    }

    @Override
    public long execute() throws SQLException {
        return statement.executeUpdate(sql);
    }

    /**
     * @param prefix {@code insert into … values }
     * @param batch  the batch made ahead, with its text for the second it was made in
     * @param now    the second the batch runs in
     * @param buffer reused, cleared first when the text is written again
     * @return the statement's text for {@code now}: the batch's own when it was made in that
     *         second, else written again with {@code now}
     */
    static String stamped(String prefix, MadeBatch batch, String now, StringBuilder buffer) {
        return now.equals(batch.dateAndTime()) ? batch.text() : build(prefix, batch.rows(), now, buffer);
    }

    /**
     * @param prefix      {@code insert into … values }
     * @param rows        the batch
     * @param dateAndTime the batch's time
     * @param buffer      reused, cleared first
     * @return the statement's text
     */
    static String build(String prefix, Row[] rows, String dateAndTime, StringBuilder buffer) {
        buffer.setLength(0);
        buffer.append(prefix);
        for (int r = 0; r < rows.length; r++) {
            Row row = rows[r];
            if (r > 0) {
                buffer.append(",\n");
            }
            buffer.append("('").append(dateAndTime).append("',").append(row.cashregisterid()).append(',')
                    .append(row.customerid()).append(',').append(row.productid()).append(',').append(row.price())
                    .append(".00,'").append(row.data()).append("')");
        }
        return buffer.toString();
    }
}
