package io.ibench.adapter.postgres;

import io.ibench.core.conformance.AdapterConformanceTest;
import io.ibench.core.spi.Adapter;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What every Postgres conformance test shares: the adapter and index introspection from the catalogue. */
abstract class PostgresConformance extends AdapterConformanceTest {
    private final PostgresAdapter adapter = new PostgresAdapter();

    @Override
    protected Adapter adapter() {
        return adapter;
    }

    @Override
    protected Map<String, List<String>> secondaryIndexes(Connection connection, String table) throws SQLException {
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        try (PreparedStatement ps = connection.prepareStatement(
                "select i.relname, a.attname from pg_index x join pg_class i on i.oid = x.indexrelid "
                        + "join pg_class t on t.oid = x.indrelid "
                        + "cross join lateral unnest(x.indkey) with ordinality as k(attnum, position) "
                        + "join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum "
                        + "where t.relname = ? and not x.indisprimary order by i.relname, k.position")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    indexes.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
                }
            }
        }
        return indexes;
    }
}
