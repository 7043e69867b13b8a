package io.ibench.cli.options;

import io.ibench.cli.IbenchCommand;
import io.ibench.core.config.ConfigException;
import io.ibench.core.config.Setting;
import io.ibench.core.config.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfilesTest {
    private static List<String> expand(String... args) {
        return List.of(Profiles.expand(args, new CommandLine(new IbenchCommand())).args());
    }

    @Test
    void aRunWithoutServerGetsTheQuickProfileAndTheCommandLineWins() {
        List<String> args = expand("run", "--clients", "2");
        assertEquals(List.of("run", "--profile=quick", "--rows-per-table=300k", "--write-rows-per-table=200k",
                "--query-seconds=10", "--cleanup-seconds=5", "--clients", "2"), args);
    }

    @Test
    void aRunOnANamedServerGetsNoProfileUnlessAsked() {
        assertEquals(List.of("run", "--url=jdbc:mysql://h/ib"), expand("run", "--url=jdbc:mysql://h/ib"));
        List<String> standard = expand("run", "--host", "h", "--profile", "standard", "--query-seconds=60");
        assertTrue(standard.contains("--rows-per-table=10m"), standard.toString());
        assertTrue(standard.contains("--query-seconds=60"), standard.toString());
        assertTrue(standard.stream().noneMatch(a -> a.equals("--query-seconds=1800")), standard.toString());
    }

    @Test
    void otherCommandsAndHelpAreLeftAlone() {
        assertEquals(List.of("--version"), expand("--version"));
        assertEquals(List.of("run", "--help"), expand("run", "--help"));
    }

    @Test
    void everyListedProfileLoadsAndUnknownOnesAreNamed() {
        assertEquals(List.of("quick", "standard", "cached", "cached-by-os", "io-bound"), Profiles.names());
        for (String name : Profiles.names()) {
            assertTrue(expand("run", "--profile", name).size() > 3, name);
        }
        ConfigException e = assertThrows(ConfigException.class, () -> expand("run", "--profile=huge"));
        assertEquals("unknown --profile 'huge'; profiles: quick, standard, cached, cached-by-os, io-bound, "
                + "or a path to a .properties file", e.getMessage());
    }

    /** An adapter's own settings (the MySQL adapter's MyRocks options) can be set in a profile file. */
    @Test
    void aProfileFileSetsAnAdaptersSetting(@TempDir Path dir) throws IOException {
        Path profile = Files.writeString(dir.resolve("rocks.properties"), "bulk-load=\nno-unique-checks=\n");
        assertEquals(List.of("run", "--bulk-load", "--no-unique-checks", "--url=jdbc:mysql://h/ib",
                "--profile=" + profile), expand("run", "--url=jdbc:mysql://h/ib", "--profile=" + profile));
    }

    @Test
    void rowCountsAcceptSuffixes() {
        Setting<Long> c = Settings.ROWS_PER_TABLE;
        assertEquals(200_000L, c.parse("200k"));
        assertEquals(10_000_000L, c.parse("10M"));
        assertEquals(2_000_000_000L, c.parse("2g"));
        assertEquals(1_000_000L, c.parse("1_000_000"));
        assertThrows(ConfigException.class, () -> c.parse("9999999999999g"));
        assertThrows(ConfigException.class, () -> c.parse("k"));
    }
}
