package io.ibench.core.spi.support;

import io.ibench.core.lang.Throwables;
import io.ibench.core.spi.DumpSet;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Collects one {@link DumpSet} for an adapter's {@link io.ibench.core.spi.ServerDumps}: runs each
 * statement, keeps its result as text, and turns a statement that fails into one line of
 * {@link DumpSet#skipped()}, so that the next dump is still taken.
 */
public final class DumpReader {
    private final Connection connection;
    private final Map<String, DumpSet.Table> tables = new LinkedHashMap<>();
    private final Map<String, String> texts = new LinkedHashMap<>();
    private final Map<String, Double> sizes = new LinkedHashMap<>();
    private final List<String> skipped = new ArrayList<>();

    /** @param connection a connection of its own, in autocommit mode */
    public DumpReader(Connection connection) {
        this.connection = connection;
    }

    /**
     * Reads a result into a table of the dump.
     *
     * @param name       the table's name in the dump
     * @param sql        the statement
     * @param parameters its parameters, bound in order
     * @return the result, or empty when the statement failed (then recorded as skipped)
     */
    public Optional<DumpSet.Table> table(String name, String sql, Object... parameters) {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            try (ResultSet rs = statement.executeQuery()) {
                ResultSetMetaData meta = rs.getMetaData();
                List<String> columns = new ArrayList<>();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    columns.add(meta.getColumnLabel(i));
                }
                List<List<String>> rows = new ArrayList<>();
                while (rs.next()) {
                    List<String> row = new ArrayList<>(columns.size());
                    for (int i = 1; i <= columns.size(); i++) {
                        row.add(rs.getString(i));
                    }
                    rows.add(row);
                }
                DumpSet.Table table = new DumpSet.Table(columns, rows);
                tables.put(name, table);
                return Optional.of(table);
            }
        } catch (SQLException | RuntimeException e) {
            skip(name + ": " + Throwables.firstLine(e));
            return Optional.empty();
        }
    }

    /**
     * Reads one column of a result into a text of the dump, its rows one after another.
     *
     * @param name   the text's name in the dump
     * @param sql    the statement
     * @param column the column that holds the text, 1-based
     */
    public void text(String name, String sql, int column) {
        table(name + " (text)", sql).ifPresent(table -> {
            tables.remove(name + " (text)");
            StringBuilder text = new StringBuilder();
            table.rows().forEach(row -> text.append(row.get(column - 1)).append('\n'));
            texts.put(name, text.toString());
        });
    }

    /**
     * @param relation a table or index, e.g. {@code pi1} or {@code pi1.pi1_marketsegment}
     * @param bytes    its size on disk
     */
    public void size(String relation, double bytes) {
        sizes.put(relation, bytes);
    }

    /** @param line why a dump was not taken, one line, e.g. {@code innodb status: needs the PROCESS privilege} */
    public void skip(String line) {
        skipped.add(line);
    }

    /** @return what was read */
    public DumpSet done() {
        return new DumpSet(tables, texts, sizes, skipped);
    }
}
