package io.ibench.core.spi;

/**
 * Why a connection to the server could not be made, as an adapter explains it.
 *
 * @param message  one sentence for the user, never containing the password
 * @param badInput true when the user's options are wrong (credentials, database name, driver
 *                 settings: exit code 2); false when the server could not be reached or
 *                 refused for another reason (exit code 1)
 */
public record ConnectionProblem(String message, boolean badInput) {

    /**
     * @param target what was being connected to
     * @return the database does not exist (bad input)
     */
    public static ConnectionProblem unknownDatabase(ConnectionTarget target) {
        return new ConnectionProblem("database '" + target.database() + "' does not exist on " + target.server()
                + " (create it, or add --create-database)", true);
    }

    /**
     * @param what   the server's refusal, e.g. {@code access denied} or {@code password authentication failed}
     * @param target what was being connected to
     * @return wrong credentials (bad input); the password itself is never part of the message
     */
    public static ConnectionProblem badCredentials(String what, ConnectionTarget target) {
        return new ConnectionProblem(what + " for user '" + target.properties().getProperty("user") + "' on "
                + target.server() + " (check --user and --password-file)", true);
    }

    /**
     * @param target what was being connected to
     * @return the server's connection limit is reached (not bad input: other clients hold them)
     */
    public static ConnectionProblem tooManyConnections(ConnectionTarget target) {
        return new ConnectionProblem(target.server() + " refuses more connections (max_connections reached)", false);
    }

    /**
     * @param target  what was being connected to
     * @param message the driver's explanation, first line
     * @return any other failure to connect (not bad input)
     */
    public static ConnectionProblem other(ConnectionTarget target, String message) {
        return new ConnectionProblem("cannot connect to " + target.server() + ": " + message, false);
    }

    /**
     * @param target  what was being connected to
     * @param message the driver's explanation
     * @return the driver rejected the connection settings (bad input)
     */
    public static ConnectionProblem invalidOptions(ConnectionTarget target, String message) {
        return new ConnectionProblem(
                "the connection options for " + target.server() + " are invalid: " + message, true);
    }
}
