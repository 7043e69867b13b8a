package io.ibench.cli.sweep;

import io.ibench.core.config.ConfigException;
import io.ibench.core.server.config.ConfigSource;
import io.ibench.core.server.config.Placeholders;
import io.ibench.core.spi.ConfigDoors;
import io.ibench.core.spi.ServerControl;

import java.util.ArrayList;
import java.util.List;

/**
 * The cells of a sweep: every server build × every config, build by build in the order of
 * {@code --basedir}, config by config in the order of {@code --config}, each config read from the
 * sets of that build's exact version and checked against its binaries before any server starts. A
 * config that some build cannot run (no such config for its version, or settings it does not know)
 * is skipped for that build and named once; a config that no build can run is bad input.
 */
final class SweepCells {
    private SweepCells() {
    }

    /**
     * One run of a sweep, before repetitions.
     *
     * @param label  its run label and folder: {@code NAME.config} when the sweep names its builds, else the config's
     * @param server the build it runs on
     * @param config its config, rendered for that build
     * @param given  the config as {@code --config} gave it (a name or a file path)
     */
    record Cell(String label, SweepServers.Server server, SweepConfigs.Rendered config, String given) {
    }

    /**
     * @param cells   the cells, build by build, config by config
     * @param skipped one sentence per config that some builds cannot run, naming them and why
     */
    record Cells(List<Cell> cells, List<String> skipped) {
        /** @return the labels, in order */
        List<String> labels() {
            return cells.stream().map(Cell::label).toList();
        }
    }

    /** Why a build cannot run a config: it is not in its sets (or malformed), or has settings it does not know. */
    private record Lack(ConfigException unreadable, String reason) {
    }

    /**
     * @param servers      the builds, in order
     * @param given        the {@code --config} values, in order
     * @param setOverride  {@code --config-set}, or null
     * @param control      the DBMS's server control, which asks each build's binaries
     * @param placeholders the values of the placeholders
     * @param trusted      {@code --trust-config}: whether options that open doors of the server are allowed
     * @return the cells and the configs skipped for some builds
     * @throws ConfigException for a config that no build can run, or one given twice
     * @throws InterruptedException when interrupted while asking a server
     */
    static Cells of(List<SweepServers.Server> servers, List<String> given, String setOverride, ServerControl control,
                    Placeholders placeholders, boolean trusted) throws InterruptedException {
        ConfigDoors doors = trusted ? ConfigDoors.NONE : control.configDoors();
        boolean labelled = SweepServers.labelled(servers);
        List<List<SweepConfigs.Rendered>> read = new ArrayList<>();
        List<List<Lack>> lacks = new ArrayList<>();
        for (SweepServers.Server server : servers) {
            List<ConfigSource> chain = SweepConfigs.chain(server.binaries().configSets(), setOverride);
            List<SweepConfigs.Rendered> configs = new ArrayList<>();
            List<Lack> lacking = new ArrayList<>();
            for (String value : given) {
                SweepConfigs.Rendered config = null;
                Lack lack = null;
                try {
                    config = SweepConfigs.readOne(value, chain, control.configSyntax(), placeholders, doors);
                    List<String> unknown = control.unknownOptions(server.binaries(), config.rendered());
                    if (!unknown.isEmpty()) {
                        lack = new Lack(null, String.join(", ", unknown));
                    }
                } catch (ConfigException e) {
                    lack = new Lack(e, e.getMessage());
                }
                configs.add(config);
                lacking.add(lack);
            }
            SweepConfigs.refuseTwice(configs.stream().filter(c -> c != null).toList());
            read.add(configs);
            lacks.add(lacking);
        }
        refuseWhatNoBuildRuns(servers, given, read, lacks);
        List<Cell> cells = new ArrayList<>();
        for (int s = 0; s < servers.size(); s++) {
            for (int c = 0; c < given.size(); c++) {
                SweepConfigs.Rendered config = read.get(s).get(c);
                if (lacks.get(s).get(c) == null) {
                    String name = config.name();
                    cells.add(new Cell(labelled ? servers.get(s).name() + "." + name : name, servers.get(s), config,
                            given.get(c)));
                }
            }
        }
        return new Cells(List.copyOf(cells), skipped(servers, given, read, lacks));
    }

    private static void refuseWhatNoBuildRuns(List<SweepServers.Server> servers, List<String> given,
                                              List<List<SweepConfigs.Rendered>> read, List<List<Lack>> lacks) {
        List<String> refused = new ArrayList<>();
        for (int c = 0; c < given.size(); c++) {
            int config = c;
            if (lacks.stream().noneMatch(l -> l.get(config) == null)) {
                Lack first = lacks.get(0).get(c);
                if (first.unreadable() != null) {
                    throw first.unreadable();
                }
                List<String> reasons = new ArrayList<>();
                for (int s = 0; s < servers.size(); s++) {
                    Lack lack = lacks.get(s).get(c);
                    reasons.add(servers.size() == 1 ? lack.reason() : version(servers.get(s)) + ": " + lack.reason());
                }
                refused.add(read.get(0).get(c).name() + " (" + String.join("; ", reasons) + ")");
            }
        }
        if (refused.isEmpty()) {
            return;
        }
        String those = refused.size() == 1 ? "that config" : "those configs";
        if (servers.size() == 1) {
            throw new ConfigException("--config: " + version(servers.get(0)) + " does not know settings of "
                    + String.join("; ", refused) + "; leave out " + those + " for this version");
        }
        throw new ConfigException("--config: no build of the sweep knows every setting of " + String.join("; ",
                refused) + "; leave out " + those);
    }

    private static List<String> skipped(List<SweepServers.Server> servers, List<String> given,
                                        List<List<SweepConfigs.Rendered>> read, List<List<Lack>> lacks) {
        List<String> skipped = new ArrayList<>();
        for (int c = 0; c < given.size(); c++) {
            List<String> where = new ArrayList<>();
            String name = given.get(c);
            for (int s = 0; s < servers.size(); s++) {
                Lack lack = lacks.get(s).get(c);
                if (lack == null) {
                    name = read.get(s).get(c).name();
                } else {
                    where.add(servers.get(s).name() + " (" + (lack.unreadable() != null ? lack.reason()
                            : version(servers.get(s)) + " does not know " + lack.reason()) + ")");
                }
            }
            if (!where.isEmpty()) {
                skipped.add(name + " is skipped for " + String.join(", ", where));
            }
        }
        return List.copyOf(skipped);
    }

    private static String version(SweepServers.Server server) {
        return server.binaries().product() + " " + server.binaries().version();
    }
}
