package io.ibench.cli.sweep;

import io.ibench.cli.options.AdapterHelp;
import io.ibench.cli.options.PasswordSource;
import io.ibench.core.config.ConfigException;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The options of {@code ibench sweep} that name the server, its configs and where it runs, shown after its
 * {@code --dbms} (the setting {@link io.ibench.core.config.Settings#DBMS}, {@link SweepCommand#help}): their orders
 * are above the settings' ({@link io.ibench.cli.options.SettingSections}).
 */
final class SweepArgs {
    /** The DBMS of the binaries when {@code --dbms} is not given. */
    static final String DEFAULT_DBMS = "mysql";

    /** @return the help of sweep's {@code --dbms}: the names of the adapters that start servers and the default */
    static String dbmsHelp() {
        return "DBMS of the binaries, the name of an adapter that starts servers: "
                + String.join(", ", new AdapterHelp.ServerNames()) + " (default " + DEFAULT_DBMS + ").";
    }

    @Option(names = "--basedir", paramLabel = "[NAME=]DIR", order = 102, required = true,
            description = "Base directory of the server's programs, e.g. /usr (Debian's MariaDB), "
                    + "/usr/lib/postgresql/15, or an unpacked MySQL tarball; its exact version chooses the config set. "
                    + "Repeat it to compare server builds in one sweep: every config runs on every build, labelled "
                    + "NAME.config (NAME default: product and version, e.g. my8031).")
    List<String> basedirs;

    @Option(names = "--config", paramLabel = "NAME|FILE", order = 103, required = true, split = ",",
            description = "A config to run, in order; repeatable or comma-separated, e.g. --config base,a13,a17. "
                    + "A name is looked up in the config set of the server's version, then in its family's shared "
                    + "variants; a path names your own file, whose includes are looked up beside it first.")
    List<String> configs;

    @Option(names = "--config-set", paramLabel = "NAME|DIR", order = 104,
            description = "Look names up in this built-in set (e.g. myrocks-8.0) or folder first, instead of the "
                    + "version's own set (e.g. mariadb-10.11).")
    String configSet;

    @Option(names = "--base", paramLabel = "NAME", order = 105,
            description = "The config (with several builds: NAME.config, or a config of the first build) the report "
                    + "divides the others by (default: base when it is swept, else the first).")
    String base;

    @Option(names = "--cache-size", paramLabel = "SIZE", order = 106,
            description = "DBMS cache for every config's {cache_mb}, e.g. 4g (default: the profile's, from --memory).")
    String cacheSize;

    @Option(names = "--data-dir", paramLabel = "DIR", order = 107,
            description = "Folder for the server: each config gets a fresh data directory in DIR/server, deleted when "
                    + "the config is done (default: a new temporary folder). Put it on the disk you want to measure; "
                    + "PostgreSQL runs as user postgres when ibench runs as root, so others must be able to enter DIR.")
    Path dataDir;

    @Option(names = "--keep-data", order = 108,
            description = "Keep each config's data directory after its server stopped, as DIR/<config>.")
    boolean keepData;

    @Option(names = "--start-timeout", paramLabel = "SECONDS", order = 109, defaultValue = "600",
            description = "How long a server may take to initialise and accept connections, 1..86400 "
                    + "(default ${DEFAULT-VALUE}).")
    int startTimeout;

    @Option(names = "--plan", order = 110,
            description = "Print the sweep as independent jobs, one command line per config with every size pinned, "
                    + "and the report command that merges them; start nothing.")
    boolean plan;

    @Option(names = "--no-report", order = 111,
            description = "Write no comparison report at the end (for --plan's jobs).")
    boolean noReport;

    @Option(names = "--password-file", paramLabel = "FILE", order = 112,
            description = "Give each server's admin user the password in the first line of FILE (keep it mode 0600; "
                    + "an empty line is refused) before it listens, every other account the password too or dropped, "
                    + "and connect with it; without it a server listens only on its socket, in a folder only you may "
                    + "enter (docs/sweeps.md, \"A server ibench starts\").")
    Path passwordFile;

    /**
     * @return the first line of {@code --password-file}, or null without it
     * @throws ConfigException when the file cannot be read or its first line is empty: the server would then let its
     *         admin user in over TCP without a password
     */
    String password() {
        if (passwordFile == null) {
            return null;
        }
        String password = new PasswordSource(passwordFile, false, null, null).read(Map.of());
        if (password.isEmpty()) {
            throw new ConfigException("--password-file " + passwordFile + " has an empty first line, and a server "
                    + "ibench starts never lets its admin user in without a password over TCP; write the password "
                    + "on the first line, or leave --password-file out to keep each server on its socket");
        }
        return password;
    }

    @Option(names = "--ansible", paramLabel = "DIR", order = 113,
            description = "Write the sweep as an Ansible project into DIR: every config (and repetition) a job on the "
                    + "hosts of its inventory's group bench, run in the background, fetched back and merged into one "
                    + "report (docs/sweeps.md); start nothing.")
    Path ansible;

    @Option(names = "--repetition", paramLabel = "R", order = 114,
            description = "With --repeat N, run only repetition R of N (1..N) into <config>/r<R>, as each job of "
                    + "--ansible does, so the repetitions can run on different hosts.")
    Integer repetition;

    @Option(names = "--trust-config", order = 115,
            description = "Allow config options that run code or open a door of the server (init_file, plugins from "
                    + "elsewhere, log files outside the data directory, shell commands, listeners others reach, …), "
                    + "refused by default because a config may come from others (docs/sweeps.md, \"Configs are "
                    + "input\"); recorded in each result.")
    boolean trustConfig;

    @Option(names = "--rerun-disturbed", paramLabel = "N", order = 116,
            description = "Run a config (repetition) again, at most N times, when something else took a share of "
                    + "the host during one of its steps (result.json's disturbance): after the other configs of the "
                    + "same repetition, into the same folder, where the disturbed run is kept; the report and ibench "
                    + "compare leave the replaced run out and name it. " + RerunBudget.MIN + ".." + RerunBudget.MAX
                    + ", default " + RerunBudget.DEFAULT + "; 0 runs nothing again (docs/sweeps.md, "
                    + "\"Disturbed runs\").")
    Integer rerunDisturbed;

    @Option(names = "--keep-disturbed", order = 117,
            description = "Count disturbed runs like the others: run none again, and let the report and "
                    + "--until-detectable judge their steps.")
    boolean keepDisturbed;

    @Option(names = "--until-detectable", paramLabel = "PCT", order = 118,
            description = "After the first --repeat repetitions (default " + UntilDetectable.FIRST + "), add "
                    + "repetitions of every config, interleaved, until every step's detectable difference (as ibench "
                    + "compare states it: paired, pooled with a noise-profile.json in the sweep's folder) is at most "
                    + "±PCT %%, or the budget is spent (--max-repeat, --max-time); disturbed steps do not count unless "
                    + "--keep-disturbed. The report says which steps reached it and why the others did not "
                    + "(docs/report.md, \"Campaigns that run until they can tell\").")
    Double untilDetectable;

    @Option(names = "--max-repeat", paramLabel = "N", order = 119,
            description = "The budget of --until-detectable: at most N repetitions of every config, "
                    + UntilDetectable.MIN_BUDGET + ".." + UntilDetectable.MAX_BUDGET + "; required with it.")
    Integer maxRepeat;

    @Option(names = "--max-time", paramLabel = "DURATION", order = 120,
            description = "With --until-detectable: start no repetition that would end more than DURATION after the "
                    + "sweep started (judged by the last repetition's length), e.g. 90m, 2h or 3600s.")
    String maxTime;
}
