package io.ibench.adapter.mysql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which MySQL-family server ibench talks to, and the one place where MySQL (5.6, 5.7, 8.0,
 * 8.4), Percona Server and MariaDB differ for it: the product and version, how big the redo
 * log is, where InnoDB's purge lag is read, and MyRocks's variable and table names, which
 * differ between Percona Server (and Facebook's MySQL) and MariaDB.
 */
final class MySqlFlavor {
    /**
     * The product, told apart in one place for a running server (its {@code version} and
     * {@code version_comment} variables) and for binaries (the line {@code mysqld --version} prints).
     */
    enum Product {
        MYSQL("MySQL"), PERCONA("Percona Server"), MARIADB("MariaDB");

        private final String displayName;

        Product(String displayName) {
            this.displayName = displayName;
        }

        /**
         * @param version the version as the server reports it, e.g. {@code 10.11.19-MariaDB-0+deb12u1}
         * @param comment what the server says about its build, e.g. {@code Percona Server (GPL), Release 25}
         * @return MariaDB when either names it, Percona Server when the comment names it, else MySQL
         *         (names compared without case)
         */
        static Product of(String version, String comment) {
            String lowerComment = comment.toLowerCase(Locale.ROOT);
            if (version.toLowerCase(Locale.ROOT).contains("mariadb") || lowerComment.contains("mariadb")) {
                return MARIADB;
            }
            return lowerComment.contains("percona") ? PERCONA : MYSQL;
        }

        /**
         * @param versionLine what {@code mysqld --version} prints from {@code Ver} on, which holds
         *                    both the version and the comment, e.g. {@code Ver 8.0.33-25 for Linux on
         *                    x86_64 (Percona Server (GPL), Release '25', Revision '60c9e2c5')}
         * @return the product it names, by {@link #of}
         */
        static Product ofVersionLine(String versionLine) {
            return of(versionLine, versionLine);
        }

        /** @return e.g. {@code Percona Server}, for results */
        String displayName() {
            return displayName;
        }

        /**
         * @return {@code mysql}, {@code percona} or {@code mariadb}: the product of
         *         {@code ServerBinaries} and the start of config-set names
         */
        String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** InnoDB's history list length (purge lag): present in MySQL 5.6+, Percona Server and MariaDB. */
    static final String HISTORY_LIST_LENGTH =
            "select count from information_schema.innodb_metrics where name = 'trx_rseg_history_len'";

    private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)\\.(\\d+)");

    private final Product product;
    private final int[] version;
    private final SortedMap<String, String> variables;

    MySqlFlavor(SortedMap<String, String> variables) {
        this.variables = variables;
        String text = variables.getOrDefault("version", "");
        product = Product.of(text, variables.getOrDefault("version_comment", ""));
        Matcher m = VERSION.matcher(text);
        version = m.find()
                ? new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))}
                : new int[] {0, 0, 0};
    }

    /**
     * @param connection an open connection
     * @return the flavour of the server behind it, from its global variables
     * @throws SQLException when the variables cannot be read
     */
    static MySqlFlavor read(Connection connection) throws SQLException {
        SortedMap<String, String> variables = new TreeMap<>();
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("show global variables")) {
            while (rs.next()) {
                variables.put(rs.getString(1).toLowerCase(Locale.ROOT), rs.getString(2));
            }
        }
        return new MySqlFlavor(variables);
    }

    Product product() {
        return product;
    }

    SortedMap<String, String> variables() {
        return variables;
    }

    /** @return major.minor.patch as numbers; 0.0.0 when the version cannot be parsed */
    String numericVersion() {
        return version[0] + "." + version[1] + "." + version[2];
    }

    /**
     * @return true when the server's version is at least the given one (versions of different
     *         products compare by number only)
     */
    boolean atLeast(int major, int minor, int patch) {
        int[] other = {major, minor, patch};
        for (int i = 0; i < 3; i++) {
            if (version[i] != other[i]) {
                return version[i] > other[i];
            }
        }
        return true;
    }

    /** @return true when the server has this global variable */
    boolean has(String variable) {
        return variables.containsKey(variable);
    }

    /**
     * @return the redo log's size in bytes: {@code innodb_redo_log_capacity} on MySQL 8.0.30
     *         and later; else {@code innodb_log_file_size} × {@code innodb_log_files_in_group}
     *         (MariaDB 10.5+ has one file and no group setting)
     */
    OptionalLong redoLogBytes() {
        if (product != Product.MARIADB && atLeast(8, 0, 30) && has("innodb_redo_log_capacity")) {
            return number("innodb_redo_log_capacity");
        }
        OptionalLong file = number("innodb_log_file_size");
        if (file.isEmpty()) {
            return file;
        }
        long files = number("innodb_log_files_in_group").orElse(1);
        return OptionalLong.of(file.getAsLong() * files);
    }

    /**
     * @return how to tell that MyRocks has compaction or flush work under way: a query whose
     *         single value is 0 when it has none. Percona Server and Facebook's MySQL list running
     *         compactions in {@code rocksdb_active_compaction_stats}; MariaDB flags pending
     *         compactions and memtable flushes per column family in {@code rocksdb_cfstats}.
     */
    String myRocksBusyQuery() {
        if (product == Product.MARIADB) {
            return "select coalesce(sum(value), 0) from information_schema.rocksdb_cfstats "
                    + "where stat_type in ('COMPACTION_PENDING', 'MEM_TABLE_FLUSH_PENDING')";
        }
        return "select count(*) from information_schema.rocksdb_active_compaction_stats";
    }

    /**
     * @return the variable that compacts L0 on demand: {@code rocksdb_compact_lzero_now}
     *         (Percona Server, Facebook's MySQL) or {@code rocksdb_force_flush_memtable_and_lzero_now}
     *         (MariaDB), when the server has either
     */
    Optional<String> myRocksCompactL0Variable() {
        if (has("rocksdb_compact_lzero_now")) {
            return Optional.of("rocksdb_compact_lzero_now");
        }
        return has("rocksdb_force_flush_memtable_and_lzero_now")
                ? Optional.of("rocksdb_force_flush_memtable_and_lzero_now") : Optional.empty();
    }

    /** @return facts for the results: product, numeric version, redo log, buffer pool and flavour-only settings */
    Map<String, String> facts() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("product", product.displayName());
        facts.put("numericVersion", numericVersion());
        facts.put("versionComment", variables.getOrDefault("version_comment", ""));
        redoLogBytes().ifPresent(bytes -> facts.put("redoLogBytes", Long.toString(bytes)));
        for (String key : new String[] {"innodb_buffer_pool_size", "innodb_flush_method",
            "innodb_flush_log_at_trx_commit", "innodb_doublewrite", "innodb_empty_free_list_algorithm",
            "rocksdb_block_cache_size", "hostname", "port", "socket", "datadir", "basedir"}) {
            if (variables.containsKey(key)) {
                facts.put(key, variables.get(key));
            }
        }
        return facts;
    }

    private OptionalLong number(String variable) {
        String value = variables.get(variable);
        return value != null && value.matches("\\d{1,19}")
                ? OptionalLong.of(Long.parseLong(value)) : OptionalLong.empty();
    }
}
