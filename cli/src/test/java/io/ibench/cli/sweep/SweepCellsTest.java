package io.ibench.cli.sweep;

import io.ibench.core.config.ConfigException;
import io.ibench.core.server.config.Placeholders;
import io.ibench.core.spi.ConfigSyntax;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerInstance;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cells of a sweep of several builds, with the built-in config sets and a control that knows no server. */
class SweepCellsTest {
    private static final Placeholders SIZES = Placeholders.of(24_000, 1024, 1024, false);
    private static final SweepServers.Server MY5722 = server("my5722", "5.7.22", "mysql-5.7");
    private static final SweepServers.Server MY8031 = server("my8031", "8.0.31", "mysql-8.0");

    private static SweepServers.Server server(String name, String version, String set) {
        return new SweepServers.Server(name, false, new ServerBinaries(Path.of("/opt/" + name),
                Path.of("/opt/" + name + "/bin/mysqld"), "mysql", version, List.of(set, "innodb")));
    }

    /** Binaries of MySQL 5.7 do not know innodb_idle_flush_pct (8.0.18 brought it), as the real ones say. */
    private static final ServerControl CONTROL = new ServerControl() {
        @Override
        public ConfigSyntax configSyntax() {
            return new ConfigSyntax("my.cnf", ".cnf", List.of("mysqld"), "[mysqld]", true, true);
        }

        @Override
        public ServerBinaries locate(Path basedir) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<String> unknownOptions(ServerBinaries binaries, String configText) {
            return binaries.version().startsWith("5.7") && configText.contains("innodb_idle_flush_pct")
                    ? List.of("innodb_idle_flush_pct") : List.of();
        }

        @Override
        public void initialize(ServerBinaries binaries, ServerInstance instance, String password) {
            throw new UnsupportedOperationException();
        }

        @Override
        public RunningServer start(ServerBinaries binaries, ServerInstance instance, String password) {
            throw new UnsupportedOperationException();
        }
    };

    @Test
    void everyConfigRunsOnEveryBuildBuildByBuildWithTheBaseOfItsVersion() throws Exception {
        SweepCells.Cells cells = SweepCells.of(List.of(MY5722, MY8031), List.of("base", "a13"), null, CONTROL, SIZES,
                false);
        assertEquals(List.of("my5722.base", "my5722.a13", "my8031.base", "my8031.a13"), cells.labels());
        assertEquals(List.of(), cells.skipped());
        assertTrue(cells.cells().get(0).config().rendered().contains("innodb_log_files_in_group"),
                "5.7.22's base has two redo log files");
        assertTrue(cells.cells().get(3).config().rendered().contains("innodb_redo_log_capacity"),
                "8.0.31's a13 includes 8.0.31's base");
    }

    @Test
    void aConfigOneBuildCannotRunIsSkippedForItAndNamedOnce() throws Exception {
        SweepCells.Cells cells = SweepCells.of(List.of(MY5722, MY8031), List.of("base", "a15"), null, CONTROL, SIZES,
                false);
        assertEquals(List.of("my5722.base", "my8031.base", "my8031.a15"), cells.labels());
        assertEquals(List.of("a15 is skipped for my5722 (mysql 5.7.22 does not know innodb_idle_flush_pct)"),
                cells.skipped());
    }

    @Test
    void aConfigNoBuildCanRunIsBadInput() {
        ConfigException refused = assertThrows(ConfigException.class, () -> SweepCells.of(List.of(MY5722),
                List.of("base", "a15"), null, CONTROL, SIZES, false));
        assertEquals("--config: mysql 5.7.22 does not know settings of a15 (innodb_idle_flush_pct); leave out that "
                + "config for this version", refused.getMessage());
        ConfigException unknown = assertThrows(ConfigException.class, () -> SweepCells.of(List.of(MY5722, MY8031),
                List.of("base", "a99"), null, CONTROL, SIZES, false));
        assertTrue(unknown.getMessage().startsWith("unknown --config 'a99'"), unknown.getMessage());
    }

    @Test
    void aSingleUnnamedBuildLabelsByConfigAndANamedOneByItsName() throws Exception {
        assertEquals(List.of("base"), SweepCells.of(List.of(MY8031), List.of("base"), null, CONTROL, SIZES, false)
                .labels());
        SweepServers.Server named = new SweepServers.Server("lto", true, MY8031.binaries());
        assertEquals(List.of("lto.base"), SweepCells.of(List.of(named), List.of("base"), null, CONTROL, SIZES, false)
                .labels());
        assertEquals("my8031", SweepServers.defaultName(MY8031.binaries()));
        assertEquals("ma101119", SweepServers.defaultName(new ServerBinaries(Path.of("/usr"), Path.of("/usr/sbin/m"),
                "mariadb", "10.11.19-MariaDB", List.of())));
    }
}
