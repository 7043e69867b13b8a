package io.ibench.core.conformance;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The one skip rule of the test suite: a test that needs a server, binary, tool or permission that
 * {@code ./test}, the README's test command, provides (MariaDB with RocksDB, PostgreSQL, the binaries of the
 * servers the tests start, perf, Chromium, ansible-playbook, tar) is skipped (not failed) when this machine lacks
 * it, with a message naming what it needs; in CI ({@value #PROVISIONED}{@code =1}, which {@code .ci/run} sets) the
 * same test fails instead, because a missing piece there means {@code ./test} failed to provide it. Only what
 * {@code ./test} cannot provide stays a skip everywhere: a Docker engine (the container tests), and how the suite
 * was started (not as root, against servers elsewhere): see {@link #skipUnless}.
 */
public final class Requirements {
    /** The environment variable that makes a missing requirement a failure: {@code 1} in CI. */
    public static final String PROVISIONED = "IBENCH_CI_PROVISIONED";

    private Requirements() {
    }

    /**
     * Skips the calling test unless {@code file} exists and is executable; fails it instead in CI.
     *
     * @param file the binary the test runs, e.g. {@code /usr/sbin/mariadbd}
     * @param what what the binary is, for the message, e.g. {@code MariaDB 10.11 server}
     */
    public static void executable(Path file, String what) {
        that(Files.isExecutable(file), "the " + what + " at " + file + ", which this machine lacks");
    }

    /**
     * Skips the calling test unless {@code met} holds; fails it instead in CI, where {@code ./test} provided
     * every such requirement.
     *
     * @param met  whether the need is met
     * @param need what the test needs, as a noun phrase, e.g. {@code the RocksDB engine in the MariaDB test server}
     */
    public static void that(boolean met, String need) {
        check(met, need, "1".equals(System.getenv(PROVISIONED)));
    }

    /**
     * @param provisioned whether {@code ./test} provided every requirement ({@value #PROVISIONED}{@code =1})
     * @see #that
     */
    static void check(boolean met, String need, boolean provisioned) {
        if (!met && provisioned) {
            fail("needs " + need + ", which ./test provides: in CI (" + PROVISIONED + "=1) a missing requirement "
                    + "fails the test");
        }
        assumeTrue(met, () -> "skipped: needs " + need);
    }

    /**
     * Skips the calling test unless {@code met} holds, in CI too: for what {@code ./test} cannot provide, such as
     * root or the local server when the tests were pointed at another.
     *
     * @param met  whether the condition holds
     * @param need what the test needs, as a noun phrase, e.g. {@code root to mount a small file system}
     */
    public static void skipUnless(boolean met, String need) {
        assumeTrue(met, () -> "skipped: needs " + need);
    }
}
