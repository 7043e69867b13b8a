package io.ibench.core.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProcessTreeTest {
    @TempDir
    Path proc;

    /** Writes a fake /proc/<pid>: utime, stime, cutime, cstime in ticks, rss in pages, I/O bytes, children. */
    private void process(long pid, String name, long utime, long stime, long cutime, long cstime, long rssPages,
                         Long readBytes, Long writeBytes, long... children) throws IOException {
        Path dir = Files.createDirectories(proc.resolve(pid + "/task/" + pid));
        // fields 1..24: pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt
        //               utime stime cutime cstime priority nice threads itrealvalue starttime vsize rss
        Files.writeString(proc.resolve(pid + "/stat"), pid + " (" + name + ") S 1 1 1 0 -1 0 0 0 0 0 " + utime + " "
                + stime + " " + cutime + " " + cstime + " 20 0 1 0 100 1000000 " + rssPages + " 0 0\n");
        if (readBytes != null) {
            Files.writeString(proc.resolve(pid + "/io"), "rchar: 1\nwchar: 2\nsyscr: 3\nsyscw: 4\nread_bytes: "
                    + readBytes + "\nwrite_bytes: " + writeBytes + "\ncancelled_write_bytes: 0\n");
        }
        StringBuilder kids = new StringBuilder();
        for (long child : children) {
            kids.append(child).append(' ');
        }
        Files.writeString(dir.resolve("children"), kids.toString());
    }

    @Test
    void sumsTheWholeTreeWithReapedChildrenAndTakesTheLargestRss() throws IOException {
        // a postmaster that reaped backends worth 50 ticks, two live backends, one with a child of its own
        process(100, "postgres", 10, 5, 30, 20, 1000, 4096L, 8192L, 101, 102);
        process(101, "postgres: ib (1234) idle", 100, 50, 0, 0, 5000, 1024L, 2048L);
        process(102, "post gres) odd", 7, 3, 0, 0, 10, 0L, 512L, 103);
        process(103, "worker", 1, 1, 0, 0, 10, 0L, 0L);
        ProcessTree.Totals t = ProcessTree.of(proc, 100, 100, 4096).orElseThrow().sample().orElseThrow();
        assertEquals((10 + 5 + 30 + 20 + 150 + 10 + 2) * 10, t.cpuMillis(), "ticks of 10 ms, reaped children included");
        assertEquals(4096 + 1024, t.readBytes());
        assertEquals(8192 + 2048 + 512, t.writeBytes());
        assertEquals(5000L * 4096, t.maxRssBytes());
    }

    @Test
    void anUnreadableIoFileMakesIoUnknownButKeepsCpu() throws IOException {
        process(200, "mariadbd", 40, 10, 0, 0, 100, null, null);
        ProcessTree.Totals t = ProcessTree.of(proc, 200, 100, 4096).orElseThrow().sample().orElseThrow();
        assertEquals(500, t.cpuMillis());
        assertEquals(-1, t.readBytes());
        assertEquals(-1, t.writeBytes());
    }

    @Test
    void aChildThatExitedBetweenListingAndReadingIsSkippedAndAMissingRootIsEmpty() throws IOException {
        process(300, "postgres", 1, 1, 0, 0, 1, 0L, 0L, 301);
        assertEquals(20, ProcessTree.of(proc, 300, 100, 4096).orElseThrow().sample().orElseThrow().cpuMillis());
        assertTrue(ProcessTree.of(proc, 999, 100, 4096).isEmpty());
    }
}
