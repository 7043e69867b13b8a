package io.ibench.cli.sweep;

import io.ibench.cli.ExitCodes;
import io.ibench.cli.options.BenchmarkArgs;
import io.ibench.cli.options.HelpArgs;
import io.ibench.cli.options.HostProfiles;
import io.ibench.cli.options.SettingOptions;
import io.ibench.cli.options.SettingSections;
import io.ibench.cli.run.ResultsFolder;
import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.RecordedConfig;
import io.ibench.core.config.RunConfig;
import io.ibench.core.config.Setting;
import io.ibench.core.config.Settings;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.Adapters;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code ibench sweep}: one server configuration after another, each on a fresh server, then their comparison. */
@Command(name = "sweep", sortOptions = false, usageHelpAutoWidth = true, modelTransformer = SettingSections.class,
        description = {
            "Runs the benchmark once per server config: for each --config a fresh data directory, the server started "
                + "from --basedir with that config, the benchmark (or the chosen --steps), the server stopped; "
                + "then one "
                + "HTML report comparing every config with the base (RESULTS/sweep-<set>-<profile>/report.html).",
            "Several --basedir compare server builds in one sweep: every config on every build (build by build, "
                + "runs labelled NAME.config), one seed for all, repetitions interleaved over every build and config.",
            "Configs are a base and variants that change one or two options (configs/servers/: a1 … a22, cz11a/e/f, "
                + "ps1/ps2 for InnoDB; fpw-off, av-fast, … for PostgreSQL); sizes follow --profile and --memory.",
            "Started again, a sweep skips the configs whose run finished and redoes the others. A config whose server "
                + "does not start is reported with the tail of its error log and the sweep goes on.",
            "A config whose run the host disturbed (another job took a share of it) runs again after the other "
                + "configs (--rerun-disturbed). --until-detectable PCT adds repetitions until every step's detectable "
                + "difference is at most ±PCT %% or the budget (--max-repeat, --max-time) is spent.",
            ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every config ran every step complete",
            "1:no config finished (every server failed to start or every run failed)",
            "2:bad options or config files (nothing was started)",
            "4:some configs failed or are degraded; the report compares the finished ones",
            "130:interrupted by Ctrl-C; start the same command again to continue",
            "143:stopped by SIGTERM; start the same command again to continue"})
public final class SweepCommand implements Callable<Integer>, SettingSections.WithSettings {
    @Mixin
    private HelpArgs help;

    private final SweepArgs sweep = new SweepArgs();

    private final BenchmarkArgs benchmark = new BenchmarkArgs();

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public SettingOptions settings() {
        return benchmark.settings;
    }

    @Override
    public Map<Setting.Section, Object> sections() {
        return benchmark.sections(sweep);
    }

    @Override
    public String heading(Setting.Section section) {
        return section == Setting.Section.SERVER ? "%nServer and configs:%n"
                : SettingSections.WithSettings.super.heading(section);
    }

    /** Of the server settings a sweep has {@code --dbms} alone, which names the DBMS of the binaries. */
    @Override
    public Optional<String> help(Setting<?> setting) {
        if (setting == Settings.DBMS) {
            return Optional.of(SweepArgs.dbmsHelp());
        }
        return setting.section() == Setting.Section.SERVER ? Optional.empty()
                : SettingSections.WithSettings.super.help(setting);
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        String dbms = Objects.requireNonNullElse(benchmark.settings.given(Settings.DBMS), SweepArgs.DEFAULT_DBMS);
        Adapter adapter = Adapters.discover().choose(dbms, null);
        ServerControl control = adapter.serverControl().orElseThrow(() -> new ConfigException("--dbms " + dbms
                + ": ibench cannot start " + adapter.id() + " servers itself; use ibench run against your server"));
        if (sweep.startTimeout < 1 || sweep.startTimeout > 86_400) {
            throw new ConfigException("--start-timeout must be between 1 and 86400 seconds (got "
                    + sweep.startTimeout + ")");
        }
        String password = sweep.plan ? null : sweep.password();
        UntilDetectable until = UntilDetectable.of(sweep, benchmark.settings.given(Settings.REPEAT));
        int reruns = RerunBudget.of(sweep);
        List<SweepServers.Server> servers = SweepServers.locate(sweep.basedirs, control);
        long memoryMb = HostProfiles.memoryMb(benchmark.memory());
        HostProfiles.ServerSizes sizes = sizes(memoryMb);
        SweepCells.Cells cells = SweepCells.of(servers, sweep.configs, sweep.configSet, control, sizes.placeholders(),
                sweep.trustConfig);
        String base = base(cells);
        SweepFolder folder = new SweepFolder(benchmark.settings.valueOrDefault(Settings.RESULTS_DIRECTORY)
                .resolve(SweepServers.folderName(servers,
                        Objects.requireNonNullElse(benchmark.settings.given(Settings.PROFILE), "custom"))));
        Long given = benchmark.settings.given(Settings.SEED);
        long seed = given != null ? given : Math.abs((long) folder.root().getFileName().toString().hashCode());
        RunConfig template = runConfig(adapter, ConnectionOptions.ofHost("127.0.0.1", 1, null, null, null),
                folder.root(), seed, benchmark.settings.given(Settings.LABEL));
        int repeat = until == null ? template.repeat() : until.first();
        if (sweep.repetition != null && (sweep.repetition < 1 || sweep.repetition > repeat)) {
            throw new ConfigException("--repetition must be between 1 and --repeat (" + repeat + "), got "
                    + sweep.repetition);
        }
        List<String> pinned = List.of("--seed=" + seed, "--memory=" + memoryMb + "m",
                "--cache-size=" + sizes.cacheMb() + "m");
        PrintWriter err = spec.commandLine().getErr();
        cells.skipped().forEach(line -> err.println("ibench sweep: " + line));
        List<SweepPlan.Job> jobs = SweepPlan.jobs(cells, SweepServers.labelled(servers));
        if (sweep.ansible != null) {
            Path jar = Path.of(SweepCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            new AnsibleCampaign(jar, servers, sweep.passwordFile)
                    .write(sweep.ansible, arguments(), pinned, jobs, label(base), repeat)
                    .forEach(file -> out.println(sweep.ansible.resolve(file)));
            out.println("Name the bench hosts in " + sweep.ansible.resolve("inventory.ini") + " (see "
                    + "inventory.example.ini), then run: cd " + sweep.ansible + " && ansible-playbook site.yml");
            return ExitCodes.OK;
        }
        if (sweep.plan) {
            SweepPlan.lines("ibench", arguments(), jobs, pinned, folder.root().toString(), label(base), repeat)
                    .forEach(out::println);
            return ExitCodes.OK;
        }
        ResultsFolder.check(folder.root());
        folder.checkSettings(settings(template, servers, sizes));
        out.println("Sweep of " + cells.cells().size() + " configs on " + describe(servers) + " into "
                + folder.root() + " (" + sizes.placeholders().describe() + ", " + template.clients() + " clients, seed "
                + seed + ")");
        SweepRunner runner = new SweepRunner(adapter, control, folder, sweep, password, out, err,
                benchmark.progress());
        return runner.run(cells.cells(), label(base),
                (name, connection, results) -> runConfig(adapter, connection, results, seed, label(name)),
                new SweepRunner.Rounds(repeat, reruns, until));
    }

    private static String describe(List<SweepServers.Server> servers) {
        if (servers.size() == 1) {
            return servers.get(0).binaries().description();
        }
        return String.join(", ", servers.stream().map(s -> s.name() + " = " + s.binaries().description()).toList());
    }

    /** The profile's server sizes, with {@code --cache-size} when given. */
    private HostProfiles.ServerSizes sizes(long memoryMb) {
        HostProfiles.ServerSizes defaults = HostProfiles.server(benchmark.settings.given(Settings.PROFILE), memoryMb);
        return sweep.cacheSize == null ? defaults : new HostProfiles.ServerSizes(memoryMb,
                HostProfiles.sizeMb("--cache-size", sweep.cacheSize), defaults.logMb(), defaults.buffered());
    }

    /**
     * {@code --base}: a cell's label, or a config of the first build; else the first build's {@code base} when it
     * is swept, else the first cell.
     */
    private String base(SweepCells.Cells cells) {
        List<String> labels = cells.labels();
        if (sweep.base == null) {
            SweepServers.Server first = cells.cells().get(0).server();
            return cells.cells().stream().filter(c -> c.server() == first && c.config().name().equals("base"))
                    .map(SweepCells.Cell::label).findFirst().orElse(labels.get(0));
        }
        if (labels.contains(sweep.base)) {
            return sweep.base;
        }
        return cells.cells().stream().filter(c -> c.config().name().equals(sweep.base)).map(SweepCells.Cell::label)
                .findFirst().orElseThrow(() -> new ConfigException("--base " + sweep.base
                        + " is not one of the configs swept (" + String.join(", ", labels) + ")"));
    }

    /** The arguments after {@code sweep}, as given (with the profile's values inserted). */
    private List<String> arguments() {
        List<String> all = Arrays.asList(spec.commandLine().getParseResult().originalArgs().toArray(String[]::new));
        int at = all.indexOf("sweep");
        return new ArrayList<>(all.subList(at + 1, all.size()));
    }

    /**
     * What every config of the sweep shares: the server, the sizes and the run's settings but its label and
     * {@code --repeat} (a sweep continued with more repetitions keeps those it has).
     */
    private static List<String> settings(RunConfig template, List<SweepServers.Server> servers,
                                         HostProfiles.ServerSizes sizes) {
        List<String> lines = new ArrayList<>();
        for (SweepServers.Server server : servers) {
            ServerBinaries b = server.binaries();
            lines.add("server=" + (servers.size() == 1 ? "" : server.name() + " ") + b.product() + " " + b.version());
        }
        lines.add("sizes=" + sizes.placeholders().describe());
        RecordedConfig.effective(template.describe()).forEach((key, value) -> {
            if (!key.equals(Settings.REPEAT.key())) {
                lines.add(key + "=" + value);
            }
        });
        return lines;
    }

    private String label(String config) {
        String label = benchmark.settings.given(Settings.LABEL);
        return label == null ? config : label + "." + config;
    }

    private RunConfig runConfig(Adapter adapter, ConnectionOptions connection, Path results, long seed, String label) {
        RunConfig.Builder builder = RunConfig.builder(benchmark.settings.adapterSettings()).connection(connection)
                .createDatabase(true);
        benchmark.applyTo(builder);
        return builder.dbms(adapter.id()).resultsDirectory(results).seed(seed).label(label)
                .trustConfig(sweep.trustConfig).build();
    }
}
