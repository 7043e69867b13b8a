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
}
