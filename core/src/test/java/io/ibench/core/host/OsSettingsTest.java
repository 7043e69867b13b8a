package io.ibench.core.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class OsSettingsTest {
    @TempDir
    Path root;

    private Path file(String path, String content) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, content);
    }

    @Test
    void readsTheVmSettingsTheDiskOfAPartitionItsMountAndMarksWhatIsAbsent() throws IOException {
        Path proc = root.resolve("proc");
        Path sys = root.resolve("sys");
        Path data = Files.createDirectories(root.resolve("srv/data"));
        file("proc/sys/vm/swappiness", "60\n");
        file("proc/sys/vm/dirty_ratio", "20\n");
        file("proc/mounts", "/dev/root / ext4 rw 0 0\n/dev/sdb1 " + root.resolve("srv") + " xfs rw,noatime 0 0\n");
        file("sys/devices/sdb/queue/scheduler", "[mq-deadline] none\n");
        file("sys/devices/sdb/queue/rotational", "0\n");
        file("sys/devices/sdb/sdb1/partition", "1\n");
        Files.createDirectories(sys.resolve("class/block"));
        Files.createSymbolicLink(sys.resolve("class/block/sdb1"), sys.resolve("devices/sdb/sdb1"));
        file("sys/kernel/mm/transparent_hugepage/enabled", "always [madvise] never\n");
        Files.createDirectories(sys.resolve("devices/system/cpu/cpu0"));

        Map<String, String> all = new OsSettings(proc, sys).read(data);

        assertEquals("60", all.get("vm.swappiness"));
        assertEquals("/dev/sdb1", all.get("mount.device"), "the longest mount point that holds the directory");
        assertEquals("rw,noatime", all.get("mount.options"));
        assertEquals("sdb", all.get("disk.name"), "a partition's queue is its disk's");
        assertEquals("[mq-deadline] none", all.get("disk.queue.scheduler"));
        assertEquals("always [madvise] never", all.get("thp.enabled"));
        assertEquals(OsSettings.ABSENT, all.get("thp.defrag"));
        assertEquals(OsSettings.ABSENT, all.get("cpu.governor"), "no cpufreq on this machine");
        assertEquals(java.util.List.of("cpu.governor", "disk.name", "disk.queue.rotational", "disk.queue.scheduler",
                "mount.device", "mount.options", "mount.type", "thp.defrag", "thp.enabled", "vm.dirty_ratio",
                "vm.swappiness"), java.util.List.copyOf(OsSettings.summary(all).keySet()),
                "the summary keeps these, not the mount point");
    }

    @Test
    void aMountThatIsNoBlockDeviceHasNoDisk() throws IOException {
        file("proc/mounts", "overlay / overlay rw 0 0\n");
        Map<String, String> all = new OsSettings(root.resolve("proc"), root.resolve("sys")).read(root);
        assertEquals("absent (overlay is not a block device)", all.get("disk.name"));
    }
}
