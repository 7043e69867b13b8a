package io.ibench.core.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The files of a server ibench starts that only their owner may read: the server's folder (data directory,
 * socket, rendered config) mode 0700, its config and a password file for {@code initdb} mode 0600. A file system
 * without POSIX permissions keeps its defaults.
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

    private static void restrict(Path path, Set<PosixFilePermission> permissions) throws IOException {
        try {
            Files.setPosixFilePermissions(path, permissions);
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: its own defaults apply
        }
    }
}
