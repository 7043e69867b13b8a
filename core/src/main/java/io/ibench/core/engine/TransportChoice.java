package io.ibench.core.engine;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.SocketTransport;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Chooses how the run's connections reach the server (docs/workload.md#transport): a socket the
 * options name is kept; a server named by a host of this machine is reached through its own
 * unix-domain socket, found from the server itself or the usual places and used only when it
 * leads to the same server, unless {@code --tcp} asks for TCP; otherwise, and when no socket can be
 * used, TCP, with the reason noted on the target's transport.
 *
 * @param target       the benchmark database's target
 * @param serverTarget the target that reaches the server without the benchmark database
 */
public record TransportChoice(ConnectionTarget target, ConnectionTarget serverTarget) {

    /**
     * Connects once over TCP (to the server, not the benchmark database) to ask for the socket, and
     * once through each candidate socket until one leads to the same server.
     *
     * @param adapter the run's adapter
     * @param options the user's connection options
     * @param tcp     true when {@code --tcp} forces TCP
     * @return the targets to use, their transport noted
     * @throws io.ibench.core.config.ConfigException when the options are malformed
     */
    public static TransportChoice choose(Adapter adapter, ConnectionOptions options, boolean tcp) {
        TransportChoice named = new TransportChoice(adapter.target(options), adapter.serverTarget(options));
        if (named.serverTarget.transport().usesSocket()) {
            return named.noted(options.url() == null ? "--socket" : "--url");
        }
        if (tcp) {
            return named.noted("--tcp");
        }
        Optional<SocketTransport> sockets = adapter.socketTransport();
        if (sockets.isEmpty()) {
            return named.noted("ibench reaches " + adapter.id() + " over TCP only");
        }
        if (!onThisHost(named.serverTarget.transport().address())) {
            return named.noted("the server is not on this host");
        }
        return throughSocket(sockets.get(), options, named);
    }

    private static TransportChoice throughSocket(SocketTransport sockets, ConnectionOptions options,
                                                 TransportChoice named) {
        String identity;
        List<Path> candidates;
        try (Connection c = open(named.serverTarget)) {
            identity = sockets.identity(c);
            candidates = sockets.candidates(c);
        } catch (SQLException e) {
            return named.noted("cannot ask the server for its socket: " + Messages.firstLine(e));
        }
        List<String> problems = new ArrayList<>();
        for (Path socket : candidates) {
            if (!Files.exists(socket)) {
                continue;
            }
            ConnectionTarget server = sockets.target(options, socket, false);
            try (Connection c = open(server)) {
                if (identity.equals(sockets.identity(c))) {
                    return new TransportChoice(sockets.target(options, socket, true), server)
                            .noted("the server's socket");
                }
                problems.add(socket + " leads to another server");
            } catch (SQLException | RuntimeException e) {
                problems.add(socket + ": " + Messages.firstLine(e));
            }
        }
        return named.noted(problems.isEmpty() ? "no socket of the server found on this host"
                : "no usable socket: " + String.join("; ", problems));
    }

    private TransportChoice noted(String note) {
        return new TransportChoice(target.noted(note), serverTarget.noted(note));
    }

    private static Connection open(ConnectionTarget target) throws SQLException {
        return DriverManager.getConnection(target.jdbcUrl(), target.properties());
    }

    /**
     * @param address {@code host:port}, {@code [v6]:port} or {@code host}, as a transport names it
     * @return true when the host is this machine: a loopback address or one of its interfaces'
     */
    static boolean onThisHost(String address) {
        if (address.contains(",") || address.contains("(")) {
            return false; // several hosts, or Connector/J's address=(…) form
        }
        String host = address.startsWith("[") ? address.substring(1, Math.max(1, address.indexOf(']')))
                : address.indexOf(':') == address.lastIndexOf(':') && address.contains(":")
                ? address.substring(0, address.indexOf(':')) : address;
        try {
            InetAddress ip = InetAddress.getByName(host);
            return ip.isLoopbackAddress() || ip.isAnyLocalAddress() || NetworkInterface.getByInetAddress(ip) != null;
        } catch (UnknownHostException | SocketException e) {
            return false;
        }
    }
}
