package io.ibench.e2e;

import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The README's first command: no server named, so ibench starts an embedded MariaDB. */
class EmbeddedRunIT {
    @TempDir
    Path work;

    @Test
    void aRunWithoutServerUsesAnEmbeddedMariaDbAndTheQuickProfile() throws Exception {
        // The quick profile's sizes, shrunk so the test stays short; the profile still supplies the rest.
        Ibench.Result result = Ibench.run(work, "run", "--rows-per-table=20k", "--write-rows-per-table=10k",
                "--query-seconds=2", "--cleanup-seconds=1");
        assertEquals(0, result.exitCode(), result.all());
        assertTrue(result.out().contains("No server named: starting an embedded MariaDB 11.4"), result.out());

        RunResult run = ResultFiles.read(work.resolve("results"));
        assertEquals(RunStatus.COMPLETE, run.status());
        assertEquals("quick", run.config().get("profile"));
        assertTrue(run.server().version().startsWith("11.4"), run.server().version());
        assertTrue(run.label().startsWith("mariadb-11.4"), run.label());
        assertEquals(11, run.steps().size());
        for (StepResult step : run.steps()) {
            assertEquals(StepStatus.COMPLETE, step.status(), step.name());
        }

        Matcher data = Pattern.compile("data in (\\S+)\\.").matcher(result.out());
        assertTrue(data.find(), result.out());
        assertFalse(Files.exists(Path.of(data.group(1))), "the embedded server's folder is deleted after the run");
    }
}
