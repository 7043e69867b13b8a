package io.ibench.adapter.postgres;

import io.ibench.core.conformance.OwnServer;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.server.config.BuiltInSource;
import io.ibench.core.server.config.ChainSource;
import io.ibench.core.server.config.ConfigResolver;
import io.ibench.core.server.config.ConfigSource;
import io.ibench.core.server.config.Placeholders;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerStartException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every built-in config of the PostgreSQL releases whose binaries exist here (Debian's 15, zonky's 16 and 17,
 * {@link OwnPostgres}): the sets chosen by the major version, and every config of them started, one after the
 * other on one data directory, by the adapter's server control with its real settings at small sizes; the server
 * applied every setting of the config file (none in error, none left unapplied, per {@code pg_file_settings}) and runs
 * with the base's buffer cache. zonky's builds lack LZ4: there the bases' {@code wal_compression = lz4} fails the
 * start, naming the setting, and the configs run with {@code pglz} instead.
 * Each server's test runs beside the others: they share no server, folder or port.
 */
@Execution(ExecutionMode.CONCURRENT)
class PostgresConfigSetsIT {
    /** Small sizes: a 128 MiB buffer cache and 256 MiB of WAL start and stop fast; the configs scale from them. */
    private static final Placeholders SMALL = Placeholders.of(24_000, 128, 256, false);
    private static final ServerControl CONTROL = new PostgresAdapter().serverControl().orElseThrow();

    @TempDir
    Path work;

    @Test
    void postgres15() throws Exception {
        Path basedir = Path.of("/usr/lib/postgresql/15");
        Requirements.executable(basedir.resolve("bin/postgres"), "PostgreSQL 15 server from Debian's packages");
        startEveryConfig(basedir, "postgres-15", true);
    }

    @Test
    void postgres16() throws Exception {
        startEveryConfig(OwnPostgres.POSTGRES_16.basedir(), "postgres-16", false);
    }

    @Test
    void postgres17() throws Exception {
        startEveryConfig(OwnPostgres.POSTGRES_17.basedir(), "postgres-17", false);
    }

    /**
     * @param lz4 whether the binaries were built with LZ4, which the bases' {@code wal_compression = lz4} needs:
     *            Debian's are, zonky's are not; without it the base must fail to start naming the setting, and the
     *            configs are started with {@value #WITHOUT_LZ4} appended (the last setting of a name wins)
     */
    private void startEveryConfig(Path basedir, String firstSet, boolean lz4) throws Exception {
        ServerBinaries binaries = CONTROL.locate(basedir);
        assertEquals(List.of(firstSet, "postgres"), binaries.configSets());
        List<ConfigSource> sources = new ArrayList<>();
        binaries.configSets().forEach(set -> sources.add(new BuiltInSource(set)));
        ConfigResolver resolver = new ConfigResolver(new ChainSource(sources), CONTROL.configSyntax());
        Set<String> names = new LinkedHashSet<>();
        sources.forEach(source -> source.fileNames().stream().filter(f -> f.endsWith(".conf"))
                .forEach(f -> names.add(f.substring(0, f.length() - ".conf".length()))));
        assertTrue(names.containsAll(List.of("base", "av-fast", "fpw-off", "sync-commit", "wal-small")),
                "the configs of " + binaries.configSets() + ": " + names);
        // the server's own user (postgres, when the tests run as root) enters the folder to reach its data
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
        if (!lz4) {
            ServerStartException e = assertThrows(ServerStartException.class, () -> OwnServer.start(CONTROL, basedir,
                    Files.createDirectories(work.resolve("lz4")), render(resolver, "base", true)).close());
            assertTrue(e.getMessage().contains("\"wal_compression\": \"lz4\""), e.getMessage());
        }
        try (OwnServer server = OwnServer.start(CONTROL, basedir, Files.createDirectories(work.resolve("server")),
                render(resolver, "base", lz4))) {
            assertRuns(server, "base");
            for (String name : names) {
                if (!name.equals("base")) {
                    server.restartWith(render(resolver, name, lz4));
                    assertRuns(server, name);
                }
            }
        }
    }

    /** What binaries without LZ4 run instead of the bases' {@code wal_compression = lz4}. */
    private static final String WITHOUT_LZ4 = "wal_compression = pglz";

    private static String render(ConfigResolver resolver, String name, boolean lz4) {
        String text = resolver.resolve(name).render(CONTROL.configSyntax(), SMALL);
        assertTrue(text.contains("wal_compression = lz4"), name + " compresses its WAL with LZ4: " + text);
        return lz4 ? text : text + "\n" + WITHOUT_LZ4 + "\n";
    }

    private static void assertRuns(OwnServer server, String config) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + server.port() + "/postgres",
                "postgres", OwnServer.PASSWORD); Statement s = c.createStatement()) {
            // per setting of the file: the last line of its name applied, none in error
            try (ResultSet rs = s.executeQuery("select count(*), count(*) filter (where applied and not failed), "
                    + "string_agg(name || ': ' || coalesce(error, 'not applied'), ', ') "
                    + "filter (where not applied or failed) from (select name, bool_or(applied) as applied, "
                    + "bool_or(error is not null) as failed, max(error) as error from pg_file_settings "
                    + "group by name) settings")) {
                assertTrue(rs.next(), config);
                assertTrue(rs.getInt(1) > 10, config + ": the config file's settings: " + rs.getInt(1));
                assertEquals(rs.getInt(1), rs.getInt(2), config + ": settings not applied: " + rs.getString(3));
            }
            try (ResultSet rs = s.executeQuery("select current_setting('shared_buffers')")) {
                assertTrue(rs.next(), config);
                assertEquals("128MB", rs.getString(1), config + ": the base's {cache_mb} buffer cache");
            }
        }
    }
}
