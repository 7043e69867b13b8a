package io.ibench.core.result;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * A run's folder: {@code result.json}, written atomically after every step, one interval TSV
 * per step, and captures of server status. While a run writes to it, the store holds an
 * exclusive lock on {@value #LOCK_FILE}, so a second process cannot resume the same run.
 */
public final class ResultStore implements AutoCloseable {
    /** The lock file in the run folder. */
    public static final String LOCK_FILE = "run.lock";

    private final Path directory;
    private final FileChannel lockChannel;

    private ResultStore(Path directory) {
        this.directory = directory;
        this.lockChannel = lock(directory);
    }

    private static FileChannel lock(Path directory) {
        Path file = directory.resolve(LOCK_FILE);
        FileChannel channel = null;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            if (channel.tryLock() != null) {
                return channel;
            }
        } catch (OverlappingFileLockException e) {
            // held by this process
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock " + file + ": " + e.getMessage(), e);
        }
        try {
            channel.close();
        } catch (IOException e) {
            // nothing held
        }
        throw new ResultFileException(directory + " is in use by another ibench run");
    }

    /**
     * Opens the folder of an earlier run to continue it.
     *
     * @param directory an existing run folder
     * @return the store, locked
     * @throws ResultFileException when another process is running it
     */
    public static ResultStore open(Path directory) {
        return new ResultStore(directory);
    }

    /** Releases the folder's lock. */
    @Override
    public void close() {
        try {
            lockChannel.close();
        } catch (IOException e) {
            // the lock goes with the channel either way
        }
    }

    /**
     * Creates a new run folder {@code <root>/<runId>}, adding {@code -2}, {@code -3}, … when the name is taken.
     *
     * @param root  the results folder, created when missing
     * @param runId the run's preferred folder name
     * @return the store
     * @throws UncheckedIOException when the folder cannot be created
     */
    public static ResultStore create(Path root, String runId) {
        try {
            Files.createDirectories(root);
            for (int n = 1; ; n++) {
                Path candidate = root.resolve(n == 1 ? runId : runId + "-" + n);
                try {
                    return new ResultStore(Files.createDirectory(candidate));
                } catch (FileAlreadyExistsException e) {
                    // try the next suffix
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a run folder in " + root + ": " + e.getMessage(), e);
        }
    }

    /** @return the run folder */
    public Path directory() {
        return directory;
    }

    /** @return the folder's name, which is the run id */
    public String runId() {
        return directory.getFileName().toString();
    }

    /**
     * Replaces {@code result.json} with {@code result}: written to a temporary file, then
     * renamed, so a reader or a crash never sees half a file.
     *
     * @param result the run result so far
     */
    public void write(RunResult result) {
        writeAtomically(directory.resolve(ResultJson.FILE_NAME), ResultJson.toJson(result));
    }

    /**
     * @param name a file name inside the run folder, e.g. {@code l.i1.intervals.tsv}
     * @return its path
     */
    public Path file(String name) {
        return directory.resolve(name);
    }

    /**
     * Writes a file through a temporary sibling, forced to the disk, and a rename (then the folder forced too), so a
     * reader, a crash or a power loss never sees half of it: the file is the old one or the new one, whole. When the
     * temporary file cannot be written (a full disk), it is deleted and the old file stays as it was.
     *
     * @param file    target path
     * @param content text to write, UTF-8
     * @throws UncheckedIOException naming the file when it cannot be written
     */
    public static void writeAtomically(Path file, String content) {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(content.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
            forceFolder(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException ignored) {
                // the write's error is the one to report
            }
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** Forces a folder's entries (a rename) to the disk; a file system that cannot open a folder is left alone. */
    private static void forceFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // not every file system lets a folder be opened; the rename itself is atomic
        }
    }
}
