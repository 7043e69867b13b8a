package io.ibench.adapter.mysql;

import io.ibench.core.conformance.AdapterConformanceTest;
import io.ibench.core.spi.Adapter;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What every MySQL-family conformance test shares: the adapter and index introspection. */
abstract class MySqlConformance extends AdapterConformanceTest {
    private final MySqlAdapter adapter = new MySqlAdapter();

    @Override
    protected Adapter adapter() {
        return adapter;
    }

    @Override
    protected Map<String, List<String>> secondaryIndexes(Connection connection, String table) throws SQLException {
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select index_name, column_name from information_schema.statistics "
                     + "where table_schema = database() and table_name = '" + table + "' and index_name <> 'PRIMARY' "
                     + "order by index_name, seq_in_index")) {
            while (rs.next()) {
                indexes.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
            }
        }
        return indexes;
    }
}
