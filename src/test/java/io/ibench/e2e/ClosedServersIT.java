package io.ibench.e2e;

import io.ibench.adapter.mysql.UpstreamMySql;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every server ibench starts is closed, tried as an attacker would (docs/sweeps.md, "A server ibench starts"): a
 * second local user ({@link OtherUser}) tries every socket and port the servers of an upstream MySQL 8.0.31 sweep,
 * of the embedded MySQL, of a MariaDB sweep and of a PostgreSQL sweep listen on, during the first start that
 * secures a fresh MySQL-family data directory and during the run's start ({@link ServerWatch}), and gets in nowhere
 * without the password; nothing listens that ibench did not ask for (MySQL's X Plugin). A password never reaches a
 * file of the results or the data directory, not even with the slow and general logs of every statement on, and the
 * logs are the owner's only. An empty password file, and a config that opens a door of the server without
 * {@code --trust-config}, are refused before anything starts. Sizes are tiny: l.i0 of 1k rows.
 */
class ClosedServersIT {
    private static final String PASSWORD = "Closed-Sw33p-5e1f";
    private static final String MARIADB = "/usr";
    private static final String POSTGRES = "/usr/lib/postgresql/15";

    @TempDir
    Path work;

    /** Outside {@link #work}, so that searching the results for the password does not find its file. */
    @TempDir
    Path secrets;

    @BeforeEach
    void othersMayEnterTheWorkFolder() throws IOException {
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private Path passwordFile() throws IOException {
        Path file = Files.writeString(secrets.resolve("password"), PASSWORD + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file;
    }

    /** @return the tool's result, after it ran with every server it started watched */
    private static Watched watched(OtherUser.Client client, Ibench.Running tool) throws Exception {
        try (ServerWatch watch = new ServerWatch(tool.process(), client)) {
            Ibench.Result result = tool.await(10, TimeUnit.MINUTES);
            return new Watched(result, watch.sightings());
        }
    }

    private record Watched(Ibench.Result result, List<ServerWatch.Sighting> sightings) {
        /** Asserts that a first start (socket only) and a networked start were caught, and no door was open. */
        void assertClosed(String what) {
            assertEquals(0, result.exitCode(), result.all());
            assertTrue(sightings.stream().anyMatch(s -> s.has("--skip-networking")),
                    what + ": its first start, on its socket only, was caught: " + sightings);
            assertTrue(sightings.stream().anyMatch(s -> !s.has("--skip-networking")),
                    what + ": its networked start was caught: " + sightings);
            for (ServerWatch.Sighting s : sightings) {
                assertEquals(List.of(), s.findings(), what + ": " + s.arguments());
                assertEquals(s.has("--skip-networking") ? 1 : 2, s.listeners().size(),
                        what + ": its socket, and its port when networked: " + s.listeners());
            }
        }
    }

    @Test
    void anUpstreamMySql8031SweepLetsNoOtherUserInDuringItsFirstStartOrAfter() throws Exception {
        OtherUser.assume(OtherUser.Client.MYSQL);
        Ibench.Running tool = Ibench.start(work, "sweep", "--dbms=mysql",
                "--basedir=" + UpstreamMySql.MYSQL_8_0_31.basedir(), "--config=base", "--steps=l.i0",
                "--rows-per-table=1k", "--memory=1g", "--password-file=" + passwordFile(), "--results=results",
                "--no-progress");
        watched(OtherUser.Client.MYSQL, tool).assertClosed("MySQL 8.0.31 in a sweep");
        assertNoFileHoldsThePassword(work);
    }

    @Test
    void theEmbeddedMySqlLetsNoOtherUserInDuringItsFirstStartOrAfter() throws Exception {
        OtherUser.assume(OtherUser.Client.MYSQL);
        Ibench.Running tool = Ibench.start(work, "run", "--dbms=mysql", "--steps=l.i0", "--rows-per-table=1k",
                "--results=results", "--no-progress");
        watched(OtherUser.Client.MYSQL, tool).assertClosed("the embedded MySQL");
    }

    /**
     * A MariaDB sweep with every statement in the slow and general logs and the binary log on, with a trusted config
     * (it lets clients load files, an open door): the password is in no file of the results or the kept data
     * directory, the logs copied into the run are the owner's only, and the run records the trust.
     */
    @Test
    void aMariaDbSweepWithEveryStatementLoggedKeepsThePasswordOutOfEveryFile() throws Exception {
        Requirements.executable(Path.of(MARIADB, "sbin/mariadbd"), "MariaDB 10.11 server");
        OtherUser.assume(OtherUser.Client.MYSQL);
        Path config = Files.writeString(work.resolve("logged.cnf"), "!include base.cnf\nslow_query_log = 1\n"
                + "long_query_time = 0\nslow_query_log_file = slow.log\ngeneral_log = 1\n"
                + "general_log_file = general.log\nlocal_infile = 1\n");
        Ibench.Running tool = Ibench.start(work, "sweep", "--dbms=mariadb", "--basedir=" + MARIADB,
                "--config=" + config, "--trust-config", "--steps=l.i0", "--rows-per-table=1k", "--memory=1g",
                "--password-file=" + passwordFile(), "--data-dir=data", "--keep-data", "--results=results",
                "--no-progress");
        watched(OtherUser.Client.MYSQL, tool).assertClosed("MariaDB in a sweep");
        Path configFolder;
        try (Stream<Path> sweeps = Files.list(work.resolve("results"))) {
            configFolder = sweeps.filter(Files::isDirectory).findFirst().orElseThrow().resolve("logged");
        }
        Path run = ResultFiles.runIn(configFolder);
        RunResult result = ResultJson.read(run);
        assertEquals(true, result.config().get("trustConfig"));
        String general = Files.readString(work.resolve("data/logged/data/general.log"));
        assertTrue(general.contains("insert into"), "the general log holds the run's statements: " + general.length());
        for (Path log : List.of(run.resolve("server/slow.log"), run.resolve("server/error.log"),
                configFolder.resolve("server/error.log"), configFolder.resolve("server/initialize.log"))) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(log,
                    LinkOption.NOFOLLOW_LINKS)), log.toString());
        }
        assertTrue(Files.readString(run.resolve("server/slow.log")).contains("insert into"));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(work.resolve(
                "data/logs"))), "the folder the server logs into while it runs");
        assertNoFileHoldsThePassword(work);
    }

    @Test
    void aPostgresSweepLetsNoOtherUserIn() throws Exception {
        Requirements.executable(Path.of(POSTGRES, "bin/postgres"), "PostgreSQL 15 server");
        OtherUser.assume(OtherUser.Client.POSTGRES);
        Ibench.Running tool = Ibench.start(work, "sweep", "--dbms=postgres", "--basedir=" + POSTGRES,
                "--config=base", "--steps=l.i0", "--rows-per-table=1k", "--password-file=" + passwordFile(),
                "--results=results", "--no-progress");
        Watched watched = watched(OtherUser.Client.POSTGRES, tool);
        assertEquals(0, watched.result().exitCode(), watched.result().all());
        assertEquals(1, watched.sightings().size(), watched.sightings().toString());
        assertEquals(List.of(), watched.sightings().get(0).findings());
        assertEquals(2, watched.sightings().get(0).listeners().size(), watched.sightings().toString());
        assertNoFileHoldsThePassword(work);
    }

    @Test
    void anEmptyPasswordFileIsRefusedBeforeAnythingStarts() throws Exception {
        Path empty = Files.writeString(secrets.resolve("empty"), "\n");
        Ibench.Result refused = Ibench.run(work, "sweep", "--dbms=mariadb", "--basedir=" + MARIADB, "--config=base",
                "--password-file=" + empty, "--results=results");
        assertEquals(2, refused.exitCode(), refused.all());
        assertEquals("ibench sweep: --password-file " + empty + " has an empty first line, and a server ibench starts "
                + "never lets its admin user in without a password over TCP; write the password on the first line, "
                + "or leave --password-file out to keep each server on its socket", refused.err().strip());
        assertFalse(Files.exists(work.resolve("results")), "nothing was started");
    }

    @Test
    void aConfigThatOpensADoorOrReadsOutsideItsSetIsRefusedBeforeAnythingStarts() throws Exception {
        Requirements.executable(Path.of(MARIADB, "sbin/mariadbd"), "MariaDB 10.11 server");
        Path evil = Files.writeString(work.resolve("evil.cnf"), "!include base.cnf\n"
                + "init_file = /tmp/create-evil-account.sql\n");
        Ibench.Result refused = Ibench.run(work, "sweep", "--dbms=mariadb", "--basedir=" + MARIADB,
                "--config=" + evil, "--results=results");
        assertEquals(2, refused.exitCode(), refused.all());
        assertEquals("ibench sweep: " + evil.toAbsolutePath() + ":2: option init_file runs SQL statements that ibench "
                + "never sees, as the superuser, at every start (an account without a password, for one), so ibench "
                + "refuses it unless --trust-config is given", refused.err().strip());
        Path passwd = Files.writeString(work.resolve("passwd.cnf"), "!include /etc/passwd\n");
        Ibench.Result outside = Ibench.run(work, "sweep", "--dbms=mariadb", "--basedir=" + MARIADB,
                "--config=" + passwd, "--trust-config", "--results=results");
        assertEquals(2, outside.exitCode(), outside.all());
        assertEquals("ibench sweep: " + passwd.toAbsolutePath() + ":1: the include of '/etc/passwd' names a path, "
                + "and a config includes only files of its own set, by name (e.g. base.cnf)", outside.err().strip());
        assertFalse(Files.exists(work.resolve("results")), "nothing was started");
    }

    /** Asserts that no file under the folder holds the password, as written or in any form a log quotes it. */
    private static void assertNoFileHoldsThePassword(Path folder) throws IOException {
        byte[] needle = PASSWORD.getBytes(StandardCharsets.UTF_8);
        List<Path> holding = new ArrayList<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                        && contains(Files.readAllBytes(file), needle)) {
                    holding.add(file);
                }
            }
        }
        assertEquals(List.of(), holding, "files holding the password");
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
