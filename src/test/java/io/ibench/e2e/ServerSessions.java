package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * How the local MariaDB sees a tool's sessions, from the server's side: the {@code host} of each session in
 * {@code information_schema.processlist} that uses a database, {@code localhost} for a connection through
 * the server's socket and {@code IP:port} for one over TCP.
 */
final class ServerSessions {
    private ServerSessions() {
    }

    /**
     * Polls the process list every 20 ms until the tool ends.
     *
     * @param run      the running tool
     * @param database the database its sessions use
     * @return each session's host as the server lists it, with the port replaced by {@code PORT}
     */
    static Set<String> hostsWhile(Ibench.Running run, String database) throws Exception {
        Set<String> hosts = new TreeSet<>();
        try (Connection c = TestServer.admin(); PreparedStatement s = c.prepareStatement(
                "select host from information_schema.processlist where db = ? and id <> connection_id()")) {
            s.setString(1, database);
            while (run.process().isAlive()) {
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        hosts.add(rs.getString(1).replaceAll(":\\d+$", ":PORT"));
                    }
                }
                Thread.sleep(20);
            }
        }
        return hosts;
    }
}
