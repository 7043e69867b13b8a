package io.ibench.core.profile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A local server's process and its descendants at one instant, read from Linux's {@code /proc}
 * ({@code task/<pid>/children}): MySQL's one process, or Postgres's postmaster with its background
 * workers and every connection's backend.
 */
final class ServerProcesses {
    private ServerProcesses() {
    }

    /**
     * @param proc    the proc file system, {@code /proc}
     * @param rootPid the server's main process
     * @return the root and its descendants, root first; empty when the root process does not exist
     */
    static List<Long> of(Path proc, long rootPid) {
        List<Long> pids = new ArrayList<>();
        if (!Files.isDirectory(proc.resolve(Long.toString(rootPid)))) {
            return pids;
        }
        Deque<Long> pending = new ArrayDeque<>(List.of(rootPid));
        while (!pending.isEmpty()) {
            long pid = pending.poll();
            pids.add(pid);
            try {
                String children = Files.readString(proc.resolve(pid + "/task/" + pid + "/children"),
                        StandardCharsets.US_ASCII).strip();
                if (!children.isEmpty()) {
                    for (String child : children.split("\\s+")) {
                        pending.add(Long.parseLong(child));
                    }
                }
            } catch (IOException | SecurityException e) {
                // exited since its parent listed it, or no children file: no descendants to add
            }
        }
        return pids;
    }
}
