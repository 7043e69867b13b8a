package io.ibench.core.host;

import io.ibench.core.spi.LocalServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerProcessesTest {
    @TempDir
    Path proc;
    @TempDir
    Path dataDirectory;

    /** Writes a fake /proc/<pid> with utime ticks, rss pages and I/O bytes, and no children. */
    private void process(long pid, long utime, long rssPages, long readBytes) throws IOException {
        Files.createDirectories(proc.resolve(pid + "/task/" + pid));
        Files.writeString(proc.resolve(pid + "/stat"), pid + " (mariadbd) S 1 1 1 0 -1 0 0 0 0 0 " + utime
                + " 0 0 0 20 0 1 0 100 1000000 " + rssPages + " 0 0\n");
        Files.writeString(proc.resolve(pid + "/io"), "read_bytes: " + readBytes + "\nwrite_bytes: 0\n");
        Files.writeString(proc.resolve(pid + "/task/" + pid + "/children"), "");
    }

    private void gone(long pid) throws IOException {
        Files.delete(proc.resolve(pid + "/stat"));
    }

    @Test
    void aRestartedServerIsFoundFromItsPidFileAndItsCountersContinue() throws IOException {
        Path pidFile = Files.writeString(dataDirectory.resolve("server.pid"), "10\n");
        process(10, 50, 100, 1000);
        ServerProcesses server = ServerProcesses.of(proc, new LocalServer(10, dataDirectory, pidFile), 100, 4096)
                .orElseThrow();
        assertEquals(500, server.sample().orElseThrow().cpuMillis());

        gone(10);
        assertTrue(server.sample().isEmpty(), "down, and the pid file still names the old process");

        process(20, 7, 300, 24);
        Files.writeString(pidFile, "20\n");
        ProcessTree.Totals restarted = server.sample().orElseThrow();
        assertEquals(500 + 70, restarted.cpuMillis(), "the lost process's time is carried");
        assertEquals(1000 + 24, restarted.readBytes());
        assertEquals(300L * 4096, restarted.maxRssBytes(), "the new process's memory");
    }
}
