package io.ibench.core.host;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.OptionalLong;

/** The apparent size of a directory tree, as {@code du -bs} reports it. */
public final class DirectorySize {
    private DirectorySize() {
    }

    /**
     * @param directory a directory
     * @return the sum of its regular files' sizes in bytes, or empty when it cannot be read;
     *         files that vanish during the walk are skipped
     */
    public static OptionalLong bytes(Path directory) {
        if (!Files.isDirectory(directory) || !Files.isReadable(directory)) {
            return OptionalLong.empty();
        }
        long[] total = {0};
        try {
            Files.walkFileTree(directory, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    if (attributes.isRegularFile()) {
                        total[0] += attributes.size();
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(total[0]);
    }
}
