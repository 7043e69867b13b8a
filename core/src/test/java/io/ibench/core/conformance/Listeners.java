package io.ibench.core.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The sockets a process listens on, read from {@code /proc} as another user's tool would find them: its file
 * descriptors' socket inodes, matched with the listening TCP sockets of {@code /proc/net/tcp} and {@code tcp6}
 * (state {@code 0A}) and the listening unix-domain sockets of {@code /proc/net/unix} (flag {@code __SO_ACCEPTCON}).
 */
public final class Listeners {
    private static final String TCP_LISTEN = "0A";
    private static final int UNIX_ACCEPTING = 0x10000;

    private Listeners() {
    }

    /**
     * A listening socket.
     *
     * @param address a TCP socket's address as the client should connect to it ({@code 127.0.0.1}, {@code ::1} for
     *                the wildcard addresses), or null for a unix-domain socket
     * @param port    a TCP socket's port, 0 for a unix-domain socket
     * @param path    a unix-domain socket's path (null for a TCP socket or an abstract one)
     * @param bound   the address as bound, e.g. {@code 0.0.0.0} or {@code ::}; null for a unix-domain socket
     */
    public record Listener(String address, int port, String path, String bound) {
        /** @return true for a TCP socket, false for a unix-domain one */
        public boolean tcp() {
            return address != null;
        }

        /** @return {@code address:port} as bound for a TCP socket, the path for a unix-domain one */
        public String key() {
            return tcp() ? bound + ":" + port : String.valueOf(path);
        }

        @Override
        public String toString() {
            return tcp() ? "TCP " + bound + " port " + port : "socket " + path;
        }
    }

    /**
     * @param pid a process
     * @return the sockets it listens on; empty when it is gone
     */
    public static List<Listener> of(long pid) throws IOException {
        Set<String> inodes = socketInodes(pid);
        List<Listener> listeners = new ArrayList<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            for (String line : lines(table)) {
                String[] f = line.strip().split("\\s+");
                if (f.length > 9 && f[3].equals(TCP_LISTEN) && inodes.contains(f[9])) {
                    String[] local = f[1].split(":");
                    String bound = address(local[0]);
                    String connect = bound.equals("0.0.0.0") ? "127.0.0.1" : bound.equals("::") ? "::1" : bound;
                    listeners.add(new Listener(connect, Integer.parseInt(local[1], 16), null, bound));
                }
            }
        }
        for (String line : lines("/proc/net/unix")) {
            String[] f = line.strip().split("\\s+");
            if (f.length > 6 && f[0].endsWith(":") && (Integer.parseInt(f[3], 16) & UNIX_ACCEPTING) != 0
                    && inodes.contains(f[6])) {
                listeners.add(new Listener(null, 0, f.length > 7 ? f[7] : null, null));
            }
        }
        return listeners;
    }

    private static Set<String> socketInodes(long pid) throws IOException {
        Set<String> inodes = new HashSet<>();
        try (Stream<Path> fds = Files.list(Path.of("/proc", Long.toString(pid), "fd"))) {
            for (Path fd : (Iterable<Path>) fds::iterator) {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) {
                        inodes.add(target.substring(8, target.length() - 1));
                    }
                } catch (IOException closed) {
                    // the descriptor was closed meanwhile
                }
            }
        } catch (IOException gone) {
            return Set.of();
        }
        return inodes;
    }

    private static List<String> lines(String table) throws IOException {
        Path file = Path.of(table);
        return Files.exists(file) ? Files.readAllLines(file).stream().skip(1).toList() : List.of();
    }

    /** @return the address of {@code /proc/net/tcp}'s hexadecimal form: IPv4 in host order, IPv6 in words */
    static String address(String hex) {
        if (hex.length() == 8) {
            long v = Long.parseLong(hex, 16);
            return (v & 0xff) + "." + (v >> 8 & 0xff) + "." + (v >> 16 & 0xff) + "." + (v >> 24 & 0xff);
        }
        byte[] bytes = new byte[16];
        for (int word = 0; word < 4; word++) {
            long v = Long.parseLong(hex.substring(word * 8, word * 8 + 8), 16);
            for (int b = 0; b < 4; b++) {
                bytes[word * 4 + b] = (byte) (v >> (8 * b));
            }
        }
        try {
            String text = java.net.InetAddress.getByAddress(bytes).getHostAddress();
            return text.equals("0:0:0:0:0:0:0:0") ? "::" : text.equals("0:0:0:0:0:0:0:1") ? "::1" : text;
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
