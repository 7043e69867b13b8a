package io.ibench.adapter.postgres;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.ConnectionTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class PostgresTargetsTest {
    @Test
    void hostPortAndDefaults() {
        ConnectionTarget t = PostgresTargets.build(ConnectionOptions.ofHost("db1", null, "bench", "pw", null), true);
        assertEquals("jdbc:postgresql://db1:5432/ib", t.jdbcUrl());
        assertEquals("db1:5432/ib", t.description());
        assertEquals("bench", t.properties().getProperty("user"));
        assertEquals("disable", t.properties().getProperty("sslmode"));
        assertEquals("ibench", t.properties().getProperty("ApplicationName"));
        assertEquals("jdbc:postgresql://[::1]:5433/ib",
                PostgresTargets.build(ConnectionOptions.ofHost("::1", 5433, null, null, null), true).jdbcUrl());
    }

    @Test
    void aUrlKeepsItsSettingsAndTheServerTargetUsesThePostgresDatabase() {
        ConnectionOptions options = new ConnectionOptions("jdbc:postgresql://h:5433/bench?sslmode=require", null,
                null, null, null, null, null);
        ConnectionTarget t = PostgresTargets.build(options, true);
        assertEquals("jdbc:postgresql://h:5433/bench?sslmode=require", t.jdbcUrl());
        assertNull(t.properties().getProperty("sslmode"));
        assertEquals(System.getProperty("user.name"), t.properties().getProperty("user"), "like psql, the OS user");
        ConnectionTarget server = PostgresTargets.build(options, false);
        assertEquals("jdbc:postgresql://h:5433/postgres?sslmode=require", server.jdbcUrl());
        assertNull(server.database());
    }

    @Test
    void everyCharacterOfASocketPathReachesTheDriverAsWritten(@TempDir Path dir) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("a b&c=d%41+e"));
        Files.createFile(folder.resolve(".s.PGSQL.5432"));
        ConnectionTarget t = PostgresTargets.build(
                new ConnectionOptions(null, null, null, folder.toString(), null, null, null), true);
        assertEquals(folder.resolve(".s.PGSQL.5432").toString(), t.properties().getProperty("socketFactoryArg"));
        assertEquals("jdbc:postgresql://localhost/ib", t.jdbcUrl());
    }

    @Test
    void aSocketFolderResolvesToItsSocketFile(@TempDir Path dir) throws IOException {
        Files.createFile(dir.resolve(".s.PGSQL.5432"));
        ConnectionTarget t = PostgresTargets.build(
                new ConnectionOptions(null, null, null, dir.toString(), null, null, null), true);
        assertEquals("jdbc:postgresql://localhost/ib", t.jdbcUrl());
        assertEquals(dir.resolve(".s.PGSQL.5432").toString(), t.properties().getProperty("socketFactoryArg"));
        assertEquals("--socket " + dir.resolve(".s.PGSQL.6000")
                + " does not exist (is the server running on this host, on port 6000?)",
                assertThrows(ConfigException.class, () -> PostgresTargets.build(
                        new ConnectionOptions(null, null, 6000, dir.toString(), null, null, null), true)).getMessage());
    }

    @Test
    void badUrlsAreRejected() {
        assertThrows(ConfigException.class, () -> PostgresTargets.build(
                ConnectionOptions.ofUrl("jdbc:postgresql:ib", null, null), true));
        assertEquals("--database x contradicts the database in --url (ib)", assertThrows(ConfigException.class,
                () -> PostgresTargets.build(
                        new ConnectionOptions("jdbc:postgresql://h/ib", null, null, null, null, null, "x"), true))
                .getMessage());
    }
}
