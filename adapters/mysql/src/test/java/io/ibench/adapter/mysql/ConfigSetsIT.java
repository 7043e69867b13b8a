package io.ibench.adapter.mysql;

import io.ibench.core.conformance.OwnServer;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.server.config.BuiltInSource;
import io.ibench.core.server.config.ChainSource;
import io.ibench.core.server.config.ConfigResolver;
import io.ibench.core.server.config.ConfigSource;
import io.ibench.core.server.config.Placeholders;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every built-in config for every MySQL-family server whose binaries exist here (Debian's MariaDB
 * 10.11 and the upstream MySQL 5.7.22, 8.0.15 and 8.0.31): the set chosen by the exact version,
 * each config rendered and checked against the binaries' own option list, the configs a version
 * cannot run listed with the settings it lacks, and the base and every other config it can run
 * started with their real settings (on one data directory per server).
 */
class ConfigSetsIT {
    /** Small sizes: a 128 MiB buffer pool and 64 MiB of redo start and stop fast; the configs scale from them. */
    private static final Placeholders SMALL = Placeholders.of(24_000, 128, 64, false);
    private static final ServerControl CONTROL = new MySqlAdapter().serverControl().orElseThrow();

    @TempDir
    Path work;

    @Test
    void mariaDb1011() throws Exception {
        Requirements.executable(Path.of("/usr/sbin/mariadbd"), "MariaDB server from Debian's packages");
        checkEveryConfigAndStartTheBase(Path.of("/usr"), "mariadb-10.11", List.of(
                "a10 (innodb_page_cleaners)", "a15 (innodb_idle_flush_pct)",
                "a18 (innodb_buffer_pool_instances, innodb_page_cleaners)", "a22 (innodb_page_cleaners)",
                "cz11a (innodb_page_cleaners)", "cz11e (innodb_doublewrite_pages)", "cz11f (innodb_page_cleaners)"));
    }

    @Test
    void mySql5722() throws Exception {
        checkEveryConfigAndStartTheBase(UpstreamMySql.MYSQL_5_7_22.basedir(), "mysql-5.7",
                List.of("a15 (innodb_idle_flush_pct)", "cz11e (innodb_doublewrite_pages)"));
    }

    @Test
    void mySql8015UsesTheRedoLogFilesOfReleasesBefore8030() throws Exception {
        ServerBinaries binaries = checkEveryConfigAndStartTheBase(UpstreamMySql.MYSQL_8_0_15.basedir(),
                "mysql-8.0-before-8.0.30", List.of("a15 (innodb_idle_flush_pct)", "cz11e (innodb_doublewrite_pages)"));
        assertEquals(List.of("mysql-8.0-before-8.0.30", "mysql-8.0", "innodb"), binaries.configSets());
    }

    @Test
    void mySql8031() throws Exception {
        ServerBinaries binaries = checkEveryConfigAndStartTheBase(UpstreamMySql.MYSQL_8_0_31.basedir(),
                "mysql-8.0", List.of());
        assertEquals(List.of("mysql-8.0", "innodb"), binaries.configSets());
    }

    /**
     * @param refusedExpected the configs the version cannot run, with the settings it lacks
     * @return the binaries found under {@code basedir}
     */
    private ServerBinaries checkEveryConfigAndStartTheBase(Path basedir, String firstSet, List<String> refusedExpected)
            throws Exception {
        ServerBinaries binaries = CONTROL.locate(basedir);
        assertEquals(firstSet, binaries.configSets().get(0));
        List<ConfigSource> sources = new ArrayList<>();
        binaries.configSets().forEach(set -> sources.add(new BuiltInSource(set)));
        ConfigResolver resolver = new ConfigResolver(new ChainSource(sources), CONTROL.configSyntax());
        Set<String> names = new LinkedHashSet<>();
        for (ConfigSource source : sources) {
            source.fileNames().stream().filter(f -> f.endsWith(".cnf") && !f.startsWith("_"))
                    .map(f -> f.substring(0, f.length() - 4)).forEach(names::add);
        }
        Map<String, String> rendered = new LinkedHashMap<>();
        List<String> refused = new ArrayList<>();
        for (String name : names) {
            String text = resolver.resolve(name).render(CONTROL.configSyntax(), SMALL);
            rendered.put(name, text);
            List<String> unknown = CONTROL.unknownOptions(binaries, text);
            if (!unknown.isEmpty()) {
                refused.add(name + " (" + String.join(", ", unknown) + ")");
            }
        }
        System.out.println(binaries.product() + " " + binaries.version() + ": " + names.size() + " configs, refused: "
                + refused);
        assertEquals(refusedExpected, refused, binaries.product() + " " + binaries.version() + " cannot run");
        try (OwnServer server = OwnServer.start(CONTROL, basedir, Files.createDirectories(work.resolve("server")),
                rendered.get("base"))) {
            assertRuns(server, "base");
            for (String name : names) {
                if (!name.equals("base") && refused.stream().noneMatch(r -> r.startsWith(name + " "))) {
                    server.restartWith(rendered.get(name));
                    assertRuns(server, name);
                }
            }
        }
        return binaries;
    }

    private static void assertRuns(OwnServer server, String config) throws Exception {
        try (Connection c = DriverManager.getConnection(
                     UpstreamMySql.url(server) + "?allowPublicKeyRetrieval=true&sslMode=DISABLED", "root", "");
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select @@innodb_buffer_pool_size, @@log_bin")) {
            assertTrue(rs.next(), config);
            assertEquals(128L * 1024 * 1024, rs.getLong(1), config + ": the base's {cache_mb} buffer pool");
            assertEquals(1, rs.getInt(2), config + ": the base's binary log");
        }
    }
}
