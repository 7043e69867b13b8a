package io.ibench.core.server.config;

import io.ibench.core.config.ConfigException;
import io.ibench.core.result.Golden;
import io.ibench.core.spi.ConfigSyntax;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfigResolverTest {
    static final ConfigSyntax MY_CNF =
            new ConfigSyntax("my.cnf", ".cnf", List.of("mysqld", "server"), "[mysqld]", true, true);
    static final ConfigSyntax PG_CONF = new ConfigSyntax("postgresql.conf", ".conf", List.of(), "", false, false);

    @TempDir
    Path folder;

    /** A folder beside the config set's, e.g. another user's files. */
    @TempDir
    Path outside;

    private ConfigResolver set(ConfigSyntax syntax, String... files) throws Exception {
        for (int i = 0; i < files.length; i += 2) {
            Files.writeString(folder.resolve(files[i]), files[i + 1]);
        }
        return new ConfigResolver(new FolderSource(folder), syntax);
    }

    @Test
    void aVariantIsTheBasePlusItsDeltaWithOverridesInPlace() throws Exception {
        ConfigResolver resolver = set(MY_CNF,
                "base.cnf", "# the base\n[mysqld]\ninnodb_io_capacity = 10000\ninnodb-io-capacity-max=20000\n"
                        + "skip_name_resolve\n",
                "a2.cnf", "# a2\n!include base.cnf\ninnodb_io_capacity = 20000\n"
                        + "innodb_io_capacity_max = 40000 # inline\n");
        ServerConfig a2 = resolver.resolve("a2");
        assertEquals(List.of("base.cnf", "a2.cnf"), a2.files());
        assertEquals("innodb_io_capacity = 20000, innodb_io_capacity_max = 40000", a2.deltaText());
        assertEquals(List.of("innodb_io_capacity", "innodb_io_capacity_max", "skip_name_resolve"),
                List.copyOf(a2.settings().keySet()));
        assertEquals(folder.resolve("a2.cnf") + ":4", a2.settings().get("innodb_io_capacity_max").origin());
        Golden.assertMatches("io/ibench/core/server/config/a2.my.cnf",
                a2.render(MY_CNF, Placeholders.of(24_000, 1024, 512, false)));
    }

    @Test
    void includesNestAndPostgresSyntaxQuotesTheFile() throws Exception {
        ConfigResolver resolver = set(PG_CONF,
                "base.conf", "shared_buffers = {cache_mb}MB\nmax_wal_size = {log_mb}MB\n",
                "a13.conf", "include 'base.conf'\nautovacuum_naptime = 1s\n",
                "a20.conf", "include = 'a13.conf'\nmax_wal_size = {log_mb*0.16}MB\n");
        ServerConfig a20 = resolver.resolve("a20");
        assertEquals(List.of("base.conf", "a13.conf", "a20.conf"), a20.files());
        Golden.assertMatches("io/ibench/core/server/config/a20.postgresql.conf",
                a20.render(PG_CONF, Placeholders.of(24_000, 6000, 1000, true)));
    }

    @Test
    void malformedFilesAreNamedWithFileAndLine() throws Exception {
        ConfigResolver my = set(MY_CNF,
                "base.cnf", "[mysqld]\nport = 1\n",
                "junk.cnf", "!include base.cnf\n= 5\n",
                "client.cnf", "[client]\nuser = x\n",
                "missing.cnf", "!include nothere.cnf\n",
                "loop1.cnf", "!include loop2.cnf\n",
                "loop2.cnf", "!include loop1.cnf\n",
                "empty.cnf", "x =\n");
        assertEquals(folder.resolve("junk.cnf") + ":2: expected 'name = value', got '= 5'",
                assertThrows(ConfigException.class, () -> my.resolve("junk")).getMessage());
        assertEquals(folder.resolve("client.cnf") + ":1: section [client] does not hold server options; a config file "
                + "holds server options only, under [mysqld] or [server]",
                assertThrows(ConfigException.class, () -> my.resolve("client")).getMessage());
        assertEquals(folder.resolve("missing.cnf") + ":1: included file nothere.cnf does not exist in the config set",
                assertThrows(ConfigException.class, () -> my.resolve("missing")).getMessage());
        assertEquals(folder.resolve("loop2.cnf")
                + ":1: including loop1.cnf again makes a cycle (loop1.cnf -> loop2.cnf -> loop1.cnf)",
                assertThrows(ConfigException.class, () -> my.resolve("loop1")).getMessage());
        assertEquals(folder.resolve("empty.cnf") + ":1: option x has an empty value",
                assertThrows(ConfigException.class, () -> my.resolve("empty")).getMessage());
        assertEquals("unknown --config 'a99'; configs: base, client, empty, junk, loop1, loop2, missing",
                assertThrows(ConfigException.class, () -> my.resolve("a99")).getMessage());
    }

    @Test
    void postgresHasNoSectionsAndNoBareFlags() throws Exception {
        ConfigResolver pg = set(PG_CONF, "s.conf", "[mysqld]\n", "f.conf", "fsync\n");
        assertEquals(folder.resolve("s.conf") + ":1: sections such as [mysqld] are not part of a postgresql.conf; "
                + "write one option per line", assertThrows(ConfigException.class, () -> pg.resolve("s")).getMessage());
        assertEquals(folder.resolve("f.conf") + ":1: option fsync has no value; write 'fsync = VALUE'",
                assertThrows(ConfigException.class, () -> pg.resolve("f")).getMessage());
    }

    @Test
    void commentsInsideQuotesAreValues() {
        assertEquals("log_line_prefix = '%m # [%p] '",
                ConfigParser.stripComment("log_line_prefix = '%m # [%p] '").strip());
        assertEquals("a = 1", ConfigParser.stripComment("a = 1 # comment").strip());
        assertEquals("", ConfigParser.stripComment("; a my.cnf comment"));
    }

    /**
     * A config may come from others: an include names a file of the set, never a path (whose text would be quoted in
     * the error of a file that is no config), and the folder's files are read as a run folder's, only regular files
     * within a size cap; the folders and includes a server would read itself are refused.
     */
    @Test
    void includesStayInsideTheSetAndReadOnlyItsRegularFiles() throws Exception {
        Files.writeString(outside.resolve("secret.cnf"), "outside-secret-line\n");
        ConfigResolver my = set(MY_CNF,
                "etc.cnf", "[mysqld]\n!include /etc/passwd\n",
                "up.cnf", "!include ../" + outside.getFileName() + "/secret.cnf\n",
                "dir.cnf", "!includedir /etc/mysql/conf.d\n",
                "huge.cnf", "# " + "x".repeat(1024 * 1024) + "\n");
        Files.createSymbolicLink(folder.resolve("linked.cnf"), outside.resolve("secret.cnf"));
        Files.writeString(folder.resolve("via-link.cnf"), "!include linked.cnf\n");
        assertEquals(folder.resolve("etc.cnf") + ":2: the include of '/etc/passwd' names a path, and a config "
                + "includes only files of its own set, by name (e.g. base.cnf)",
                assertThrows(ConfigException.class, () -> my.resolve("etc")).getMessage());
        String up = assertThrows(ConfigException.class, () -> my.resolve("up")).getMessage();
        assertTrue(up.startsWith(folder.resolve("up.cnf") + ":1: the include of '../"), up);
        assertEquals(folder.resolve("dir.cnf") + ":1: !includedir would make the server read files ibench never "
                + "sees; include each file of the set by name instead",
                assertThrows(ConfigException.class, () -> my.resolve("dir")).getMessage());
        assertEquals(folder.resolve("linked.cnf") + " is a symbolic link, and ibench reads only regular files inside "
                + "a config folder", assertThrows(ConfigException.class, () -> my.resolve("via-link")).getMessage());
        assertEquals(folder.resolve("linked.cnf") + " is a symbolic link, and ibench reads only regular files inside "
                + "a config folder", assertThrows(ConfigException.class, () -> my.resolve("linked")).getMessage());
        assertEquals(folder.resolve("huge.cnf") + " has more than 1 MiB, more than a server config file can have",
                assertThrows(ConfigException.class, () -> my.resolve("huge")).getMessage());

        ConfigResolver pg = set(PG_CONF,
                "upper.conf", "INCLUDE '/etc/passwd'\n",
                "dir.conf", "include_dir = '/etc/postgresql'\n",
                "maybe.conf", "include_if_exists '/etc/passwd'\n",
                "bare.conf", "include = /etc/passwd x\n");
        assertEquals(folder.resolve("upper.conf") + ":1: the include of '/etc/passwd' names a path, and a config "
                + "includes only files of its own set, by name (e.g. base.conf)",
                assertThrows(ConfigException.class, () -> pg.resolve("upper")).getMessage());
        assertEquals(folder.resolve("dir.conf") + ":1: include_dir would make the server read files ibench never "
                + "sees; include each file of the set by name instead",
                assertThrows(ConfigException.class, () -> pg.resolve("dir")).getMessage());
        assertEquals(folder.resolve("maybe.conf") + ":1: include_if_exists would make the server read files ibench "
                + "never sees; include each file of the set by name instead",
                assertThrows(ConfigException.class, () -> pg.resolve("maybe")).getMessage());
        assertEquals(folder.resolve("bare.conf") + ":1: expected an include of one file of the set, e.g. include "
                + "'base.conf', got 'include = /etc/passwd x'",
                assertThrows(ConfigException.class, () -> pg.resolve("bare")).getMessage());
    }

    @Test
    void aFifoInTheFolderIsRefusedWithoutBlocking() throws Exception {
        ConfigResolver my = set(MY_CNF, "a.cnf", "!include pipe.cnf\n");
        Process mkfifo = new ProcessBuilder("mkfifo", folder.resolve("pipe.cnf").toString()).start();
        assertEquals(0, mkfifo.waitFor());
        assertEquals(folder.resolve("pipe.cnf") + " is a FIFO, socket or device, and ibench reads only regular files "
                + "inside a config folder", assertThrows(ConfigException.class, () -> my.resolve("a")).getMessage());
    }
}
