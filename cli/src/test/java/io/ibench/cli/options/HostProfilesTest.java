package io.ibench.cli.options;

import io.ibench.cli.IbenchCommand;
import io.ibench.core.config.ConfigException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostProfilesTest {
    private static List<String> expand(String... args) {
        return List.of(Profiles.expand(args, new CommandLine(new IbenchCommand())).args());
    }

    @Test
    void rowsFollowMemoryAndClients() {
        assertEquals("229000000", HostProfiles.options("cached", 131_072, 1).get("rows-per-table"));
        assertEquals("458000000",
                HostProfiles.options("cached", 131_072, 1).get("write-rows-per-table"));
        assertEquals("28600000",
                HostProfiles.options("cached-by-os", 131_072, 8).get("rows-per-table"));
        assertEquals("2748700000", HostProfiles.options("io-bound", 131_072, 1).get("rows-per-table"));
        assertEquals("68717500",
                HostProfiles.options("io-bound", 131_072, 1).get("write-rows-per-table"));
        assertEquals("100000",
                HostProfiles.options("cached", 64, 64).get("rows-per-table"));
    }

    @Test
    void serverSizesFollowTheProfile() {
        assertEquals(new HostProfiles.ServerSizes(131_072, 98_304, 98_304, false),
                HostProfiles.server("cached", 131_072));
        assertEquals(new HostProfiles.ServerSizes(131_072, 4096, 98_304, true),
                HostProfiles.server("cached-by-os", 131_072));
        assertEquals(new HostProfiles.ServerSizes(131_072, 98_304, 98_304, false),
                HostProfiles.server("io-bound", 131_072));
        assertEquals(new HostProfiles.ServerSizes(8192, 512, 512, false), HostProfiles.server("quick", 8192));
        assertEquals(new HostProfiles.ServerSizes(2048, 128, 1536, true), HostProfiles.server("cached-by-os", 2048));
    }

    @Test
    void sizedProfilesExpandIntoOptionsAndTheCommandLineWins() {
        List<String> run = expand("run", "--host", "h", "--profile", "io-bound", "--memory", "24g", "--clients", "2");
        assertTrue(run.containsAll(List.of("--rows-per-table=257600000", "--write-rows-per-table=6440000",
                "--query-seconds=1800", "--cleanup-seconds=auto")), run.toString());
        List<String> given = expand("run", "--host", "h", "--profile=cached", "--memory=24g", "--rows-per-table=1m");
        assertTrue(given.stream().noneMatch(a -> a.startsWith("--rows-per-table=4")), given.toString());
        List<String> sweep = expand("sweep", "--basedir", "/usr", "--config", "base");
        assertEquals("--profile=quick", sweep.get(1),
                "a sweep starts its own servers, so quick is its default: " + sweep);
    }

    @Test
    void sizesAreParsedWithBinaryUnits() {
        assertEquals(24_576, HostProfiles.sizeMb("--memory", "24g"));
        assertEquals(512, HostProfiles.sizeMb("--cache-size", "512M"));
        assertEquals(2048, HostProfiles.sizeMb("--cache-size", "2048"));
        assertEquals(1_048_576, HostProfiles.sizeMb("--memory", "1t"));
        assertEquals("--memory takes a size such as 24g or 512m (got 'lots')",
                assertThrows(ConfigException.class, () -> HostProfiles.sizeMb("--memory", "lots")).getMessage());
        assertEquals("--cache-size 0m is outside 1m..1024t",
                assertThrows(ConfigException.class, () -> HostProfiles.sizeMb("--cache-size", "0m")).getMessage());
    }
}
