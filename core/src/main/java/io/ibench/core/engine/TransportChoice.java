package io.ibench.core.engine;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.lang.Throwables;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.DriverChoice;
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
 * Chooses the driver and how the run's connections reach the server (docs/workload.md#transport,
 * docs/workload.md#the-driver). Options without a URL get the adapter's cheapest driver for the server that
 * answers. A socket the options name is kept; a server named by a host of this machine is reached through its own
 * unix-domain socket, found from the server itself or the usual places and used only when it leads to the same
 * server, unless {@code --tcp} asks for TCP; otherwise, and when no socket can be used, TCP, with the reason noted on
 * the target's transport.
 *
 * @param target       the benchmark database's target
 * @param serverTarget the target that reaches the server without the benchmark database
 */
public record TransportChoice(ConnectionTarget target, ConnectionTarget serverTarget) {

    /**
     * Connects once to the server (not the benchmark database) through the options' target, when there is a driver
     * or a socket to choose, to learn which server answers and where its socket is; once through the cheaper driver,
     * when it differs from the options', to check that it connects (otherwise the options' driver is kept, and the
     * note says why); and once through each candidate socket until one leads to the same server. When the first
     * connection fails: with a driver to choose, the failure is reported at once (the server refused or cannot be
     * reached, whatever the driver); otherwise the options' own targets are kept, so that opening the run's
     * connections reports it.
     *
     * @param adapter the run's adapter
     * @param options the user's connection options
     * @param tcp     true when {@code --tcp} forces TCP
     * @return the targets to use, their transport noted
     * @throws io.ibench.core.config.ConfigException when the options are malformed
     * @throws ConnectionSource.ConnectFailure       when the server cannot be reached while the driver is chosen
     */
    public static TransportChoice choose(Adapter adapter, ConnectionOptions options, boolean tcp)
            throws ConnectionSource.ConnectFailure {
        TransportChoice named = of(adapter, options);
        Optional<DriverChoice> drivers = options.url() == null ? adapter.driverChoice() : Optional.empty();
        Optional<SocketTransport> sockets = adapter.socketTransport();
        String note = named.serverTarget.transport().usesSocket() ? (options.url() == null ? "--socket" : "--url")
                : tcp ? "--tcp"
                : sockets.isEmpty() ? "ibench reaches " + adapter.id() + " over TCP only"
                : !onThisHost(named.serverTarget.transport().address()) ? "the server is not on this host"
                : null;
        if (drivers.isEmpty() && note != null) {
            return named.noted(note);
        }
        Connection server;
        try {
            server = open(named.serverTarget);
        } catch (SQLException e) {
            if (drivers.isPresent()) {
                throw new ConnectionSource.ConnectFailure(adapter.explainConnectionFailure(e, named.serverTarget), e);
            }
            return named.noted("cannot ask the server for its socket: " + Throwables.firstLine(e));
        }
        ConnectionOptions reach = options;
        TransportChoice chosen = named;
        String driverProblem = null;
        try (server) {
            if (drivers.isPresent()) {
                ConnectionOptions cheaper = drivers.get().cheapest(options, server);
                if (cheaper != options) {
                    TransportChoice switched = of(adapter, cheaper);
                    driverProblem = connects(switched.serverTarget);
                    if (driverProblem == null) {
                        reach = cheaper;
                        chosen = switched;
                    }
                }
            }
            TransportChoice result = note != null ? chosen.noted(note)
                    : throughSocket(sockets.orElseThrow(), reach, chosen, server);
            return driverProblem == null ? result : result.noted(result.target.transport().note() + "; "
                    + driverProblem);
        } catch (SQLException e) {
            return chosen.noted(note != null ? note
                    : "cannot ask the server for its socket: " + Throwables.firstLine(e));
        }
    }

    /** @return null when a connection through the target opens, else why not, for the transport's note */
    private static String connects(ConnectionTarget target) {
        try (Connection c = open(target)) {
            return null;
        } catch (SQLException | RuntimeException e) {
            return "the options' driver kept, the cheaper one failed: " + Throwables.firstLine(e);
        }
    }

    private static TransportChoice of(Adapter adapter, ConnectionOptions options) {
        return new TransportChoice(adapter.target(options), adapter.serverTarget(options));
    }

    private static TransportChoice throughSocket(SocketTransport sockets, ConnectionOptions options,
                                                 TransportChoice named, Connection server) throws SQLException {
        String identity = sockets.identity(server);
        List<Path> candidates = sockets.candidates(server);
        List<String> problems = new ArrayList<>();
        for (Path socket : candidates) {
            if (!Files.exists(socket)) {
                continue;
            }
            ConnectionTarget socketServer = sockets.target(options, socket, false);
            try (Connection c = open(socketServer)) {
                if (identity.equals(sockets.identity(c))) {
                    return new TransportChoice(sockets.target(options, socket, true), socketServer)
                            .noted("the server's socket");
                }
                problems.add(socket + " leads to another server");
            } catch (SQLException | RuntimeException e) {
                problems.add(socket + ": " + Throwables.firstLine(e));
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
