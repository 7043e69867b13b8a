package io.ibench.cli;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.engine.ConnectionSource;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/**
 * {@code ibench sweep --password-file}: each config's fresh server gives its admin user the password in the
 * file's first line, and the run connects with it, so that nobody else on a shared bench host can reach the
 * server without it. The password appears in no output, result or error message.
 *
 * @param password the password, or null when none was given (the servers keep their user without password)
 */
record SweepPassword(String password) {

    /**
     * @param file {@code --password-file}, or null
     * @return the password of the file's first line, or none
     * @throws io.ibench.core.config.ConfigException when the file cannot be read
     */
    static SweepPassword of(Path file) {
        return new SweepPassword(file == null ? null : new PasswordSource(file, false, null, null).read(Map.of()));
    }

    /**
     * @param adapter the server's adapter
     * @param control the server's control, which knows how to set a password
     * @param binaries the server's binaries
     * @param admin   options that reach the fresh server as its admin user, without password
     * @return options with the password, once the server's user has it; {@code admin} when there is none
     * @throws IllegalStateException when the server does not take the password; the message holds no password
     */
    ConnectionOptions give(Adapter adapter, ServerControl control, ServerBinaries binaries, ConnectionOptions admin) {
        if (password == null) {
            return admin;
        }
        try (ConnectionSource server = ConnectionSource.open(adapter, adapter.serverTarget(admin), 1);
             Connection c = server.get(); Statement s = c.createStatement()) {
            s.execute(control.passwordStatement(binaries, password));
        } catch (ConnectionSource.ConnectFailure | SQLException e) {
            String state = e instanceof SQLException sql ? " (SQLSTATE " + sql.getSQLState() + ")" : "";
            throw new IllegalStateException("the server's user could not be given the password of --password-file"
                    + state);
        }
        return admin.withPassword(password);
    }
}
