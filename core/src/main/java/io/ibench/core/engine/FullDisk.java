package io.ibench.core.engine;

import io.ibench.core.host.FreeSpace;
import io.ibench.core.lang.Throwables;
import io.ibench.core.spi.LocalServer;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * Names the server's full disk in the one sentence that fails a step (docs/errors.md#full-disks): for a server on
 * this host, the disk that holds its data directory and the room left on it; for another, only that its disk is
 * full, as the server said.
 */
final class FullDisk {
    private final Path dataDirectory;
    private final Function<Path, OptionalLong> freeSpace;

    /** @param local the server when it runs on this host, else null */
    FullDisk(LocalServer local) {
        this(local == null ? null : local.dataDirectory(), FreeSpace::usableBytes);
    }

    /**
     * @param dataDirectory the data directory of a server on this host, or null
     * @param freeSpace     the room left on the disk holding a path ({@link FreeSpace#usableBytes})
     */
    FullDisk(Path dataDirectory, Function<Path, OptionalLong> freeSpace) {
        this.dataDirectory = dataDirectory;
        this.freeSpace = freeSpace;
    }

    /** @return the data directory of a server on this host, or null */
    Path dataDirectory() {
        return dataDirectory;
    }

    /** @return the room left on the disk holding the data directory, when the server is on this host */
    OptionalLong freeBytes() {
        return dataDirectory == null ? OptionalLong.empty() : freeSpace.apply(dataDirectory);
    }

    /**
     * @param error a statement's failure that the adapter classified as a full disk
     * @return the sentence that fails the step, e.g. {@code the server's disk is full (the disk holding its data
     *         directory /data/server has 53 MiB free): The table 'pi1' is full}
     */
    String explain(SQLException error) {
        OptionalLong free = freeBytes();
        return "the server's disk is full" + (free.isEmpty() ? "" : " (the disk holding its data directory "
                + dataDirectory + " has " + FreeSpace.text(free.getAsLong()) + " free)") + ": "
                + Throwables.firstLine(error);
    }
}
