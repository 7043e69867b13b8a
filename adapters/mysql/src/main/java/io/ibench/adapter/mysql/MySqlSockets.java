package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.SocketTransport;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The unix-domain socket of a MySQL-family server: the one it reports ({@code @@socket}, relative
 * to {@code @@datadir} when not absolute), then the usual places of the distributions' packages.
 * A server is known by its host name, port and data directory.
 */
final class MySqlSockets implements SocketTransport {
    /** Where packages put the socket: Debian and Ubuntu, older ones, tarballs, Red Hat. */
    static final List<String> USUAL_PLACES = List.of("/run/mysqld/mysqld.sock", "/var/run/mysqld/mysqld.sock",
            "/tmp/mysql.sock", "/var/lib/mysql/mysql.sock");

    @Override
    public List<Path> candidates(Connection connection) throws SQLException {
        Set<Path> candidates = new LinkedHashSet<>();
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("select @@socket, @@datadir")) {
            if (rs.next() && rs.getString(1) != null && !rs.getString(1).isBlank()) {
                Path reported = Path.of(rs.getString(1));
                candidates.add(reported.isAbsolute() || rs.getString(2) == null ? reported
                        : Path.of(rs.getString(2)).resolve(reported));
            }
        }
        USUAL_PLACES.forEach(place -> candidates.add(Path.of(place)));
        return List.copyOf(candidates);
    }

    @Override
    public String identity(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select @@hostname, @@port, @@datadir")) {
            rs.next();
            return rs.getString(1) + ":" + rs.getString(2) + ":" + rs.getString(3);
        }
    }

    @Override
    public ConnectionTarget target(ConnectionOptions options, Path socket, boolean withDatabase) {
        return MySqlTargets.build(options, withDatabase, socket.toString());
    }
}
