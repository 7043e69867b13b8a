package io.ibench.core.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the I/O counters of some whole disks from Linux's {@code /proc/diskstats} — one small
 * file read per sample, where OSHI's per-disk update re-enumerates every block device and costs
 * about a millisecond per disk. Sectors are 512 bytes there whatever the device's block size.
 */
final class ProcDiskStats {
    /** Reads, bytes read, writes and bytes written since boot, summed over the disks. */
    record Totals(long reads, long readBytes, long writes, long writeBytes) {
    }

    private static final Path FILE = Path.of("/proc/diskstats");
    private static final int SECTOR_BYTES = 512;

    private final Path file;
    private final Set<String> devices;

    private ProcDiskStats(Path file, Set<String> devices) {
        this.file = file;
        this.devices = devices;
    }

    /**
     * @param diskNames disks as OSHI names them, e.g. {@code /dev/vda}
     * @return a reader for them, or empty when this is not Linux or a disk is not listed
     */
    static Optional<ProcDiskStats> forDisks(List<String> diskNames) {
        return forDisks(FILE, diskNames);
    }

    static Optional<ProcDiskStats> forDisks(Path file, List<String> diskNames) {
        Set<String> devices = Set.copyOf(diskNames.stream().map(n -> n.substring(n.lastIndexOf('/') + 1)).toList());
        ProcDiskStats stats = new ProcDiskStats(file, devices);
        try {
            return stats.read().found == devices.size() && !devices.isEmpty() ? Optional.of(stats) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * @return the disks' counters now
     * @throws IOException when the file cannot be read
     */
    Totals totals() throws IOException {
        return read().totals;
    }

    private record Reading(Totals totals, int found) {
    }

    private Reading read() throws IOException {
        long reads = 0;
        long readSectors = 0;
        long writes = 0;
        long writeSectors = 0;
        int found = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
            String[] f = line.trim().split("\\s+");
            // major minor name reads merged sectors ms writes merged sectors ms …
            if (f.length >= 10 && devices.contains(f[2])) {
                reads += Long.parseLong(f[3]);
                readSectors += Long.parseLong(f[5]);
                writes += Long.parseLong(f[7]);
                writeSectors += Long.parseLong(f[9]);
                found++;
            }
        }
        return new Reading(new Totals(reads, readSectors * SECTOR_BYTES, writes, writeSectors * SECTOR_BYTES), found);
    }
}
