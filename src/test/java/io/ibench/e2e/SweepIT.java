package io.ibench.e2e;

import io.ibench.core.conformance.Requirements;
import io.ibench.core.spi.Adapters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * (MariaDB 10.11 in /usr, PostgreSQL 15 in /usr/lib/postgresql/15) at a tiny scale: every config
 * on a fresh server, a config whose server cannot start failing in one sentence while the sweep
 * goes on, the report of the finished configs with their differences, a second start skipping
 * what is done, an interrupted sweep continuing where it stopped, no server left behind by a Ctrl-C while it
 * starts, and the plan of jobs. {@link UpstreamMySqlSweepIT} sweeps upstream MySQL releases.
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
            Path run = ResultFiles.runIn(folder.resolve(config));
            assertTrue(Files.exists(run.resolve("server/my.cnf")) && Files.exists(run.resolve("server/error.log")),
                    config + ": the server's config file and error log are copied into the run folder");
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
