package io.ibench.core.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * A local server's process and its descendants (Postgres forks one per connection), read from
 * Linux's {@code /proc} on every sample: the tree is walked through each process's
 * {@code task/<pid>/children}, and each process costs three small file reads (about 30 µs), where
 * a library's full process update costs about 200 µs.
 *
 * <p>What exited children used is not lost: the kernel adds a reaped child's CPU time to its
 * parent's {@code cutime}/{@code cstime} and its I/O to the parent's {@code /proc/<pid>/io}, and
 * both are counted. Without {@code children} files (a kernel without {@code CONFIG_PROC_CHILDREN})
 * only the root process and its reaped children are seen.
 */
public final class ProcessTree {
    /**
     * The tree's totals at one instant.
     *
     * @param cpuMillis   CPU time, user + system, of the tree and its reaped children, ms
     * @param readBytes   bytes read from storage, or −1 when {@code /proc/<pid>/io} is not
     *     readable (another user's process)
     * @param writeBytes  bytes sent to storage, or −1 likewise
     * @param maxRssBytes resident memory of the largest process, bytes
     */
    record Totals(long cpuMillis, long readBytes, long writeBytes, long maxRssBytes) {
    }

    // Fields of /proc/<pid>/stat counted from the one after the command name's closing parenthesis (field 3, state).
    private static final int UTIME = 11;
    private static final int STIME = 12;
    private static final int CUTIME = 13;
    private static final int CSTIME = 14;
    private static final int RSS = 21;

    private final Path proc;
    private final long rootPid;
    private final long ticksPerSecond;
    private final long pageBytes;

    private ProcessTree(Path proc, long rootPid, long ticksPerSecond, long pageBytes) {
        this.proc = proc;
        this.rootPid = rootPid;
        this.ticksPerSecond = ticksPerSecond;
        this.pageBytes = pageBytes;
    }

    /**
     * @param proc           the proc file system, {@code /proc}
     * @param rootPid        the server's main process
     * @param ticksPerSecond the kernel's clock ticks per second in {@code stat} files (USER_HZ, usually 100)
     * @param pageBytes      memory page size, bytes
     * @return the tree, or empty when the root process cannot be read (not Linux, or no such process)
     */
    static Optional<ProcessTree> of(Path proc, long rootPid, long ticksPerSecond, long pageBytes) {
        ProcessTree tree = new ProcessTree(proc, rootPid, ticksPerSecond, pageBytes);
        return tree.sample().isPresent() ? Optional.of(tree) : Optional.empty();
    }

    /**
     * The processes of a tree at one instant, for tools that act on them (e.g. a profiler).
     *
     * @param proc    the proc file system, {@code /proc}
     * @param rootPid the tree's root process
     * @return the root and its descendants, root first; empty when the root process does not exist
     */
    public static List<Long> pids(Path proc, long rootPid) {
        List<Long> pids = new ArrayList<>();
        if (!Files.isDirectory(proc.resolve(Long.toString(rootPid)))) {
            return pids;
        }
        Deque<Long> pending = new ArrayDeque<>(List.of(rootPid));
        while (!pending.isEmpty()) {
            long pid = pending.poll();
            pids.add(pid);
            for (String child : children(proc, pid)) {
                pending.add(Long.parseLong(child));
            }
        }
        return pids;
    }

    /** @return the totals now, or empty when the root process is gone */
    Optional<Totals> sample() {
        long ticks = 0;
        long read = 0;
        long write = 0;
        boolean io = true;
        long rss = 0;
        Deque<Long> pending = new ArrayDeque<>();
        pending.add(rootPid);
        while (!pending.isEmpty()) {
            long pid = pending.poll();
            String[] stat = stat(pid);
            if (stat == null) {
                if (pid == rootPid) {
                    return Optional.empty();
                }
                continue; // exited since its parent listed it
            }
            // cutime/cstime: children this process reaped; its live children are walked below
            ticks += Long.parseLong(stat[UTIME]) + Long.parseLong(stat[STIME]) + Long.parseLong(stat[CUTIME])
                    + Long.parseLong(stat[CSTIME]);
            rss = Math.max(rss, Long.parseLong(stat[RSS]) * pageBytes);
            long[] bytes = io(pid);
            if (bytes == null) {
                io = false;
            } else {
                read += bytes[0];
                write += bytes[1];
            }
            for (String child : children(proc, pid)) {
                pending.add(Long.parseLong(child));
            }
        }
        return Optional.of(new Totals(ticks * 1000 / ticksPerSecond, io ? read : -1, io ? write : -1, rss));
    }

    /** @return the fields after the command name, or null when the process is gone */
    private String[] stat(long pid) {
        String text = readOrNull(proc.resolve(pid + "/stat"));
        if (text == null) {
            return null;
        }
        return text.substring(text.lastIndexOf(')') + 2).trim().split(" ");
    }

    /** @return read_bytes and write_bytes, or null when not readable */
    private long[] io(long pid) {
        String text = readOrNull(proc.resolve(pid + "/io"));
        if (text == null) {
            return null;
        }
        long[] bytes = {-1, -1};
        for (String line : text.split("\n")) {
            if (line.startsWith("read_bytes:")) {
                bytes[0] = Long.parseLong(line.substring(11).trim());
            } else if (line.startsWith("write_bytes:")) {
                bytes[1] = Long.parseLong(line.substring(12).trim());
            }
        }
        return bytes[0] < 0 || bytes[1] < 0 ? null : bytes;
    }

    /** @return the live children's pids; none when the process exited or the kernel has no children files */
    private static String[] children(Path proc, long pid) {
        String text = readOrNull(proc.resolve(pid + "/task/" + pid + "/children"));
        return text == null || text.isBlank() ? new String[0] : text.trim().split("\\s+");
    }

    private static String readOrNull(Path file) {
        try {
            return Files.readString(file, StandardCharsets.US_ASCII);
        } catch (IOException | SecurityException e) {
            return null;
        }
    }
}
