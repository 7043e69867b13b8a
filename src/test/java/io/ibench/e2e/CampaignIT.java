package io.ibench.e2e;

import io.ibench.core.conformance.Requirements;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ibench sweep … --ansible DIR} as a user runs it: the project of a two-config MariaDB sweep
 * with {@code --repeat 2} at a tiny size, with a password file, run by {@code ansible-playbook} against
 * two hosts on this machine (local connections, a work folder each). Each repetition of a config runs
 * on the host its slot names, so every config runs once on each host; the merged report shows two
 * repetitions per config and both hosts, and the password is in no file but the password file and its
 * copy on each host: not in the project, the playbook's output, the fetched run folders, inside the fetched
 * tarballs, or the rest of the hosts' work folders. A third config, whose server cannot start, fails its job on
 * each host: the play still writes the report of what finished, then fails naming those jobs. Played again after
 * one run's folder was lost on its host, the project redoes that run only.
 */
class CampaignIT {
    private static final Path MARIADB = Path.of("/usr");

    @TempDir
    Path work;

    @Test
    void aCampaignOnTwoHostsMergesEveryConfigIntoOneReportAndNeverShowsThePassword() throws Exception {
        Requirements.executable(MARIADB.resolve("sbin/mariadbd"), "MariaDB server from Debian's packages");
        Path playbook = onPath("ansible-playbook");
        Requirements.that(playbook != null, "ansible-playbook (Debian's ansible-core) on the PATH");
        String password = "campaign-" + UUID.randomUUID();
        Path passwordFile = Files.writeString(work.resolve("db.password"), password + "\n");
        Files.setPosixFilePermissions(passwordFile, PosixFilePermissions.fromString("rw-------"));
        Path project = work.resolve("campaign");
        Path broken = Files.writeString(work.resolve("broken.cnf"),
                "!include base.cnf\n[mysqld]\ninnodb_log_group_home_dir = /nonexistent/ibench\n");

        Ibench.Result generated = Ibench.run(work, "sweep", "--dbms=mariadb", "--basedir=" + MARIADB,
                "--config=base,a13," + broken, "--repeat=2", "--steps=l.i0,l.x,qr100", "--rows-per-table=10k",
                "--query-seconds=3", "--password-file=" + passwordFile, "--ansible=" + project, "--no-progress");
        assertEquals(0, generated.exitCode(), generated.all());
        assertTrue(generated.out().contains("ansible-playbook site.yml"), generated.out());
        Files.writeString(project.resolve("inventory.ini"), "[bench]\n"
                + "alpha ansible_connection=local ibench_work=" + work.resolve("hosts/alpha") + "\n"
                + "beta ansible_connection=local ibench_work=" + work.resolve("hosts/beta") + "\n"
                + "[bench:vars]\nibench_poll_seconds=2\nansible_python_interpreter=auto_silent\n");

        Ibench.Result played = Ibench.exec(project, List.of(playbook.toString(), "site.yml"));
        assertBrokenJobsFailThePlay(played);

        String report = Files.readString(project.resolve("report.html"));
        for (String config : List.of("base", "a13")) {
            assertTrue(report.contains(">" + config + "<"), "the report shows " + config);
        }
        assertEquals(Map.of("base #1", "alpha", "a13 #1", "beta", "base #2", "beta", "a13 #2", "alpha"),
                hostsOfRuns(project.resolve("runs")),
                "job k of repetition r ran on host (k + r) mod 2, as its result says: each config once per host"
                        + jobLogs());
        assertTrue(report.contains(", 2 repetitions") && !report.contains(", 1 run"),
                "the report groups each config's two runs as its repetitions");
        for (String host : List.of("alpha", "beta")) {
            assertEquals(2, report.split("<td>" + host + "</td>", -1).length - 1,
                    "the runs table names " + host + " as the host of its two runs");
        }

        assertTrue(!played.all().contains(password), "the playbook's output holds the password");
        Map<String, String> before = runFolders(work.resolve("hosts"));
        assertEquals(4, before.size(), "four runs on the hosts: " + before);
        Path lost = work.resolve("hosts").resolve(before.get("a13 #2"));
        deleteTree(lost);

        Ibench.Result replayed = Ibench.exec(project, List.of(playbook.toString(), "site.yml"));
        assertBrokenJobsFailThePlay(replayed);
        Map<String, String> after = runFolders(work.resolve("hosts"));
        assertEquals(before.keySet(), after.keySet(), "the same four runs");
        for (String run : before.keySet()) {
            assertEquals(!run.equals("a13 #2"), before.get(run).equals(after.get(run)),
                    run + ": played again, the campaign redoes only the run whose folder is gone: " + after);
        }
        assertTrue(!replayed.all().contains(password), "the second play's output holds the password");
        assertPasswordOnlyIn(password, List.of(passwordFile, work.resolve("hosts/alpha/password"),
                work.resolve("hosts/beta/password")));
    }

    /**
     * Every file below the work folder (the project, what it fetched and unpacked, each host's work folder),
     * and every file packed in a {@code .tar.gz} there, read whole, holds no password but the given files
     * (the password file and the copy the play puts on each host for the runs).
     */
    private void assertPasswordOnlyIn(String password, List<Path> expected) throws IOException {
        List<Path> holding = new ArrayList<>();
        int tarballs = 0;
        byte[] secret = password.getBytes(StandardCharsets.UTF_8);
        for (Path file : files(work)) {
            boolean tarball = file.toString().endsWith(".tar.gz");
            tarballs += tarball ? 1 : 0;
            try (InputStream in = tarball ? new GZIPInputStream(Files.newInputStream(file))
                    : Files.newInputStream(file)) {
                if (holds(in, secret)) {
                    holding.add(file);
                }
            }
        }
        assertTrue(tarballs >= 2, "the fetched results of both hosts are among the files scanned");
        assertEquals(expected, holding, "the files that hold the password");
    }

    /**
     * The broken config's job ran on both hosts (slot 2 of repetition 1 on alpha, slot 3 of repetition 2 on beta),
     * failed there, and the play failed after the report, naming exactly that job on each host.
     */
    private void assertBrokenJobsFailThePlay(Ibench.Result played) throws IOException {
        String out = played.all();
        Map<String, String> failedJobs = new TreeMap<>();
        Matcher m = Pattern.compile("\"on (alpha|beta): (.*?); what the jobs printed").matcher(out);
        while (m.find()) {
            failedJobs.put(m.group(1), m.group(2));
        }
        assertTrue(played.exitCode() != 0 && out.contains("Write the report"), "the play wrote the report, then "
                + "failed: " + out + jobLogs());
        assertEquals(Map.of("alpha", "broken repetition 1: exit code 1", "beta", "broken repetition 2: exit code 1"),
                failedJobs, "the failed jobs the play names, per host: " + out + jobLogs());
    }

    /** @return what the sweeps printed on each host */
    private String jobLogs() throws IOException {
        StringBuilder logs = new StringBuilder();
        for (String host : List.of("alpha", "beta")) {
            Path log = work.resolve("hosts").resolve(host).resolve("jobs.log");
            logs.append("\n== ").append(host).append(":\n").append(Files.exists(log) ? Files.readString(log) : "-");
        }
        return logs.toString();
    }

    /** @return "config #repetition" → the host its run names, from every fetched result.json (of 2 repetitions) */
    private static Map<String, String> hostsOfRuns(Path runs) throws IOException {
        Map<String, String> hosts = new TreeMap<>();
        for (Path file : files(runs)) {
            if (file.getFileName().toString().equals("result.json")) {
                RunResult result = ResultJson.read(file.getParent());
                assertEquals(2, result.repetition().of(), file + " is one of 2 repetitions");
                assertEquals("r" + result.repetition().index(), file.getParent().getParent().getFileName().toString(),
                        file + " lies in its repetition's folder");
                String previous = hosts.put(result.label() + " #" + result.repetition().index(),
                        result.environment().hostName());
                assertNull(previous, file + " repeats a run fetched from another host");
            }
        }
        return hosts;
    }

    /** @return "config #repetition" → its run folder, relative to {@code hosts}, of every result.json below it */
    private static Map<String, String> runFolders(Path hosts) throws IOException {
        Map<String, String> runs = new TreeMap<>();
        for (Path file : files(hosts)) {
            if (file.getFileName().toString().equals("result.json")) {
                RunResult result = ResultJson.read(file.getParent());
                runs.put(result.label() + " #" + result.repetition().index(),
                        hosts.relativize(file.getParent()).toString());
            }
        }
        return runs;
    }

    /** @return whether the stream holds the bytes, read in 1 MiB pieces that overlap by the bytes' length */
    private static boolean holds(InputStream in, byte[] wanted) throws IOException {
        byte[] buffer = new byte[(1 << 20) + wanted.length];
        int kept = 0;
        for (int read; (read = in.readNBytes(buffer, kept, buffer.length - kept)) > 0; ) {
            int end = kept + read;
            String text = new String(buffer, 0, end, StandardCharsets.ISO_8859_1);
            if (text.contains(new String(wanted, StandardCharsets.ISO_8859_1))) {
                return true;
            }
            kept = Math.min(wanted.length - 1, end);
            System.arraycopy(buffer, end - kept, buffer, 0, kept);
        }
        return false;
    }

    private static void deleteTree(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    /** @return every regular file below the folder, in order */
    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            return paths.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static Path onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path candidate = Path.of(dir, program);
            if (!dir.isEmpty() && Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
