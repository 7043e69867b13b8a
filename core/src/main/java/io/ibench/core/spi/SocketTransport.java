package io.ibench.core.spi;

import io.ibench.core.config.ConnectionOptions;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * How an adapter reaches a server on this host through its unix-domain socket, which ibench
 * prefers to TCP loopback as the reference's harness does (docs/workload.md#transport). Every
 * statement here must succeed for any user the server lets in: no privileged setting is read.
 */
public interface SocketTransport {

    /**
     * @param connection a connection to the server through the target the user's options name (TCP, with their
     *                   driver)
     * @return the socket files the server may listen on, most likely first: the one it reports,
     *         then the DBMS's usual places; they need not exist
     * @throws SQLException when the server cannot be asked
     */
    List<Path> candidates(Connection connection) throws SQLException;

    /**
     * @param connection a connection to a server
     * @return a text that two connections share exactly when they reach the same server, e.g. its
     *         host name, port and data directory
     * @throws SQLException when the server cannot be asked
     */
    String identity(Connection connection) throws SQLException;

    /**
     * @param options      the connection options, which name the server by host or URL: the user's, or those of
     *                     the cheaper driver {@link DriverChoice} chose
     * @param socket       a socket file of that server on this host
     * @param withDatabase true for the benchmark database, false to reach the server only
     * @return the target that reaches the same server, user and database through the socket, with the
     *         URL's other settings kept
     */
    ConnectionTarget target(ConnectionOptions options, Path socket, boolean withDatabase);
}
