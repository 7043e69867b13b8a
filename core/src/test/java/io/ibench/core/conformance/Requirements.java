package io.ibench.core.conformance;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The one skip rule of the test suite: a test that needs a server, binary or tool this machine
 * lacks is skipped (not failed) with a message naming what it needs. {@code ./test}, the README's
 * test command, provides what it can (the RocksDB plugin, Chromium) before the tests run, so on a
 * machine it has prepared these skips fire only where the need cannot be met.
 */
public final class Requirements {
    private Requirements() {
    }

    /**
     * Skips the calling test unless {@code file} exists and is executable.
     *
     * @param file the binary the test runs, e.g. {@code /usr/sbin/mariadbd}
     * @param what what the binary is, for the message, e.g. {@code MariaDB 10.11 server}
     */
    public static void executable(Path file, String what) {
        assumeTrue(Files.isExecutable(file),
                () -> "skipped: needs the " + what + " at " + file + ", which this machine lacks");
    }

    /**
     * Skips the calling test unless {@code met} holds.
     *
     * @param met  whether the need is met
     * @param need what the test needs, as a noun phrase, e.g. {@code the RocksDB engine in the MariaDB test server}
     */
    public static void that(boolean met, String need) {
        assumeTrue(met, () -> "skipped: needs " + need);
    }
}
