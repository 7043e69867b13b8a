package io.ibench.core.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProcStatTest {
    @TempDir
    Path dir;

    @Test
    void readsTheHostLineOfCpuTicksAndTheContextSwitches() throws IOException {
        Path file = Files.writeString(dir.resolve("stat"), """
                cpu  903179 1 143643 890810 26191 2 44699 51556 0 0
                cpu0 451589 0 71821 445405 13095 1 22349 25778 0 0
                intr 1 2 3
                ctxt 144226792
                btime 1763700000
                """);
        ProcStat.Reading r = ProcStat.of(file).orElseThrow().read();
        assertArrayEquals(new long[] {903179, 1, 143643, 890810, 26191, 2, 44699, 51556}, r.cpuTicks());
        assertEquals(144226792, r.contextSwitches());
    }

    @Test
    void aFileWithoutTheLinesIsNotUsed() throws IOException {
        assertTrue(ProcStat.of(Files.writeString(dir.resolve("stat"), "cpu  1 2 3 4\n")).isEmpty());
        assertTrue(ProcStat.of(dir.resolve("absent")).isEmpty());
    }
}
