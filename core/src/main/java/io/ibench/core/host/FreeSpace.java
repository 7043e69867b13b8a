package io.ibench.core.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/** The room left on the file system that holds a path, as {@code df} reports it to an unprivileged user. */
public final class FreeSpace {
    private FreeSpace() {
    }

    /**
     * @param path a file or directory
     * @return the bytes a user other than root may still write on its file system (statvfs {@code f_bavail}), or
     *         empty when the path or its file system cannot be read
     */
    public static OptionalLong usableBytes(Path path) {
        try {
            return OptionalLong.of(Files.getFileStore(path).getUsableSpace());
        } catch (IOException | SecurityException e) {
            return OptionalLong.empty();
        }
    }

    /**
     * @param bytes a number of bytes, ≥ 0
     * @return it for a sentence: {@code 512 bytes} below 1 MiB, else whole MiB, e.g. {@code 53 MiB}
     */
    public static String text(long bytes) {
        return bytes < 1024 * 1024 ? bytes + " bytes" : bytes / (1024 * 1024) + " MiB";
    }
}
