package io.ibench.e2e;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code ./ibench} launcher at the project root runs the built jar and passes exit codes on. */
class LauncherIT {
    @Test
    void theLauncherRunsTheJar() throws Exception {
        Ibench.Result version = Ibench.exec(Ibench.ROOT, List.of("./ibench", "--version"));
        assertEquals(0, version.exitCode(), version.all());
        assertTrue(version.out().startsWith("ibench "), version.out());

        Ibench.Result usage = Ibench.exec(Ibench.ROOT, List.of("./ibench", "run", "--clients=0"));
        assertEquals(2, usage.exitCode(), usage.all());
        assertTrue(usage.err().contains("--clients must be between 1 and 4096 (got 0)"), usage.err());
    }
}
