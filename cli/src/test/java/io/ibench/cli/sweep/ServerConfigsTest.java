package io.ibench.cli.sweep;

import io.ibench.cli.options.HostProfiles;
import io.ibench.core.server.config.BuiltInSource;
import io.ibench.core.server.config.Placeholders;
import io.ibench.core.server.config.ServerConfig;
import io.ibench.core.spi.Adapters;
import io.ibench.core.spi.ConfigSyntax;
import io.ibench.core.spi.ServerControl;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The built-in server configs: listed completely, each variant a small delta, every one resolvable and renderable
 * without an option that opens a door of the server (they run without --trust-config).
 */
class ServerConfigsTest {
    private static final Path FOLDER = Path.of("../configs/servers");
    private static final ServerControl MYSQL = Adapters.discover().choose("mysql", null).serverControl().orElseThrow();
    private static final ServerControl POSTGRES =
            Adapters.discover().choose("postgres", null).serverControl().orElseThrow();
    private static final ConfigSyntax MY_CNF = MYSQL.configSyntax();
    private static final List<String> SHARED = List.of("innodb", "postgres");

    @Test
    void theListInTheJarNamesEveryFile() throws IOException {
        List<String> files;
        try (Stream<Path> walk = Files.walk(FOLDER)) {
            files = walk.filter(Files::isRegularFile).map(p -> FOLDER.relativize(p).toString())
                    .filter(f -> !f.equals("configs.list")).sorted().toList();
        }
        assertEquals(files, BuiltInSource.index(), "configs/servers/configs.list is out of date");
    }

    @Test
    void everyVariantOfTheSeedReportsExists() {
        List<String> innodb = new BuiltInSource("innodb").fileNames();
        for (int i = 1; i <= 22; i++) {
            assertTrue(innodb.contains("a" + i + ".cnf"), "a" + i);
        }
        assertTrue(innodb.containsAll(List.of("cz11a.cnf", "cz11e.cnf", "cz11f.cnf")), innodb.toString());
        assertTrue(new BuiltInSource("percona-8.0").fileNames().containsAll(List.of("base.cnf", "ps1.cnf", "ps2.cnf")));
        for (String set : List.of("mysql-5.6", "mysql-5.7", "mysql-8.0", "mysql-8.4", "percona-8.0", "mariadb-10.11",
                "mariadb-11", "myrocks-8.0", "postgres-15", "postgres-16", "postgres-17")) {
            assertTrue(BuiltInSource.sets().contains(set), set);
        }
    }

    @Test
    void everyConfigOfEverySetResolvesAndRendersWithVariantsAsSmallDeltas() {
        int rendered = 0;
        for (String set : BuiltInSource.sets()) {
            if (SHARED.contains(set)) {
                continue;
            }
            boolean postgres = set.startsWith("postgres");
            ServerControl control = postgres ? POSTGRES : MYSQL;
            ConfigSyntax syntax = control.configSyntax();
            String family = postgres ? "postgres" : "innodb";
            List<String> sets = set.contains("-before-")
                    ? List.of(set, set.substring(0, set.indexOf("-before-")), family) : List.of(set, family);
            List<String> names = new ArrayList<>();
            sets.forEach(s -> new BuiltInSource(s).fileNames().stream()
                    .filter(f -> f.endsWith(syntax.extension()) && !f.startsWith("_"))
                    .map(f -> f.substring(0, f.length() - syntax.extension().length())).filter(n -> !names.contains(n))
                    .forEach(names::add));
            for (String name : names) {
                SweepConfigs.Rendered one = SweepConfigs.readOne(name, SweepConfigs.chain(sets, null), syntax,
                        Placeholders.of(24_000, 1024, 1024, name.hashCode() % 2 == 0), control.configDoors());
                ServerConfig config = one.config();
                String text = one.rendered();
                assertTrue(!text.contains("{") && !text.contains("}"), set + "/" + name + ": " + text);
                if (!name.equals("base")) {
                    assertTrue(config.delta().size() >= 1 && config.delta().size() <= 4, set + "/" + name + " delta "
                            + config.deltaText());
                    assertTrue(config.files().contains("base" + syntax.extension()),
                            set + "/" + name + " " + config.files());
                }
                rendered++;
            }
        }
        assertTrue(rendered > 100, "rendered " + rendered);
    }

    @Test
    void theBaseFollowsAppendixCAndScalesWithTheProfile() {
        List<String> sets = List.of("mysql-8.0", "innodb");
        String cached = SweepConfigs.readOne("cz11a", SweepConfigs.chain(sets, null), MY_CNF,
                HostProfiles.server("cached", 131_072).placeholders(), MYSQL.configDoors()).rendered();
        assertTrue(cached.contains("innodb_buffer_pool_size = 98304M"), cached);
        assertTrue(cached.contains("innodb_flush_method = O_DIRECT_NO_FSYNC"), cached);
        assertTrue(cached.contains("innodb_max_purge_lag = 500000"), cached);
        String byOs = SweepConfigs.readOne("base", SweepConfigs.chain(sets, null), MY_CNF,
                HostProfiles.server("cached-by-os", 131_072).placeholders(), MYSQL.configDoors()).rendered();
        assertTrue(byOs.contains("innodb_buffer_pool_size = 4096M"), byOs);
        assertTrue(byOs.contains("innodb_flush_method = fsync"), byOs);
    }
}
