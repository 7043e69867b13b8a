package io.ibench.e2e;

import io.ibench.core.conformance.OwnServer;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The soak of docs/performance.md (bench/soak.sh, an hour) at the size of the test suite: eight
 * clients on a MariaDB of the test's own through l.i0, l.x, l.i1 and two read-write steps of 40 s,
 * the client's JVM run as the launcher runs it ({@code -XX:+UseSerialGC -Xmx256m}) with a GC log, its
 * RSS and threads read from /proc every second, and a full collection forced every 10 s
 * ({@code jcmd GC.run}, as the hour-long soak forces one every 5 minutes), so that the heap left after it
 * is the live heap, not old garbage a young collection leaves. From the first read-write step to the
 * last, that live heap, the RSS and the threads stay flat (within margins far above the noise of one
 * step); every background rate is held, and the tables hold exactly the rows the steps meant.
 * <p>It holds the background writers to their rates on eight clients, which other tests running beside it would
 * take the CPU from: its server and client run at a raised priority beside the other classes, or alone where the
 * priority cannot be raised ({@link RaisedPriority}).
 */
@ResourceLock(providers = RaisedPriority.class)
class SoakIT {
    private static final Pattern GC_LINE = Pattern.compile("^\\[(\\d+\\.\\d+)s\\].*Pause Full.*?\\d+M->(\\d+)M\\(");
    /** Seconds between forced full collections. */
    private static final int FULL_GC_SECONDS = 10;

    @TempDir
    Path work;

    /** One reading of the client process: seconds since it started, RSS in KiB, threads. */
    private record Sample(double seconds, long rssKb, int threads) {
    }

    @Test
    void eightClientsStayFlatHoldTheirRatesAndLoseNoRow() throws Exception {
        try (OwnMariaDb server = OwnMariaDb.start(Files.createDirectories(work.resolve("server")))) {
            RaisedPriority.raise(server.pid());
            Path results = work.resolve("results");
            Path gcLog = work.resolve("gc.log");
            Ibench.Running run = Ibench.launch(work, RaisedPriority.command(Ibench.command(List.of(
                            "-XX:+UseSerialGC", "-Xmx256m", "-Xlog:gc:file=" + gcLog + ":uptime"), "run",
                    "--url=" + server.url() + "ib", "--user=root", "--password-file=" + server.passwordFile(),
                    "--create-database", "--clients=8", "--steps=l.i0,l.x,l.i1,qr100,qp100",
                    "--rows-per-table=10k", "--write-rows-per-table=20k", "--query-seconds=40",
                    "--results=" + results, "--no-progress")));
            List<Sample> samples = new ArrayList<>();
            Path status = Path.of("/proc", Long.toString(run.process().pid()), "status");
            for (int second = 1; run.process().isAlive(); second++) {
                sample(status, run.started(), samples);
                if (second % FULL_GC_SECONDS == 0) {
                    forceFullGc(run.process().pid());
                }
                Thread.sleep(1000);
            }
            Ibench.Result result = run.await(1, TimeUnit.MINUTES);
            assertEquals(0, result.exitCode(), result.all());
            RunResult saved = ResultFiles.read(results);
            StepResult first = ResultFiles.step(saved, "qr100");
            StepResult last = ResultFiles.step(saved, "qp100");
            for (StepResult step : List.of(first, last)) {
                assertEquals(StepStatus.COMPLETE, step.status(), step.name() + ": " + step.outcome().problems());
                assertTrue(step.measurements().sla().passed(), step.name() + " held its rate: "
                        + step.measurements().sla());
            }

            List<Sample> during1 = during(samples, first, run.started());
            List<Sample> during2 = during(samples, last, run.started());
            assertFalse(during1.isEmpty() || during2.isEmpty(), "sampled in both steps: " + samples);
            assertTrue(max(during2, Sample::threads) <= max(during1, Sample::threads) + 2,
                    "threads flat: " + during1 + " then " + during2);
            assertTrue(max(during2, Sample::rssKb) <= max(during1, Sample::rssKb) * 1.15 + 20_000,
                    "RSS flat: " + during1 + " then " + during2);
            List<double[]> gcs = heapAfterGc(gcLog);
            double heap1 = maxHeap(gcs, first, run.started());
            double heap2 = maxHeap(gcs, last, run.started());
            assertTrue(heap1 > 0 && heap2 > 0, "full collections in both steps: " + gcs.size());
            assertTrue(heap2 <= heap1 + 16, "live heap flat: " + heap1 + " MB, then " + heap2 + " MB");

            try (Connection c = DriverManager.getConnection(server.url() + "ib", "root", OwnServer.PASSWORD)) {
                TableAfterRetries.check(c, saved);
            }
        }
    }

    private static void sample(Path status, Instant started, List<Sample> samples) throws IOException {
        long rss = -1;
        int threads = -1;
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmRSS:")) {
                    rss = Long.parseLong(line.replaceAll("\\D", ""));
                } else if (line.startsWith("Threads:")) {
                    threads = Integer.parseInt(line.replaceAll("\\D", ""));
                }
            }
        } catch (java.nio.file.NoSuchFileException ended) {
            return;
        }
        if (rss > 0 && threads > 0) {
            samples.add(new Sample(seconds(started, Instant.now()), rss, threads));
        }
    }

    /** @return the samples from the step's start to its end, its first and last 5 s left out */
    private static List<Sample> during(List<Sample> samples, StepResult step, Instant started) {
        double from = seconds(started, Instant.parse(step.run().startedAt())) + 5;
        double to = from - 5 + step.run().seconds() - 5;
        return samples.stream().filter(s -> s.seconds() >= from && s.seconds() <= to).toList();
    }

    private static <T> double max(List<T> values, java.util.function.ToDoubleFunction<T> value) {
        return values.stream().mapToDouble(value).max().orElse(0);
    }

    /** Asks the client's JVM for a full collection, which its GC log records as {@code Pause Full}. */
    private static void forceFullGc(long pid) throws IOException, InterruptedException {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        Process gc = new ProcessBuilder(jcmd.toString(), Long.toString(pid), "GC.run")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        gc.waitFor(10, TimeUnit.SECONDS);
    }

    /** @return [JVM uptime in seconds, MB left after the collection] per full collection */
    private static List<double[]> heapAfterGc(Path gcLog) throws IOException {
        List<double[]> gcs = new ArrayList<>();
        for (String line : Files.readAllLines(gcLog)) {
            Matcher m = GC_LINE.matcher(line);
            if (m.find()) {
                gcs.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
            }
        }
        return gcs;
    }

    /** @return the largest heap left after a full collection during the step, in MB; 0 when none ran then */
    private static double maxHeap(List<double[]> gcs, StepResult step, Instant started) {
        double from = seconds(started, Instant.parse(step.run().startedAt()));
        double to = from + step.run().seconds();
        return gcs.stream().filter(g -> g[0] >= from && g[0] <= to).mapToDouble(g -> g[1]).max().orElse(0);
    }

    private static double seconds(Instant from, Instant to) {
        return Duration.between(from, to).toMillis() / 1000.0;
    }
}
