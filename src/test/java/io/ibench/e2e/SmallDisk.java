package io.ibench.e2e;

import io.ibench.core.conformance.Requirements;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A small file system of the test's own: a tmpfs mounted on a folder (which needs root; the test is skipped
 * otherwise, saying so), which the test fills with a ballast file at the moment it chooses and frees again. Closing
 * unmounts it, whatever happened.
 */
final class SmallDisk implements AutoCloseable {
    private final Path mountPoint;
    private final Path ballast;

    private SmallDisk(Path mountPoint) {
        this.mountPoint = mountPoint;
        this.ballast = mountPoint.resolve("ballast");
    }

    /**
     * @param mountPoint an empty folder, created when missing
     * @param megabytes  the file system's size, MiB
     * @return the mounted file system
     */
    static SmallDisk mount(Path mountPoint, int megabytes) throws IOException, InterruptedException {
        Requirements.skipUnless("root".equals(System.getProperty("user.name")), "root to mount a small file system "
                + "(tmpfs); run the tests as root to fill a disk");
        Files.createDirectories(mountPoint);
        assertEquals(0, run("mount", "-t", "tmpfs", "-o", "size=" + megabytes + "m", "tmpfs", mountPoint.toString()),
                "mount a tmpfs on " + mountPoint);
        return new SmallDisk(mountPoint);
    }

    /** Writes the ballast until the file system has no room left. */
    void fill() throws IOException {
        byte[] megabyte = new byte[1024 * 1024];
        try (OutputStream out = Files.newOutputStream(ballast)) {
            while (true) {
                out.write(megabyte);
            }
        } catch (IOException e) {
            if (!String.valueOf(e.getMessage()).contains("No space left on device")) {
                throw e;
            }
        }
    }

    /** Deletes the ballast. */
    void free() throws IOException {
        Files.deleteIfExists(ballast);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        if (run("umount", mountPoint.toString()) != 0) {
            run("umount", "-l", mountPoint.toString());
        }
    }

    private static int run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(List.of(command)).inheritIO().start();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }
}
