package io.ibench.core.profile;

import io.ibench.core.result.ServerProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ServerProfilerTest {
    @TempDir
    Path run;

    @Test
    void aRemoteServerIsNotProfiledAndEveryStepSaysWhy() throws InterruptedException {
        ServerProfiler profiler = ServerProfiler.check(null, 10, run);
        String why = "the server does not run on this host, so perf cannot sample it";
        assertEquals(Optional.of(why), profiler.unavailable());
        StepProfile step = profiler.step("qr100");
        step.observe(100, 0);
        assertEquals(ServerProfile.missing(why), step.finish());
    }

    @Test
    void withProfilingOffAStepRecordsNothing() throws InterruptedException {
        StepProfile step = ServerProfiler.OFF.step("qr100");
        step.observe(100, 0);
        assertNull(step.finish());
        assertEquals(Optional.empty(), ServerProfiler.OFF.unavailable());
    }

    @Test
    void perfsReasonIsItsFirstLineAfterTheErrorHeading() {
        assertEquals("Access to performance monitoring and observability operations is limited.",
                ServerProfiler.firstError("Error:\nAccess to performance monitoring and observability operations is "
                        + "limited.\nConsider adjusting /proc/sys/kernel/perf_event_paranoid setting\n"));
        assertEquals("it failed without a message", ServerProfiler.firstError("\n"));
    }
}
