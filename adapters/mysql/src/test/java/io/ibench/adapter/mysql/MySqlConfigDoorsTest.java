package io.ibench.adapter.mysql;

import io.ibench.core.conformance.CraftedConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Crafted my.cnf files with each option that runs code or opens a door of a server ibench starts, as others could
 * hand them to a user: each is refused in one sentence naming the option, file and line, in every spelling the
 * servers read (dashes, case, {@code loose-}, {@code enable-}, MariaDB's unambiguous prefixes), and the harmless
 * values of the same options pass.
 */
class MySqlConfigDoorsTest {
    @TempDir
    Path folder;

    /** @return the refusal of a config of these lines after {@code [mysqld]}, or null when it is let through */
    private String refusal(String... lines) throws Exception {
        return CraftedConfig.refusal(folder, "c", "[mysqld]\n" + String.join("\n", lines) + "\n",
                MySqlServerControl.SYNTAX, MySqlConfigDoors.DOORS);
    }

    private void assertRefused(String line, String why) throws Exception {
        String name = line.split("[ =]")[0];
        assertEquals(folder.resolve("c.cnf") + ":3: option " + name + " " + why
                + ", so ibench refuses it unless --trust-config is given", refusal("max_connections = 10", line),
                line);
    }

    @Test
    void optionsThatRunCodeOrOpenDoorsAreRefusedNamingOptionFileAndLine() throws Exception {
        assertRefused("init_file = /tmp/evil.sql", "runs SQL statements that ibench never sees, as the superuser, "
                + "at every start (an account without a password, for one)");
        assertRefused("init_connect = 'create user evil'", "runs SQL statements that ibench never sees at every "
                + "login");
        assertRefused("init_replica = 'do 1'", "runs SQL statements that ibench never sees whenever replication "
                + "starts");
        assertRefused("skip-grant-tables", "lets anyone log in as any account without a password");
        assertRefused("plugin_dir = /tmp/plugins", "loads the server's plugins, code it runs, from a folder other "
                + "than its own");
        String outsidePlugin = "loads a plugin, code the server runs, from a path outside its own plugin folder";
        assertRefused("plugin_load_add = evil=/tmp/evil.so", outsidePlugin);
        assertRefused("plugin-load = 'a=ha_rocksdb.so;b=../../tmp/evil.so'", outsidePlugin);
        assertRefused("early_plugin_load = /tmp/keyring.so", outsidePlugin);
        String doorPlugin = "loads a plugin that opens a port of its own (HandlerSocket, InnoDB memcached, the X "
                + "Plugin, group replication) or writes every statement to a file (audit logs)";
        assertRefused("plugin_load_add = handlersocket", doorPlugin);
        assertRefused("plugin_load = daemon_memcached=libmemcached.so", doorPlugin);
        assertRefused("plugin_load_add = server_audit.so", doorPlugin);
        assertRefused("secure_file_priv = \"\"", "lets SQL statements read and write files of the host (SELECT … "
                + "INTO OUTFILE, LOAD DATA, LOAD_FILE) unless it is NULL");
        assertRefused("secure-file-priv = /", "lets SQL statements read and write files of the host (SELECT … INTO "
                + "OUTFILE, LOAD DATA, LOAD_FILE) unless it is NULL");
        assertRefused("local_infile = ON", "lets clients load files of their host into tables (LOAD DATA LOCAL), "
                + "which the benchmark never does");
        assertRefused("local-infile", "lets clients load files of their host into tables (LOAD DATA LOCAL), which the "
                + "benchmark never does");
        String listens = "listens on an address that other hosts can reach";
        assertRefused("bind_address = 0.0.0.0", listens);
        assertRefused("bind-address = 127.0.0.1,10.0.0.5", listens);
        assertRefused("admin_address = *", listens);
        assertRefused("mysqlx_bind_address = ::", listens);
        String log = "writes a log outside the data directory (a name relative to it stays inside) as the server's "
                + "operating-system user, root when ibench runs as root";
        assertRefused("slow_query_log_file = /etc/cron.d/evil", log);
        assertRefused("general_log_file = ../../../etc/profile.d/evil.sh", log);
        assertRefused("log_error = /tmp/error.log", log);
        assertRefused("log_bin = /tmp/binlog", log);
        assertRefused("log_slow_query_file = ~/slow.log", log);
        assertRefused("relay_log = /tmp/relay", log);
        assertRefused("wsrep_provider = /usr/lib/galera/libgalera_smm.so", "loads the Galera library, which joins a "
                + "cluster over the network");
        assertRefused("wsrep_notify_cmd = /tmp/x.sh", "runs a shell command at every change of the cluster's state");
    }

    @Test
    void everySpellingTheServersReadIsTheSameOption() throws Exception {
        String initFile = "runs SQL statements that ibench never sees, as the superuser, at every start (an account "
                + "without a password, for one)";
        for (String spelling : List.of("init-file", "INIT_FILE", "loose-init-file", "loose_init_file", "init_fil",
                "init-f")) {
            assertRefused(spelling + " = /tmp/evil.sql", initFile);
        }
        assertRefused("enable-local-infile", "lets clients load files of their host into tables (LOAD DATA LOCAL), "
                + "which the benchmark never does");
        assertRefused("skip_grant", "lets anyone log in as any account without a password");
        assertRefused("loose-skip-grant-tables", "lets anyone log in as any account without a password");
    }

    @Test
    void harmlessValuesOfTheSameOptionsPass() throws Exception {
        for (String line : List.of("log_bin = binlog", "log_bin", "slow_query_log = 1",
                "slow_query_log_file = slow.log", "general_log = ON", "general_log_file = logs/general.log",
                "log_error = error.log", "bind_address = 127.0.0.1", "bind-address = ::1,localhost", "local_infile = 0",
                "local-infile = OFF", "skip-local-infile", "disable-local-infile", "secure_file_priv = NULL",
                "plugin_load_add = ha_rocksdb.so",
                "plugin-load-add = rocksdb=ha_rocksdb.so;rocksdb_cfstats=ha_rocksdb.so", "wsrep_provider = none",
                "skip_name_resolve", "log_bin_trust_function_creators = 1", "max_connections = 10")) {
            assertEquals(null, refusal(line), line);
        }
    }
}
