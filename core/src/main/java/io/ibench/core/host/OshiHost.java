package io.ibench.core.host;

import io.ibench.core.spi.LocalServer;
import oshi.SystemInfo;
import oshi.hardware.CentralProcessor;
import oshi.hardware.GlobalMemory;
import oshi.hardware.HWDiskStore;
import oshi.hardware.HWPartition;
import oshi.software.common.os.linux.LinuxOperatingSystem;
import oshi.software.os.OSFileStore;
import oshi.software.os.OperatingSystem;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Samples the host: CPU time by state and context switches (Linux: {@code /proc/stat}, else
 * OSHI), memory (OSHI), the disks that hold the server's data directory, or all disks when it is
 * unknown or remote (OSHI finds them; on Linux their counters come from {@code /proc/diskstats}), the server's process
 * tree when the server is local on Linux ({@link ServerProcesses}, which follows a restart), and the ibench JVM
 * itself. One sample costs about
 * 0.3 ms of CPU with MariaDB, 1 ms with a Postgres of a dozen processes. Not thread-safe.
 */
public final class OshiHost {
    private final CentralProcessor cpu;
    private final GlobalMemory memory;
    private final OperatingSystem os;
    private final List<HWDiskStore> disks;
    private static final Path PROC = Path.of("/proc");
    /** Clock ticks per second of Linux's {@code /proc} times on every mainstream architecture. */
    private static final long USER_HZ = 100;

    private final String scope;
    private final ServerProcesses serverProcesses;
    /** Linux's cheap, uncached paths to the CPU and disk counters; null elsewhere, or after they failed once. */
    private ProcStat procStat;
    private ProcDiskStats procDisks;
    private final MemoryMXBean heap = ManagementFactory.getMemoryMXBean();

    /**
     * @param server the server when it runs on this host, else null
     */
    public OshiHost(LocalServer server) {
        SystemInfo system = new SystemInfo();
        this.cpu = system.getHardware().getProcessor();
        this.memory = system.getHardware().getMemory();
        this.os = system.getOperatingSystem();
        List<HWDiskStore> all = system.getHardware().getDiskStores();
        List<HWDiskStore> holding = server == null ? List.of() : disksHolding(server.dataDirectory(), all);
        String disksScope;
        if (!holding.isEmpty()) {
            this.disks = holding;
            disksScope = "disk " + names(holding) + " holding " + server.dataDirectory();
        } else {
            this.disks = all.stream().filter(d -> !isVirtual(d.getName())).toList();
            disksScope = "all disks (" + names(disks) + ")"
                    + (server == null ? "; the server is not on this host" : "");
        }
        this.procStat = ProcStat.of(PROC.resolve("stat")).orElse(null);
        this.procDisks = ProcDiskStats.forDisks(disks.stream().map(HWDiskStore::getName).toList()).orElse(null);
        this.serverProcesses = server == null ? null
                : ServerProcesses.of(PROC, server, ticksPerSecond(os), memory.getPageSize()).orElse(null);
        this.scope = server != null && serverProcesses == null
                ? disksScope + "; the server's processes are not readable" : disksScope;
    }

    private static long ticksPerSecond(OperatingSystem os) {
        return os instanceof LinuxOperatingSystem linux ? linux.getHz() : USER_HZ;
    }

    /** @return which disks and processes the samples cover, for the results */
    public String scope() {
        return scope;
    }


    /** @return the counters now */
    public HostCounters sample() {
        ProcStat.Reading stat = procStat == null ? null : procStatReading();
        long[] ticks = stat != null ? stat.cpuTicks() : cpu.getSystemCpuLoadTicks();
        long contextSwitches = stat != null ? stat.contextSwitches() : cpu.getContextSwitches();
        long reads = 0;
        long readBytes = 0;
        long writes = 0;
        long writeBytes = 0;
        ProcDiskStats.Totals fast = procDisks == null ? null : procDiskTotals();
        if (fast != null) {
            reads = fast.reads();
            readBytes = fast.readBytes();
            writes = fast.writes();
            writeBytes = fast.writeBytes();
        } else {
            for (HWDiskStore disk : disks) {
                disk.updateAttributes();
                reads += disk.getReads();
                readBytes += disk.getReadBytes();
                writes += disk.getWrites();
                writeBytes += disk.getWriteBytes();
            }
        }
        ProcessTree.Totals tree = serverProcesses == null ? null : serverProcesses.sample().orElse(null);
        return new HostCounters(System.nanoTime(), ticks, contextSwitches, reads, readBytes, writes, writeBytes,
                memory.getTotal() - memory.getAvailable(), tree == null ? -1 : tree.cpuMillis(),
                tree == null ? -1 : tree.maxRssBytes(), tree == null ? -1 : tree.readBytes(),
                tree == null ? -1 : tree.writeBytes(), ProcessTimes.cpuNanos(),
                heap.getHeapMemoryUsage().getUsed());
    }

    private ProcStat.Reading procStatReading() {
        try {
            return procStat.read();
        } catch (IOException | RuntimeException e) {
            procStat = null;
            return null;
        }
    }

    private ProcDiskStats.Totals procDiskTotals() {
        try {
            return procDisks.totals();
        } catch (IOException | RuntimeException e) {
            procDisks = null;
            return null;
        }
    }

    /** @return the disks that hold the file system the directory is on (empty when unknown) */
    private List<HWDiskStore> disksHolding(Path directory, List<HWDiskStore> all) {
        String path;
        try {
            path = directory.toRealPath().toString();
        } catch (IOException e) {
            return List.of();
        }
        OSFileStore best = null;
        for (OSFileStore store : os.getFileSystem().getFileStores()) {
            String mount = store.getMount();
            if ((path.equals(mount) || path.startsWith(mount.endsWith("/") ? mount : mount + "/"))
                    && (best == null || mount.length() > best.getMount().length())) {
                best = store;
            }
        }
        if (best == null) {
            return List.of();
        }
        String volume = best.getVolume();
        List<HWDiskStore> holding = new ArrayList<>();
        for (HWDiskStore disk : all) {
            boolean match = disk.getName().equals(volume);
            for (HWPartition partition : disk.getPartitions()) {
                match |= ("/dev/" + partition.getIdentification()).equals(volume)
                        || partition.getIdentification().equals(volume);
            }
            if (match) {
                holding.add(disk);
            }
        }
        return holding;
    }

    private static boolean isVirtual(String name) {
        return name.matches(".*/(loop|ram|zram|sr)\\d+$");
    }

    private static String names(List<HWDiskStore> disks) {
        return String.join(", ", disks.stream().map(HWDiskStore::getName).toList());
    }
}
