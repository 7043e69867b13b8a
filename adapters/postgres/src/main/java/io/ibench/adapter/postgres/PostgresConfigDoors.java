package io.ibench.adapter.postgres;

import io.ibench.core.spi.ConfigDoors;
import io.ibench.core.spi.support.DoorList;
import io.ibench.core.spi.support.DoorList.Door;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The parameters of a PostgreSQL config that run code or open a door of a server ibench starts, from PostgreSQL's
 * documentation of its parameters (docs/sweeps.md, "Configs are input" lists them with the reasons); names in any
 * case. Libraries named without a path load from the server's own library folder ({@code $libdir}) and are allowed
 * ({@code pg_stat_statements}), as plugins of the server's own folder are for MySQL. Parameters ibench sets on the
 * command line ({@code hba_file}, {@code listen_addresses}, {@code unix_socket_directories}) win over the config's
 * anyway; they are listed all the same, so that a config says what it gets.
 */
final class PostgresConfigDoors {
    private static final String SHELL = "runs a shell command as the server's operating-system user";

    /** The list. */
    static final ConfigDoors DOORS = new DoorList(doors(), name -> name.toLowerCase(Locale.ROOT), false);

    private PostgresConfigDoors() {
    }

    private static List<Door> doors() {
        List<Door> doors = new ArrayList<>();
        for (String libraries : List.of("shared_preload_libraries", "session_preload_libraries",
                "local_preload_libraries", "jit_provider", "archive_library")) {
            doors.add(new Door(libraries, DoorList.namesPath(",", "$libdir/"), "loads a library, code the server "
                    + "runs, from a path outside the server's own library folder"));
        }
        doors.add(new Door("dynamic_library_path", DoorList.except(Set.of("$libdir")),
                "loads the libraries named without a path from folders other than the server's own"));
        for (String command : List.of("archive_command", "restore_command", "archive_cleanup_command",
                "recovery_end_command", "ssl_passphrase_command")) {
            doors.add(new Door(command, DoorList.except(Set.of("")), SHELL));
        }
        doors.add(new Door("hba_file", DoorList.always(), "decides who may log in and how, which ibench decides "
                + "itself"));
        doors.add(new Door("ident_file", DoorList.always(), "maps operating-system users to database users, which "
                + "ibench decides itself"));
        doors.add(new Door("data_directory", DoorList.always(), "moves the data out of the folder ibench gives the "
                + "server"));
        doors.add(new Door("external_pid_file", DoorList.except(Set.of("")), "writes a file outside the data "
                + "directory, as the server's operating-system user"));
        doors.add(new Door("log_directory", DoorList.leavesFolder(), "writes the server's log outside the data "
                + "directory (a folder relative to it stays inside)"));
        doors.add(new Door("listen_addresses", DoorList.notLoopback(","), "listens on an address that other hosts "
                + "can reach"));
        doors.add(new Door("unix_socket_directories", DoorList.except(Set.of("")), "puts the server's sockets into "
                + "folders others may enter, where ibench keeps them in the server's own"));
        return doors;
    }
}
