package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.profile.FoldedStacks;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.ServerProfile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --server-profile} on the local MariaDB: a three-second read-write step gets a one-second
 * window of perf samples, folded into {@code qr100.folded}. Skips, naming what is missing, when perf
 * is not installed or not permitted here, as {@link PerfProbe} finds before the run; a profile problem
 * ibench reports after that is a failure.
 */
class ServerProfileIT {
    private static final String DB = "ibench_e2e_profile";

    @TempDir
    Path work;

    @AfterEach
    void dropDatabase() throws SQLException {
        TestServer.drop(DB);
    }

    @Test
    void aReadWriteStepHasTheServersFoldedStacks() throws Exception {
        PerfProbe.requirePermitted();
        String url = TestServer.freshDatabase(DB).url();
        Path results = work.resolve("results");
        Ibench.Result result = Ibench.run(work, "run", "--url=" + url, "--user=" + TestServer.USER,
                "--steps=l.i0,l.x,qr100", "--rows-per-table=5k", "--query-seconds=3", "--server-profile",
                "--server-profile-seconds=1", "--results=" + results);
        assertEquals(0, result.exitCode(), result.all());
        RunResult run = ResultFiles.read(results);
        ServerProfile profile = ResultFiles.step(run, "qr100").server().profile();
        assertNotNull(profile, "a profile, or why there is none");
        assertNull(profile.problem(), "perf can profile here, so ibench must have: " + result.all());
        assertFalse(result.all().contains("no server CPU profiles"), result.all());

        Path folded = ResultFiles.onlyRun(results).resolve(profile.file());
        FoldedStacks stacks = FoldedStacks.parse(Files.readString(folded));
        assertTrue(stacks.total() > 0, "samples in " + folded);
        assertEquals(profile.samples(), stacks.total());
        assertEquals("cpu-clock", profile.event());
        assertTrue(profile.windowSeconds() > 0 && profile.windowSeconds() <= 1, profile.toString());
        assertTrue(stacks.counts().keySet().stream().allMatch(s -> s.startsWith("mariadbd;")),
                "every stack starts with the server's command name: " + stacks.counts().keySet());
        assertFalse(Files.list(ResultFiles.onlyRun(results)).anyMatch(f -> f.toString().contains(".perf.")),
                "perf's own files are removed");
    }
}
