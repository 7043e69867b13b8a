package io.ibench.cli.options;

import io.ibench.cli.CliOutput;
import io.ibench.cli.IbenchCommand;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ibench.core.config.RecordedConfig;
import io.ibench.core.config.RunConfig;
import io.ibench.core.config.Setting;
import io.ibench.core.config.Settings;
import io.ibench.core.spi.Adapters;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code ibench run}'s and {@code ibench sweep}'s setting options come from the declarations in {@link Settings}. */
class SettingOptionsTest {
    private static final List<Setting<?>> ADAPTER_SETTINGS = Adapters.discover().settings();
    private static final List<Setting<?>> ALL = Settings.withAdapters(ADAPTER_SETTINGS);
    /** @return the configuration {@code ibench <command> args} would build, seed fixed */
    private static RunConfig parsed(String command, String... args) {
        CommandLine root = new CommandLine(new IbenchCommand());
        CommandLine sub = root.getSubcommands().get(command);
        String[] all = new String[args.length + 1];
        all[0] = command;
        System.arraycopy(args, 0, all, 1, args.length);
        root.parseArgs(all);
        RunConfig.Builder builder = RunConfig.builder(ADAPTER_SETTINGS).seed(1);
        ((SettingSections.WithSettings) sub.getCommand()).settings().applyTo(builder);
        return builder.build();
    }

    @Test
    void everyDeclaredOptionIsAnOptionOfRunAndSweepWithTheDeclaredHelp() {
        CommandLine root = new CommandLine(new IbenchCommand());
        for (String command : new String[] {"run", "sweep"}) {
            var spec = root.getSubcommands().get(command).getCommandSpec();
            for (Setting<?> s : ALL) {
                if (s.section() == Setting.Section.NONE
                        || (command.equals("sweep") && s.section() == Setting.Section.SERVER)) {
                    continue;
                }
                OptionSpec option = spec.findOption(s.option());
                assertNotNull(option, command + " " + s.option());
                assertEquals(new AdapterHelp(Adapters.discover()).fill(s.help()),
                        String.join(" ", option.description()).replace("%%", "%"), s.option());
            }
        }
    }

    @Test
    void theHelpOfClientsShowsTheDeclaredRangeAndDefault() {
        CliOutput help = CliOutput.run("run", "--help");
        int start = help.out().indexOf("--clients=N  ");
        String clients = help.out().substring(start, help.out().indexOf("--shared-table", start))
                .replaceAll("\\s+", " ");
        assertTrue(clients.contains(Settings.CLIENTS.rangeText() + ","), clients);
        assertTrue(clients.contains("(default " + Settings.CLIENTS.defaultText() + ")"), clients);
        assertEquals("1..4096", Settings.CLIENTS.rangeText());
    }

    @Test
    void withoutOptionsTheCommandLineBuildsTheBuildersDefaults() {
        assertEquals(RunConfig.builder(ADAPTER_SETTINGS).seed(1).build().describe(), parsed("run").describe());
        assertEquals(RunConfig.builder(ADAPTER_SETTINGS).seed(1).build().describe(), parsed("sweep").describe());
    }

    @Test
    void eachDeclaredDefaultGivenAsTextIsTheBuildersDefault() {
        Map<String, Object> defaults = RunConfig.builder(ADAPTER_SETTINGS).seed(1).build().describe();
        for (Setting<?> s : ALL) {
            if (s.section() == Setting.Section.NONE || s.defaultValue() == null) {
                continue;
            }
            String arg = s.isFlag() ? (Boolean.TRUE.equals(s.defaultValue()) ? s.option() : "--no-progress")
                    : s.option() + "=" + s.defaultText();
            assertEquals(defaults, parsed("run", arg).describe(), arg);
        }
    }

    @Test
    void aGivenValueIsReadWithTheSettingsParser() {
        RunConfig c = parsed("run", "--clients=3", "--rows-per-table=20k", "--report-interval=0.5",
                "--max-error-rate=2%", "--no-host-metrics", "--cleanup-seconds=auto", "--on-error=continue",
                "--dbms=postgres");
        assertEquals(3, c.clients());
        assertEquals(20_000, c.rowsPerTable());
        assertEquals(500, c.reportIntervalMillis());
        assertEquals(0.02, c.faults().maxErrorRate());
        assertEquals(false, c.hostMetrics());
        assertEquals(null, c.cleanupSeconds());
        assertEquals("continue", c.faults().onError().optionValue());
        assertEquals("postgres", c.dbms());
    }

    /**
     * The MySQL adapter's own settings ({@code Adapter.settings()}) are options of run and sweep, in their help
     * section, recorded where the core's catalogue used to record them, and restored by --resume.
     */
    @Test
    void theAdaptersSettingsAreOptionsRecordedAndRestoredAsTheCoresAre() throws Exception {
        assertEquals(List.of("uniqueChecks", "bulkLoad"), ADAPTER_SETTINGS.stream().map(Setting::key).toList());
        for (String command : new String[] {"run", "sweep"}) {
            RunConfig c = parsed(command, "--no-unique-checks", "--bulk-load");
            Map<String, Object> described = c.describe();
            List<String> keys = List.copyOf(described.keySet());
            assertEquals(List.of("engine", "engineOptions", "uniqueChecks", "bulkLoad", "resultsDirectory"),
                    keys.subList(keys.indexOf("engineOptions") - 1, keys.indexOf("engineOptions") + 4),
                    "the order of the result.json of earlier runs");
            assertEquals(false, described.get("uniqueChecks"));
            assertEquals(true, described.get("bulkLoad"));
            assertEquals(true, c.engineOptions().get(ADAPTER_SETTINGS.get(1)));
            ObjectMapper json = new ObjectMapper();
            @SuppressWarnings("unchecked")
            Map<String, Object> recorded = json.readValue(json.writeValueAsString(described), LinkedHashMap.class);
            assertEquals(described, RecordedConfig.restore(recorded, "result.json", null, ADAPTER_SETTINGS).build()
                    .describe(), "--resume");
        }
        String help = CliOutput.run("sweep", "--help").out();
        String workload = help.substring(help.indexOf("Workload:"), help.indexOf("Output:"));
        assertTrue(workload.contains("--[no-]unique-checks") && workload.contains("--bulk-load"), workload);
    }

    /**
     * --dbms is declared once, as the setting: sweep shows it first among its server options with its own help, and
     * its value is the setting's.
     */
    @Test
    void sweepsDbmsIsTheSettingsOptionWithTheSweepsHelp() {
        CommandLine root = new CommandLine(new IbenchCommand());
        root.parseArgs("sweep", "--dbms=postgres");
        SettingOptions sweep = ((SettingSections.WithSettings) root.getSubcommands().get("sweep").getCommand())
                .settings();
        assertEquals("postgres", sweep.given(Settings.DBMS));
        assertEquals("postgres", parsed("sweep", "--dbms=postgres").dbms());
        String help = CliOutput.run("sweep", "--help").out();
        int start = help.indexOf("Server and configs:");
        String server = help.substring(start, help.indexOf("--basedir", start));
        assertTrue(server.replaceAll("\\s+", " ").contains("--dbms=NAME DBMS of the binaries, the name of an adapter "
                + "that starts servers: mysql, mariadb, percona, innodb, postgres, postgresql, pg (default mysql)."),
                server);
        String run = CliOutput.run("run", "--help").out().replaceAll("\\s+", " ");
        assertTrue(run.contains("--dbms=NAME DBMS when --url does not choose it: mysql (also mariadb, percona, "
                + "innodb) or postgres (also postgresql, pg); 'ibench adapters' lists them (default mysql)."), run);
        for (String option : new String[] {"--tcp", "--create-database", "--force"}) {
            assertEquals(null, root.getSubcommands().get("sweep").getCommandSpec().findOption(option), option);
        }
    }
}
