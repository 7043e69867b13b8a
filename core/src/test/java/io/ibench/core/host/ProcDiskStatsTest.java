package io.ibench.core.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProcDiskStatsTest {
    @TempDir
    Path dir;

    @Test
    void sumsTheNamedWholeDisksInBytesOf512ByteSectors() throws IOException {
        Path file = Files.writeString(dir.resolve("diskstats"), """
                   7       0 loop0 9 0 9 0 9 0 9 0 0 0 0 0 0 0 0 0 0
                 254       0 vda 100 5 2000 30 400 7 8000 90 0 100 120 0 0 0 0 0 0
                 254       1 vda1 99 5 1990 30 399 7 7990 90 0 100 120 0 0 0 0 0 0
                 259       0 nvme0n1 10 0 20 1 40 0 80 2 0 3 3
                """);
        ProcDiskStats stats = ProcDiskStats.forDisks(file, List.of("/dev/vda", "/dev/nvme0n1")).orElseThrow();
        ProcDiskStats.Totals t = stats.totals();
        assertEquals(110, t.reads(), "partitions are not added to their disk");
        assertEquals((2000 + 20) * 512L, t.readBytes());
        assertEquals(440, t.writes());
        assertEquals((8000 + 80) * 512L, t.writeBytes());
    }

    @Test
    void aDiskMissingFromTheFileOrNoFileMeansNoFastPath() throws IOException {
        Path file = Files.writeString(dir.resolve("diskstats"), " 254 0 vda 1 0 1 0 1 0 1 0 0 0 0\n");
        assertTrue(ProcDiskStats.forDisks(file, List.of("/dev/vda", "/dev/sdb")).isEmpty());
        assertTrue(ProcDiskStats.forDisks(dir.resolve("absent"), List.of("/dev/vda")).isEmpty());
        assertTrue(ProcDiskStats.forDisks(file, List.of()).isEmpty());
    }
}
