package io.ibench.adapter.mysql;

import io.ibench.core.spi.ConfigDoors;
import io.ibench.core.spi.support.DoorList;
import io.ibench.core.spi.support.DoorList.Door;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The options of a MySQL, Percona Server or MariaDB config that run code or open a door of a server ibench starts,
 * from the servers' option references (docs/sweeps.md, "Configs are input" lists them with the reasons). Names are
 * matched as the servers read them: {@code -} as {@code _}, any case, {@code loose-} and {@code enable-} dropped, and
 * an unambiguous prefix of a name (MariaDB's option parser takes one) checked against every option it may stand for.
 * Options ibench sets on the command line (port, socket, bind address, data directory, error log) win over the
 * config's anyway; those that matter are listed all the same, so that a config says what it gets.
 */
final class MySqlConfigDoors {
    /** The library separators of {@code plugin_load}: {@code ;}, and {@code ,} which MariaDB also takes. */
    private static final String LIBRARIES = "[;,]";
    /** Plugins that open a listener of their own or write every statement to a file of their own. */
    private static final Set<String> DOOR_PLUGINS = Set.of("handlersocket", "libmemcached", "innodb_engine", "mysqlx",
            "group_replication", "server_audit", "server_audit2", "audit_log");
    private static final String RUNS_SQL = "runs SQL statements that ibench never sees";
    private static final String LOG_OUTSIDE = "writes a log outside the data directory (a name relative to it "
            + "stays inside) as the server's operating-system user, root when ibench runs as root";

    /** The list. */
    static final ConfigDoors DOORS = new DoorList(doors(), MySqlConfigDoors::normal, true);

    private MySqlConfigDoors() {
    }

    private static List<Door> doors() {
        List<Door> doors = new ArrayList<>();
        doors.add(new Door("init_file", DoorList.always(), RUNS_SQL + ", as the superuser, at every start (an "
                + "account without a password, for one)"));
        doors.add(new Door("init_connect", DoorList.always(), RUNS_SQL + " at every login"));
        doors.add(new Door("init_slave", DoorList.always(), RUNS_SQL + " whenever replication starts"));
        doors.add(new Door("init_replica", DoorList.always(), RUNS_SQL + " whenever replication starts"));
        doors.add(new Door("skip_grant_tables", DoorList.always(),
                "lets anyone log in as any account without a password"));
        doors.add(new Door("plugin_dir", DoorList.always(),
                "loads the server's plugins, code it runs, from a folder other than its own"));
        for (String load : List.of("plugin_load", "plugin_load_add", "early_plugin_load")) {
            doors.add(new Door(load, DoorList.namesPath(LIBRARIES, ""),
                    "loads a plugin, code the server runs, from a path outside its own plugin folder"));
            doors.add(new Door(load, DoorList.loads(LIBRARIES, DOOR_PLUGINS), "loads a plugin that opens a port of "
                    + "its own (HandlerSocket, InnoDB memcached, the X Plugin, group replication) or writes every "
                    + "statement to a file (audit logs)"));
        }
        doors.add(new Door("secure_file_priv", DoorList.except(Set.of("null")), "lets SQL statements read and write "
                + "files of the host (SELECT … INTO OUTFILE, LOAD DATA, LOAD_FILE) unless it is NULL"));
        doors.add(new Door("local_infile", DoorList.on(), "lets clients load files of their host into tables "
                + "(LOAD DATA LOCAL), which the benchmark never does"));
        for (String address : List.of("bind_address", "admin_address", "mysqlx_bind_address")) {
            doors.add(new Door(address, DoorList.notLoopback(","), "listens on an address that other hosts can "
                    + "reach"));
        }
        for (String log : List.of("general_log_file", "slow_query_log_file", "log_slow_query_file", "log_error",
                "log_bin", "log_bin_index", "relay_log", "relay_log_index", "log_tc", "log_slow_queries",
                "log_isam")) {
            doors.add(new Door(log, DoorList.leavesFolder(), LOG_OUTSIDE));
        }
        doors.add(new Door("wsrep_provider", DoorList.except(Set.of("none")),
                "loads the Galera library, which joins a cluster over the network"));
        doors.add(new Door("wsrep_notify_cmd", DoorList.except(Set.of("")),
                "runs a shell command at every change of the cluster's state"));
        return doors;
    }

    /** @return the name as the servers read it: lower case, {@code -} as {@code _}, without {@code loose_} and
     *          {@code enable_} */
    static String normal(String name) {
        String key = name.toLowerCase(Locale.ROOT).replace('-', '_');
        for (String prefix : List.of("loose_", "enable_")) {
            if (key.startsWith(prefix)) {
                key = key.substring(prefix.length());
            }
        }
        return key;
    }
}
