package io.ibench.core.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The Linux settings that change a benchmark's results, read once per run (docs/results.md,
 * "Dumps"): every readable {@code /proc/sys/vm/*}, the mount that holds a directory (device,
 * type, options, from {@code /proc/mounts}), the queue settings of its block device
 * ({@code /sys/block/<dev>/queue/*}; a partition's are its disk's), transparent huge pages
 * ({@code enabled}, {@code defrag}) and the CPU frequency governors. What a machine does not have
 * is recorded as {@value #ABSENT}.
 */
public final class OsSettings {
    /** The value of a setting the machine does not have. */
    public static final String ABSENT = "absent";
    /** The settings {@code result.json} keeps of all those read. */
    static final List<String> SUMMARISED = List.of("mount.device", "mount.type", "mount.options", "disk.name",
            "disk.queue.scheduler", "disk.queue.rotational", "disk.queue.read_ahead_kb", "disk.queue.nr_requests",
            "disk.queue.max_sectors_kb", "thp.enabled", "thp.defrag", "cpu.governor", "vm.swappiness",
            "vm.dirty_ratio", "vm.dirty_background_ratio", "vm.dirty_bytes", "vm.dirty_background_bytes",
            "vm.dirty_expire_centisecs", "vm.dirty_writeback_centisecs", "vm.overcommit_memory",
            "vm.zone_reclaim_mode", "vm.nr_hugepages");

    private final Path proc;
    private final Path sys;

    /**
     * @param proc the proc file system, {@code /proc}
     * @param sys  the sys file system, {@code /sys}
     */
    public OsSettings(Path proc, Path sys) {
        this.proc = proc;
        this.sys = sys;
    }

    /**
     * @param directory the server's data directory when the server is local, else the results folder
     * @return every setting read, name → value, in name order
     */
    public Map<String, String> read(Path directory) {
        Map<String, String> all = new TreeMap<>();
        try (Stream<Path> files = Files.list(proc.resolve("sys/vm"))) {
            files.sorted().forEach(f -> readable(f).ifPresent(v -> all.put("vm." + f.getFileName(), v)));
        } catch (IOException e) {
            all.put("vm", ABSENT);
        }
        mount(directory, all);
        Path thp = sys.resolve("kernel/mm/transparent_hugepage");
        all.put("thp.enabled", readable(thp.resolve("enabled")).orElse(ABSENT));
        all.put("thp.defrag", readable(thp.resolve("defrag")).orElse(ABSENT));
        TreeSet<String> governors = new TreeSet<>();
        try (Stream<Path> cpus = Files.list(sys.resolve("devices/system/cpu"))) {
            cpus.filter(c -> c.getFileName().toString().matches("cpu\\d+"))
                    .forEach(c -> readable(c.resolve("cpufreq/scaling_governor")).ifPresent(governors::add));
        } catch (IOException e) {
            // no CPUs listed: the governor is absent
        }
        all.put("cpu.governor", governors.isEmpty() ? ABSENT : String.join(",", governors));
        return all;
    }

    /**
     * @param all every setting read
     * @return the few that {@code result.json} keeps
     */
    public static Map<String, String> summary(Map<String, String> all) {
        Map<String, String> summary = new TreeMap<>();
        SUMMARISED.stream().filter(all::containsKey).forEach(name -> summary.put(name, all.get(name)));
        return summary;
    }

    private void mount(Path directory, Map<String, String> into) {
        String path;
        try {
            path = directory.toRealPath().toString();
        } catch (IOException e) {
            path = directory.toAbsolutePath().normalize().toString();
        }
        String[] best = null;
        for (String line : text(proc.resolve("mounts")).orElse("").split("\n")) {
            String[] f = line.split(" ");
            if (f.length >= 4 && covers(f[1], path) && (best == null || f[1].length() >= best[1].length())) {
                best = f;
            }
        }
        if (best == null) {
            into.put("mount.device", ABSENT);
            return;
        }
        into.put("mount.device", best[0]);
        into.put("mount.point", best[1]);
        into.put("mount.type", best[2]);
        into.put("mount.options", best[3]);
        Path queue = queueOf(best[0]);
        if (queue == null) {
            into.put("disk.name", ABSENT + " (" + best[0] + " is not a block device)");
            return;
        }
        into.put("disk.name", queue.getParent().getFileName().toString());
        try (Stream<Path> files = Files.list(queue)) {
            files.filter(Files::isRegularFile).sorted()
                    .forEach(f -> readable(f).ifPresent(v -> into.put("disk.queue." + f.getFileName(), v)));
        } catch (IOException e) {
            into.put("disk.queue", ABSENT);
        }
    }

    private static boolean covers(String mountPoint, String path) {
        return path.equals(mountPoint) || mountPoint.equals("/")
                || path.startsWith(mountPoint.endsWith("/") ? mountPoint : mountPoint + "/");
    }

    /** @return the queue folder of a device's disk ({@code sys/class/block/<disk>/queue}), or null */
    private Path queueOf(String device) {
        if (!device.startsWith("/dev/")) {
            return null;
        }
        String name;
        try {
            name = Path.of(device).toRealPath().getFileName().toString();
        } catch (IOException e) {
            name = Path.of(device).getFileName().toString();
        }
        try {
            Path block = sys.resolve("class/block").resolve(name).toRealPath();
            Path disk = Files.exists(block.resolve("partition")) ? block.getParent() : block;
            return Files.isDirectory(disk.resolve("queue")) ? disk.resolve("queue") : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** @return a setting's value on one line */
    private static Optional<String> readable(Path file) {
        return text(file).map(t -> t.strip().replace('\n', ' ').replace('\t', ' '));
    }

    private static Optional<String> text(Path file) {
        try {
            return Optional.of(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }
}
