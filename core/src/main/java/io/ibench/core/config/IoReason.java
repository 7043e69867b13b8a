package io.ibench.core.config;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Why a file operation failed, in a few words for a message that already names the file: Java's
 * exceptions name their class and repeat the path, which a one-sentence message must not.
 */
public final class IoReason {
    private IoReason() {
    }

    /**
     * @param e a failed file operation
     * @return e.g. {@code no such file}, {@code permission denied}, {@code a file of that name exists}
     */
    public static String of(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "a file of that name exists";
        }
        if (e instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "the folder is not empty";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? "an input/output error" : message;
    }
}
