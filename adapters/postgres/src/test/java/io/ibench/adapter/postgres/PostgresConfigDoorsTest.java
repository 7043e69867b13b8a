package io.ibench.adapter.postgres;

import io.ibench.core.conformance.CraftedConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Crafted postgresql.conf files with each parameter that runs code or opens a door of a server ibench starts: each is
 * refused in one sentence naming the parameter, file and line, in any case, and the harmless values pass (libraries
 * from the server's own folder, empty commands, the loopback address).
 */
class PostgresConfigDoorsTest {
    @TempDir
    Path folder;

    /** @return the refusal of a config of this line after one harmless line, or null when it is let through */
    private String refusal(String line) throws Exception {
        return CraftedConfig.refusal(folder, "c", "max_connections = 10\n" + line + "\n", PostgresServerControl.SYNTAX,
                PostgresConfigDoors.DOORS);
    }

    private void assertRefused(String line, String why) throws Exception {
        assertEquals(folder.resolve("c.conf") + ":2: option " + line.split("[ =]")[0] + " " + why
                + ", so ibench refuses it unless --trust-config is given", refusal(line), line);
    }

    @Test
    void parametersThatRunCodeOrOpenDoorsAreRefusedNamingParameterFileAndLine() throws Exception {
        String library = "loads a library, code the server runs, from a path outside the server's own library folder";
        assertRefused("shared_preload_libraries = '/tmp/evil.so'", library);
        assertRefused("SESSION_PRELOAD_LIBRARIES = 'pg_stat_statements, ../../tmp/evil'", library);
        assertRefused("local_preload_libraries = '$libdir/../../../tmp/evil'", library);
        assertRefused("jit_provider = '/tmp/jit'", library);
        assertRefused("archive_library = '/tmp/archiver'", library);
        assertRefused("dynamic_library_path = '/tmp:$libdir'", "loads the libraries named without a path from folders "
                + "other than the server's own");
        String shell = "runs a shell command as the server's operating-system user";
        for (String command : List.of("archive_command", "restore_command", "archive_cleanup_command",
                "recovery_end_command", "ssl_passphrase_command")) {
            assertRefused(command + " = 'touch /tmp/pwned'", shell);
        }
        assertRefused("hba_file = '/tmp/trust_all.conf'", "decides who may log in and how, which ibench decides "
                + "itself");
        assertRefused("ident_file = '/tmp/ident.conf'", "maps operating-system users to database users, which ibench "
                + "decides itself");
        assertRefused("data_directory = '/var/lib/postgresql/15/main'", "moves the data out of the folder ibench "
                + "gives the server");
        assertRefused("external_pid_file = '/etc/cron.d/pg'", "writes a file outside the data directory, as the "
                + "server's operating-system user");
        assertRefused("log_directory = '/tmp'", "writes the server's log outside the data directory (a folder "
                + "relative to it stays inside)");
        assertRefused("listen_addresses = '*'", "listens on an address that other hosts can reach");
        assertRefused("unix_socket_directories = '/tmp'", "puts the server's sockets into folders others may enter, "
                + "where ibench keeps them in the server's own");
    }

    @Test
    void harmlessValuesPass() throws Exception {
        for (String line : List.of("shared_preload_libraries = 'pg_stat_statements,auto_explain'",
                "session_preload_libraries = '$libdir/auto_explain'", "dynamic_library_path = '$libdir'",
                "archive_command = ''", "listen_addresses = 'localhost,127.0.0.1'", "log_directory = 'log'",
                "log_statement = 'all'", "shared_buffers = 128MB")) {
            assertEquals(null, refusal(line), line);
        }
    }
}
