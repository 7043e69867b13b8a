package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.result.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The password never leaves the process: a user with a password runs the benchmark with
 * {@code --verbose}, once successfully with the password from {@code IBENCH_PASSWORD}, once with
 * a failing step with it from {@code --password-file}, and once with a wrong password; then
 * {@code ibench report} and every format of {@code ibench compare} are made from those results.
 * Neither password appears in any output (stack traces included) or in any file written
 * (result.json, interval and probe TSVs, cleanup captures, the HTML report).
 */
class SecretsIT {
    private static final String DB = "ibench_safety_secrets";
    private static final String USER = "ibench_safety";
    private static final String PASSWORD = "Safety-Pa55-0c7e9b";
    private static final String WRONG = "Wrong-Pa55-51d2aa";

    @TempDir
    Path work;

    /** Outside {@link #work}, so that the search of every written file does not find the password file itself. */
    @TempDir
    Path secrets;

    private final List<Ibench.Result> outputs = new ArrayList<>();

    @RegisterExtension
    final DatabaseWithUser server = new DatabaseWithUser(DB, USER, PASSWORD);

    private Ibench.Result ibench(Map<String, String> environment, String... args) throws Exception {
        Ibench.Result result = Ibench.run(work, environment, args);
        outputs.add(result);
        return result;
    }

    private Ibench.Result run(Map<String, String> environment, String results, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("run", "--url=" + TestServer.URL + DB, "--user=" + USER,
                "--verbose", "--no-progress", "--rows-per-table=2000", "--query-seconds=2",
                "--results=" + work.resolve(results)));
        args.addAll(List.of(more));
        return ibench(environment, args.toArray(String[]::new));
    }

    @Test
    void noOutputOrFileOfRunsReportsAndComparisonsContainsThePassword() throws Exception {
        Ibench.Result ok = run(Map.of("IBENCH_PASSWORD", PASSWORD), "ok", "--steps=l.i0,l.x,qp100",
                "--label=secrets.ok");
        assertEquals(0, ok.exitCode(), "the password from the environment is used: " + ok.all());
        RunResult okRun = ResultFiles.read(work.resolve("ok"));
        assertEquals(true, ((Map<?, ?>) okRun.config().get("connection")).get("passwordGiven"));

        Path passwordFile = Files.writeString(secrets.resolve("password"), PASSWORD + "\n");
        Ibench.Result failed = run(Map.of(), "failed", "--password-file=" + passwordFile, "--steps=l.i0,qr100",
                "--label=secrets.failed");
        assertEquals(1, failed.exitCode(), "qr100 fails without the indexes of l.x: " + failed.all());
        assertTrue(failed.err().contains("\nibench run: step qr100 failed: "),
                "after the log lines of --verbose: " + failed.err());
        assertTrue(failed.err().contains("\tat "), "--verbose shows the stack trace: " + failed.err());

        Ibench.Result denied = run(Map.of("IBENCH_PASSWORD", WRONG), "denied", "--steps=l.i0");
        assertEquals(2, denied.exitCode(), denied.all());
        assertTrue(denied.err().contains("\nibench run: access denied for user '" + USER + "'"), denied.err());
        assertTrue(denied.err().contains("\tat "), "--verbose shows the stack trace: " + denied.err());

        String okRunFolder = ResultFiles.onlyRun(work.resolve("ok")).toString();
        String failedRunFolder = ResultFiles.onlyRun(work.resolve("failed")).toString();
        Ibench.Result report = ibench(Map.of(), "report", okRunFolder, failedRunFolder, "--base=secrets.ok",
                "-o", work.resolve("report.html").toString(), "--verbose");
        assertEquals(2, report.exitCode(), "the failed run is reported as a problem: " + report.all());
        assertTrue(report.all().contains("run secrets.failed did not complete"), report.all());
        assertTrue(Files.readString(work.resolve("report.html")).contains("secrets.failed"),
                "both runs are in the report");
        for (String format : List.of("text", "csv", "json", "markdown")) {
            Ibench.Result compare = ibench(Map.of(), "compare", okRunFolder, failedRunFolder, "--base=secrets.ok",
                    "--format=" + format, "--verbose");
            assertEquals(3, compare.exitCode(), "the failed run's failed step fails the gate: " + compare.all());
            assertTrue(compare.out().contains("secrets.failed"), compare.out());
        }

        Leaks.assertAbsent(PASSWORD, work, outputs);
        Leaks.assertAbsent(WRONG, work, outputs);
    }
}
