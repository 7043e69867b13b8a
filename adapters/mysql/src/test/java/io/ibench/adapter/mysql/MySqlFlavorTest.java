package io.ibench.adapter.mysql;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MySqlFlavorTest {
    private static MySqlFlavor flavor(String... keyValues) {
        TreeMap<String, String> variables = new TreeMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            variables.put(keyValues[i], keyValues[i + 1]);
        }
        return new MySqlFlavor(variables);
    }

    @Test
    void productsAreToldApartByVersionAndComment() {
        assertEquals(MySqlFlavor.Product.MARIADB,
                flavor("version", "10.11.19-MariaDB-0+deb12u1", "version_comment", "Debian 12").product());
        assertEquals(MySqlFlavor.Product.PERCONA,
                flavor("version", "8.0.33-25", "version_comment", "Percona Server (GPL), Release 25").product());
        assertEquals(MySqlFlavor.Product.MYSQL,
                flavor("version", "8.0.41", "version_comment", "MySQL Community Server - GPL").product());
        assertEquals("5.6.51", flavor("version", "5.6.51-log").numericVersion());
    }

    @Test
    void binariesAreToldApartByTheirVersionLine() {
        assertEquals(MySqlFlavor.Product.MARIADB, MySqlFlavor.Product.ofVersionLine(
                "Ver 10.11.19-MariaDB-0+deb12u1 for debian-linux-gnu on x86_64 (Debian 12)"));
        assertEquals(MySqlFlavor.Product.PERCONA, MySqlFlavor.Product.ofVersionLine(
                "Ver 8.0.33-25 for Linux on x86_64 (Percona Server (GPL), Release '25', Revision '60c9e2c5')"));
        assertEquals(MySqlFlavor.Product.MYSQL, MySqlFlavor.Product.ofVersionLine(
                "Ver 5.7.22 for linux-glibc2.12 on x86_64 (MySQL Community Server (GPL))"));
        assertEquals("percona", MySqlFlavor.Product.PERCONA.id());
    }

    @Test
    void versionsCompareNumerically() {
        MySqlFlavor v = flavor("version", "8.0.30");
        assertTrue(v.atLeast(8, 0, 30));
        assertTrue(v.atLeast(5, 7, 44));
        assertFalse(v.atLeast(8, 0, 31));
        assertFalse(v.atLeast(8, 4, 0));
    }

    @Test
    void redoLogSizeFollowsEachVersionsSettings() {
        assertEquals(OptionalLong.of(100L << 30), flavor("version", "8.0.41",
                "innodb_redo_log_capacity", String.valueOf(100L << 30),
                "innodb_log_file_size", "50331648", "innodb_log_files_in_group", "2").redoLogBytes(),
                "8.0.30+: capacity");
        assertEquals(OptionalLong.of(2 * 50331648L), flavor("version", "5.7.44", "innodb_log_file_size", "50331648",
                "innodb_log_files_in_group", "2").redoLogBytes(), "5.7: size x files");
        assertEquals(OptionalLong.of(100663296L),
                flavor("version", "10.11.19-MariaDB", "innodb_log_file_size", "100663296").redoLogBytes(),
                "MariaDB: one file");
        assertEquals(OptionalLong.empty(), flavor("version", "8.0.41").redoLogBytes());
    }

    @Test
    void myRocksNamesDifferBetweenPerconaAndMariaDb() {
        MySqlFlavor percona = flavor("version", "8.0.33-25", "version_comment", "Percona Server",
                "rocksdb_compact_lzero_now", "OFF");
        MySqlFlavor mariadb = flavor("version", "10.11.19-MariaDB",
                "rocksdb_force_flush_memtable_and_lzero_now", "OFF");
        assertEquals(Optional.of("rocksdb_compact_lzero_now"), percona.myRocksCompactL0Variable());
        assertEquals(Optional.of("rocksdb_force_flush_memtable_and_lzero_now"), mariadb.myRocksCompactL0Variable());
        assertTrue(percona.myRocksBusyQuery().contains("rocksdb_active_compaction_stats"));
        assertTrue(mariadb.myRocksBusyQuery().contains("rocksdb_cfstats"));
        assertEquals(Optional.empty(), flavor("version", "8.0.41").myRocksCompactL0Variable());
    }

    @Test
    void factsIncludeFlavourOnlySettings() {
        Map<String, String> facts = flavor("version", "8.0.33-25", "version_comment", "Percona Server",
                "innodb_empty_free_list_algorithm", "backoff", "innodb_buffer_pool_size", "1073741824").facts();
        assertEquals("Percona Server", facts.get("product"));
        assertEquals("backoff", facts.get("innodb_empty_free_list_algorithm"));
        assertEquals("1073741824", facts.get("innodb_buffer_pool_size"));
    }
}
