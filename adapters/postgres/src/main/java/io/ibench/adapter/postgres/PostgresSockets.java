package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.SocketTransport;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The unix-domain socket of a PostgreSQL server: {@code .s.PGSQL.<port>} in each absolute folder of
 * {@code unix_socket_directories} (read from {@code pg_settings}, which shows it only to users allowed
 * to see it, so the statement never fails), then in the usual folders. A server is known by its
 * start time and port.
 */
final class PostgresSockets implements SocketTransport {
    /** Where packages and source builds put the socket: Debian and Red Hat, source builds. */
    static final List<String> USUAL_FOLDERS = List.of("/var/run/postgresql", "/run/postgresql", "/tmp");

    @Override
    public List<Path> candidates(Connection connection) throws SQLException {
        List<String> folders = new ArrayList<>();
        String port;
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(
                "select current_setting('port'), (select setting from pg_settings"
                        + " where name = 'unix_socket_directories')")) {
            rs.next();
            port = rs.getString(1);
            if (rs.getString(2) != null) {
                for (String folder : rs.getString(2).split(",")) {
                    String trimmed = folder.trim().replace("\"", "");
                    if (trimmed.startsWith("/")) {
                        folders.add(trimmed);
                    }
                }
            }
        }
        folders.addAll(USUAL_FOLDERS);
        Set<Path> candidates = new LinkedHashSet<>();
        folders.forEach(folder -> candidates.add(Path.of(folder, ".s.PGSQL." + port)));
        return List.copyOf(candidates);
    }

    @Override
    public String identity(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(
                "select pg_postmaster_start_time()::text || ' ' || current_setting('port')")) {
            rs.next();
            return rs.getString(1);
        }
    }

    @Override
    public ConnectionTarget target(ConnectionOptions options, Path socket, boolean withDatabase) {
        return PostgresTargets.build(options, withDatabase, socket.toString());
    }
}
