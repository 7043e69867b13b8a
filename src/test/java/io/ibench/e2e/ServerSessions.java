package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * How a MariaDB server sees a tool's sessions, from the server's side, polled every 20 ms while the tool runs: the
 * {@code host} of each session in {@code information_schema.processlist} ({@code localhost} for a connection through
 * the server's socket, {@code IP:port} for one over TCP), and the driver each session names in its connection
 * attributes ({@code _client_name}, which the server keeps where the performance schema is on).
 */
final class ServerSessions {
    private ServerSessions() {
    }

    /**
     * @param run      the running tool
     * @param database the database its sessions use on the local MariaDB ({@link TestServer})
     * @return each session's host as the server lists it, with the port replaced by {@code PORT}
     */
    static Set<String> hostsWhile(Ibench.Running run, String database) throws Exception {
        try (Connection c = TestServer.admin(); PreparedStatement s = c.prepareStatement(
                "select host from information_schema.processlist where db = ? and id <> connection_id()")) {
            s.setString(1, database);
            return new TreeSet<>(whileRunning(run, s, rs -> rs.getString(1).replaceAll(":\\d+$", ":PORT")));
        }
    }

    /**
     * @param run    the running tool, the only other client of the server
     * @param server a connection to a server whose performance schema is on
     * @return the {@code _client_name} each other session named, e.g. {@code MariaDB Connector/J}, one entry a
     *         session in the order the server numbered them (a session too short to be polled is missed)
     */
    static List<String> clientNamesWhile(Ibench.Running run, Connection server) throws Exception {
        try (PreparedStatement s = server.prepareStatement("select processlist_id, attr_value from "
                + "performance_schema.session_connect_attrs where attr_name = '_client_name' "
                + "and processlist_id <> connection_id()")) {
            Map<Long, String> sessions = new TreeMap<>();
            for (Map.Entry<Long, String> session : whileRunning(run, s,
                    rs -> Map.entry(rs.getLong(1), rs.getString(2)))) {
                sessions.put(session.getKey(), session.getValue());
            }
            return List.copyOf(sessions.values());
        }
    }

    /** @return every distinct row the query returned, read by {@code row}, polled every 20 ms while the tool runs */
    private static <T> Set<T> whileRunning(Ibench.Running run, PreparedStatement query, Row<T> row)
            throws SQLException, InterruptedException {
        Set<T> values = new HashSet<>();
        while (run.process().isAlive()) {
            try (ResultSet rs = query.executeQuery()) {
                while (rs.next()) {
                    values.add(row.read(rs));
                }
            }
            Thread.sleep(20);
        }
        return values;
    }

    /** Reads one row of a result set. */
    @FunctionalInterface
    private interface Row<T> {
        T read(ResultSet rs) throws SQLException;
    }
}
