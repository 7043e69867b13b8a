package io.ibench.core.spi;

import io.ibench.core.lang.UrlRedaction;

/**
 * How the run's connections reach the server: through a unix-domain socket of this host, or over
 * TCP; recorded in {@code result.json} (docs/results.md#top-level).
 *
 * @param kind    {@value #SOCKET} or {@value #TCP}
 * @param address the socket file, e.g. {@code /run/mysqld/mysqld.sock}, or {@code host:port}
 *                (the host list of a URL as written, without user and password); a TCP address is
 *                {@link UrlRedaction#redact redacted}, whatever its form
 * @param note    how it was chosen, e.g. {@code --socket}, {@code the server's own socket}, {@code --tcp},
 *                {@code the server is not on this host}, or why the server's socket could not be used;
 *                null when nothing was chosen yet
 * @param driver  the JDBC driver and its version that the connections used, e.g. {@code MariaDB Connector/J 3.5.6}
 *                (docs/workload.md#the-driver); null until the connections are open, and in files written before
 *                it was recorded
 */
public record Transport(String kind, String address, String note, String driver) {
    /** The kind of a unix-domain socket. */
    public static final String SOCKET = "socket";
    /** The kind of a TCP connection. */
    public static final String TCP = "tcp";

    /** Redacts a TCP address. */
    public Transport {
        address = TCP.equals(kind) && address != null ? UrlRedaction.redact(address) : address;
    }

    /**
     * @param path the socket file
     * @return a socket transport without a note
     */
    public static Transport socket(String path) {
        return new Transport(SOCKET, path, null, null);
    }

    /**
     * @param hostAndPort {@code host:port}, or a URL's host list
     * @return a TCP transport without a note
     */
    public static Transport tcp(String hostAndPort) {
        return new Transport(TCP, hostAndPort, null, null);
    }

    /** @return true for a unix-domain socket */
    public boolean usesSocket() {
        return SOCKET.equals(kind);
    }

    /**
     * @param newNote how it was chosen
     * @return this transport with the note
     */
    public Transport noted(String newNote) {
        return new Transport(kind, address, newNote, driver);
    }

    /**
     * @param newDriver the driver and its version
     * @return this transport with the driver
     */
    public Transport withDriver(String newDriver) {
        return new Transport(kind, address, note, newDriver);
    }

    /**
     * @return e.g. {@code socket /run/mysqld/mysqld.sock} or
     *         {@code tcp 127.0.0.1:3306 (--tcp), MySQL Connector/J 9.4.0}
     */
    public String describe() {
        return kind + " " + address + (note == null ? "" : " (" + note + ")") + (driver == null ? "" : ", " + driver);
    }
}
