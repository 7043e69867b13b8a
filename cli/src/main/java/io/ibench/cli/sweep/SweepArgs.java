package io.ibench.cli.sweep;

import io.ibench.cli.options.AdapterHelp;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;

/** The options of {@code ibench sweep} that name the server, its configs and where it runs. */
final class SweepArgs {
    @Option(names = "--dbms", paramLabel = "NAME", order = 1, defaultValue = "mysql",
            completionCandidates = AdapterHelp.ServerNames.class,
            description = "DBMS of the binaries, the name of an adapter that starts servers: ${COMPLETION-CANDIDATES} "
                    + "(default ${DEFAULT-VALUE}).")
    String dbms;

    @Option(names = "--basedir", paramLabel = "[NAME=]DIR", order = 2, required = true,
            description = "Base directory of the server's programs, e.g. /usr (Debian's MariaDB), "
                    + "/usr/lib/postgresql/15, or an unpacked MySQL tarball; its exact version chooses the config set. "
                    + "Repeat it to compare server builds in one sweep: every config runs on every build, labelled "
                    + "NAME.config (NAME default: product and version, e.g. my8031).")
    List<String> basedirs;

    @Option(names = "--config", paramLabel = "NAME|FILE", order = 3, required = true, split = ",",
            description = "A config to run, in order; repeatable or comma-separated, e.g. --config base,a13,a17. "
                    + "A name is looked up in the config set of the server's version, then in its family's shared "
                    + "variants; a path names your own file, whose includes are looked up beside it first.")
    List<String> configs;

    @Option(names = "--config-set", paramLabel = "NAME|DIR", order = 4,
            description = "Look names up in this built-in set (e.g. myrocks-8.0) or folder first, instead of the "
                    + "version's own set (e.g. mariadb-10.11).")
    String configSet;

    @Option(names = "--base", paramLabel = "NAME", order = 5,
            description = "The config (with several builds: NAME.config, or a config of the first build) the report "
                    + "divides the others by (default: base when it is swept, else the first).")
    String base;

    @Option(names = "--cache-size", paramLabel = "SIZE", order = 6,
            description = "DBMS cache for every config's {cache_mb}, e.g. 4g (default: the profile's, from --memory).")
    String cacheSize;

    @Option(names = "--data-dir", paramLabel = "DIR", order = 7,
            description = "Folder for the server: each config gets a fresh data directory in DIR/server, deleted when "
                    + "the config is done (default: a new temporary folder). Put it on the disk you want to measure; "
                    + "PostgreSQL runs as user postgres when ibench runs as root, so others must be able to enter DIR.")
    Path dataDir;

    @Option(names = "--keep-data", order = 8,
            description = "Keep each config's data directory after its server stopped, as DIR/<config>.")
    boolean keepData;

    @Option(names = "--start-timeout", paramLabel = "SECONDS", order = 9, defaultValue = "600",
            description = "How long a server may take to initialise and accept connections, 1..86400 "
                    + "(default ${DEFAULT-VALUE}).")
    int startTimeout;

    @Option(names = "--plan", order = 10,
            description = "Print the sweep as independent jobs, one command line per config with every size pinned, "
                    + "and the report command that merges them; start nothing.")
    boolean plan;

    @Option(names = "--no-report", order = 11,
            description = "Write no comparison report at the end (for --plan's jobs).")
    boolean noReport;

    @Option(names = "--password-file", paramLabel = "FILE", order = 12,
            description = "Give each server's admin user the password in the first line of FILE (keep it mode 0600) "
                    + "before it listens, every other account the password too or dropped, and connect with it; "
                    + "without it a server listens only on its socket, in a folder only you may enter "
                    + "(docs/sweeps.md, \"A server ibench starts\").")
    Path passwordFile;

    @Option(names = "--ansible", paramLabel = "DIR", order = 13,
            description = "Write the sweep as an Ansible project into DIR: every config (and repetition) a job on the "
                    + "hosts of its inventory's group bench, run in the background, fetched back and merged into one "
                    + "report (docs/sweeps.md); start nothing.")
    Path ansible;

    @Option(names = "--repetition", paramLabel = "R", order = 14,
            description = "With --repeat N, run only repetition R of N (1..N) into <config>/r<R>, as each job of "
                    + "--ansible does, so the repetitions can run on different hosts.")
    Integer repetition;
}
