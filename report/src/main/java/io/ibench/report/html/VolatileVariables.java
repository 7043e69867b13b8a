package io.ibench.report.html;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Server variables that differ between two runs of the same configuration by nature: where the
 * server keeps its files, how it is reached, which process and instance it is, its replication
 * position. The report folds them away so that the configuration differences stand out
 * (docs/report.md, "What was compared").
 */
final class VolatileVariables {
    /** Volatile by name, MySQL family and PostgreSQL. */
    static final Set<String> NAMES = Set.of(
            "datadir", "socket", "port", "report_port", "extra_port", "pid_file", "server_uuid", "server_uid",
            "hostname", "report_host", "aria_log_dir_path", "log_error", "general_log_file", "slow_query_log_file",
            "log_slow_query_file", "gtid_executed", "gtid_purged", "innodb_data_home_dir",
            "data_directory", "config_file", "hba_file", "ident_file", "external_pid_file", "unix_socket_directories",
            "log_directory", "cluster_name");
    /** Volatile by pattern: temporary folders, binary and relay log names, GTID positions. */
    static final List<Pattern> PATTERNS = List.of(
            Pattern.compile(".*tmpdir"),
            Pattern.compile("(log_bin|relay_log)_(basename|index)"),
            Pattern.compile("gtid_.*_(pos|state)"));

    private VolatileVariables() {
    }

    /**
     * @param name a server variable's name
     * @return whether it differs between runs of the same configuration by nature
     */
    static boolean isVolatile(String name) {
        return NAMES.contains(name) || PATTERNS.stream().anyMatch(p -> p.matcher(name).matches());
    }
}
