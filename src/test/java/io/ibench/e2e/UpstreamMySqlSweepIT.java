package io.ibench.e2e;

import io.ibench.adapter.mysql.UpstreamMySql;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ibench sweep} on upstream MySQL 5.7.22, 8.0.15 and 8.0.31 (unpacked from Maven Central's test jars), as
 * a user compares releases: each config rendered on the base of its exact version (the redo log files of releases
 * before 8.0.30, the redo log capacity after), the configs a version cannot run refused before anything starts,
 * and two versions in one sweep with one seed, repetitions interleaved and one report row per version and config.
 * <p>The steps are only l.i0 of 1k rows on servers sized for 1 GiB of memory ({@code --memory 1g}: 64 MiB of
 * cache and redo log): what is checked is the sweep over versions, and most of its time is the servers'
 * initialisation and start. Every step on each of these versions is the conformance tests' part
 * (MySql57ConformanceIT, MySql8015ConformanceIT, MySql80ConformanceIT).
 */
class UpstreamMySqlSweepIT {
    @TempDir
    Path work;

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
                "--config=base,a13,cz11f", "--steps=l.i0", "--rows-per-table=1k", "--memory=1g",
                "--results=results", "--no-progress");
        assertEquals(0, sweep.exitCode(), sweep.all());
        Path folder = work.resolve("results/sweep-mysql-8.0.15-quick");
        for (String config : List.of("base", "a13", "cz11f")) {
            String myCnf = Files.readString(folder.resolve(config).resolve("server/my.cnf"));
            assertTrue(myCnf.contains("innodb_log_files_in_group = 2") && !myCnf.contains("innodb_redo_log_capacity"),
                    config + " on 8.0.15's base: " + myCnf);
            RunResult result = ResultJson.read(ResultFiles.runIn(folder.resolve(config)));
            assertEquals(RunStatus.COMPLETE, result.status(), config);
            assertTrue(result.server().version().matches("8\\.0\\.15(-.+)?"), config + " ran on "
                    + result.server().version());
        }
        assertTrue(Files.readString(folder.resolve("a13/server/my.cnf")).contains("innodb_max_purge_lag = 50000"));
        assertTrue(Files.exists(folder.resolve("report.html")));
    }

    @Test
    void oneSweepComparesTwoMySqlVersionsWithOneSeedInterleavedAndOneReportRowPerVersionAndConfig()
            throws Exception {
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
        Map<String, String> redoSettings = Map.of("my5722", "innodb_log_files_in_group = 2",
                "my8031", "innodb_redo_log_capacity = ");
        Path folder = work.resolve("results/sweep-my5722-my8031-quick");
        List<Long> seeds = new ArrayList<>();
        for (String label : labels) {
            String build = label.substring(0, label.indexOf('.'));
            for (int r = 1; r <= 2; r++) {
                Path run = ResultFiles.runIn(folder.resolve(label).resolve("r" + r));
                RunResult result = ResultJson.read(run);
                assertEquals(label, result.label());
                assertEquals(RunStatus.COMPLETE, result.status(), label);
                assertTrue(result.server().version().startsWith(build.equals("my5722") ? "5.7.22" : "8.0.31"),
                        label + " ran on " + result.server().version());
                seeds.add(((Number) result.config().get("seed")).longValue());
                String myCnf = Files.readString(run.resolve("server/my.cnf"));
                assertTrue(myCnf.contains(redoSettings.get(build)), label + " on its version's base: " + myCnf);
                assertEquals(label.endsWith(".a13"), myCnf.contains("innodb_max_purge_lag = 50000"),
                        label + ": a13's setting in a13 only: " + myCnf);
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
}
