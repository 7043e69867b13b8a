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
 * cannot run listed with the settings it lacks, and the configs started with their real settings (on one
 * data directory per server): on MariaDB 10.11 and MySQL 8.0.31 every config the version can run; on the older
 * MySQL releases only those of their own set (base, a11, a12), because each start costs a restart of several
 * seconds and the shared InnoDB configs differ from the base by option names that the option check above
 * already proves each binary knows, with values that MySQL 8.0.31 accepts.
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
        checkEveryConfigAndStartThem(Path.of("/usr"), "mariadb-10.11", true, List.of(
                "a10 (innodb_page_cleaners)", "a15 (innodb_idle_flush_pct)",
                "a18 (innodb_buffer_pool_instances, innodb_page_cleaners)", "a22 (innodb_page_cleaners)",
                "cz11a (innodb_page_cleaners)", "cz11e (innodb_doublewrite_pages)", "cz11f (innodb_page_cleaners)"));
    }

    @Test
    void mySql5722() throws Exception {
        checkEveryConfigAndStartThem(UpstreamMySql.MYSQL_5_7_22.basedir(), "mysql-5.7", false,
                List.of("a15 (innodb_idle_flush_pct)", "cz11e (innodb_doublewrite_pages)"));
    }

    @Test
    void mySql8015UsesTheRedoLogFilesOfReleasesBefore8030() throws Exception {
        ServerBinaries binaries = checkEveryConfigAndStartThem(UpstreamMySql.MYSQL_8_0_15.basedir(),
                "mysql-8.0-before-8.0.30", false,
                List.of("a15 (innodb_idle_flush_pct)", "cz11e (innodb_doublewrite_pages)"));
        assertEquals(List.of("mysql-8.0-before-8.0.30", "mysql-8.0", "innodb"), binaries.configSets());
    }

    @Test
    void mySql8031() throws Exception {
        ServerBinaries binaries = checkEveryConfigAndStartThem(UpstreamMySql.MYSQL_8_0_31.basedir(),
                "mysql-8.0", true, List.of());
        assertEquals(List.of("mysql-8.0", "innodb"), binaries.configSets());
    }

    /**
     * @param startAll        whether to start every config the version can run, or only those of its first set
     * @param refusedExpected the configs the version cannot run, with the settings it lacks
     * @return the binaries found under {@code basedir}
     */
    private ServerBinaries checkEveryConfigAndStartThem(Path basedir, String firstSet, boolean startAll,
                                                           List<String> refusedExpected) throws Exception {
        ServerBinaries binaries = CONTROL.locate(basedir);
        assertEquals(firstSet, binaries.configSets().get(0));
        List<ConfigSource> sources = new ArrayList<>();
        binaries.configSets().forEach(set -> sources.add(new BuiltInSource(set)));
        ConfigResolver resolver = new ConfigResolver(new ChainSource(sources), CONTROL.configSyntax());
        Set<String> names = new LinkedHashSet<>();
        sources.forEach(source -> names.addAll(configNames(source)));
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
        Set<String> toStart = new LinkedHashSet<>(names);
        if (!startAll) {
            toStart.retainAll(configNames(sources.get(0)));
        }
        try (OwnServer server = OwnServer.start(CONTROL, basedir, Files.createDirectories(work.resolve("server")),
                rendered.get("base"))) {
            assertRuns(server, "base");
            for (String name : toStart) {
                if (!name.equals("base") && refused.stream().noneMatch(r -> r.startsWith(name + " "))) {
                    server.restartWith(rendered.get(name));
                    assertRuns(server, name);
                }
            }
        }
        return binaries;
    }

    /** @return the names of the configs a set declares (its .cnf files but the included _parts) */
    private static List<String> configNames(ConfigSource source) {
        return source.fileNames().stream().filter(f -> f.endsWith(".cnf") && !f.startsWith("_"))
                .map(f -> f.substring(0, f.length() - 4)).toList();
    }

    private static void assertRuns(OwnServer server, String config) throws Exception {
        try (Connection c = DriverManager.getConnection(
                     UpstreamMySql.url(server) + "?allowPublicKeyRetrieval=true&sslMode=DISABLED", "root",
                     OwnServer.PASSWORD);
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select @@innodb_buffer_pool_size, @@log_bin")) {
            assertTrue(rs.next(), config);
            assertEquals(128L * 1024 * 1024, rs.getLong(1), config + ": the base's {cache_mb} buffer pool");
            assertEquals(1, rs.getInt(2), config + ": the base's binary log");
        }
    }
}
