package io.ibench.core.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The files of a server ibench starts that only their owner may read: the server's folder (data directory,
 * socket, rendered config) and its log folder mode 0700, its config, its logs and a password file for {@code initdb}
 * mode 0600 (a log may quote a statement, and the logs are kept with the results). A file system without POSIX
 * permissions keeps its defaults.
 */
public final class PrivateFiles {
    private static final Set<PosixFilePermission> OWNER_ONLY_FOLDER = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> OWNER_ONLY_FILE = PosixFilePermissions.fromString("rw-------");

    private PrivateFiles() {
    }

    /**
     * @param folder a folder, created when missing with its parents
     * @return the folder, mode 0700
     * @throws UncheckedIOException naming the folder when it cannot be created or restricted
     */
    public static Path folder(Path folder) {
        try {
            Files.createDirectories(folder);
            restrict(folder, OWNER_ONLY_FOLDER);
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + folder + " for its owner only: " + e.getMessage(), e);
        }
    }

    /**
     * Writes a file that only its owner may read: it is created (or emptied) mode 0600 before the text is written.
     *
     * @param file the file, in an existing folder
     * @param text its text, UTF-8
     * @return the file
     * @throws UncheckedIOException naming the file when it cannot be written
     */
    public static Path write(Path file, String text) {
        try {
            if (!Files.exists(file)) {
                Files.createFile(file);
            }
            restrict(file, OWNER_ONLY_FILE);
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.TRUNCATE_EXISTING);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Creates an empty file that only its owner may read, or restricts an existing one (a log a server appends to
     * at its next start); its folder is created mode 0700 when missing.
     *
     * @param file the file
     * @return the file, mode 0600
     * @throws UncheckedIOException naming the file when it cannot be created or restricted
     */
    public static Path file(Path file) {
        try {
            if (!Files.isDirectory(file.getParent())) {
                folder(file.getParent());
            }
            if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                Files.createFile(file);
            }
            restrict(file, OWNER_ONLY_FILE);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + file + " for its owner only: " + e.getMessage(), e);
        }
    }

    private static void restrict(Path path, Set<PosixFilePermission> permissions) throws IOException {
        try {
            Files.setPosixFilePermissions(path, permissions);
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: its own defaults apply
        }
    }
}
