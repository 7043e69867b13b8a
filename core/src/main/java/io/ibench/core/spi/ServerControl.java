package io.ibench.core.spi;

import java.nio.file.Path;
import java.util.List;

/**
 * The life cycle of a server that ibench runs itself from a base directory of binaries, for
 * {@code ibench sweep}: find the binaries, initialise a fresh data directory, start the server
 * with a configuration file, wait until it accepts connections, and stop it cleanly. An adapter
 * offers it through {@link Adapter#serverControl()}; the generic parts (processes, waiting, log
 * tails) are in {@code io.ibench.core.server}.
 */
public interface ServerControl {

    /** @return how this DBMS's configuration files are written (sections, file name, comments) */
    ConfigSyntax configSyntax();

    /**
     * Finds the server's programs under a base directory and asks the server for its version.
     *
     * @param basedir the base directory, e.g. {@code /usr} (Debian packages), {@code /usr/lib/postgresql/15}
     *                or an unpacked tarball
     * @return the binaries, their product and version, and the name of the matching config set
     * @throws io.ibench.core.config.ConfigException when the programs are missing or do not run,
     *         in one sentence naming {@code --basedir}
     */
    ServerBinaries locate(Path basedir);

    /**
     * Creates a fresh data directory {@link ServerInstance#dataDirectory()} (which must not exist) with the instance's
     * configuration and the admin user ibench connects as, in the instance's folder, which only its owner (and the
     * server's operating-system user) may enter. With a password, the admin user gets it, and every other account
     * of the fresh server that could log in gets it too or is dropped, before the server listens for anything but
     * ibench; without one, every account but the admin user is dropped, and the server will take connections only
     * on its unix-domain socket in that folder (docs/sweeps.md, "A server ibench starts").
     *
     * @param binaries what {@link #locate} found
     * @param instance where the server lives and logs
     * @param password the admin user's password, any characters but line breaks; null for none
     * @throws ServerStartException when initialisation fails; its message ends with the tail of the log
     * @throws InterruptedException when interrupted while waiting
     */
    void initialize(ServerBinaries binaries, ServerInstance instance, String password)
            throws ServerStartException, InterruptedException;

    /**
     * Starts the server on an initialised data directory and waits until it accepts connections: with a password,
     * on 127.0.0.1 and its socket, every login needing it; without, on its socket only.
     *
     * @param binaries what {@link #locate} found
     * @param instance where the server lives and logs; its configuration file is written again
     * @param password the password {@link #initialize} gave the admin user, or null
     * @return the running server, whose {@link RunningServer#connection} carries the password (or names the socket)
     * @throws ServerStartException when the server exits or does not accept connections within
     *         {@link ServerInstance#startSeconds()}; its message ends with the tail of the error log
     * @throws InterruptedException when interrupted while waiting
     */
    RunningServer start(ServerBinaries binaries, ServerInstance instance, String password)
            throws ServerStartException, InterruptedException;

    /**
     * Checks a configuration against the binaries without starting a server, so that a sweep can
     * refuse a config the version cannot run before any server starts.
     *
     * @param binaries   what {@link #locate} found
     * @param configText a configuration as the server would start with it
     * @return the settings of the configuration that the server does not know, by name, in file
     *         order; empty when it knows them all (or cannot tell)
     * @throws InterruptedException when interrupted while asking the server
     */
    default List<String> unknownOptions(ServerBinaries binaries, String configText) throws InterruptedException {
        return List.of();
    }

    /**
     * @return the options of this DBMS's configs that run code or open a door of the server, refused in a sweep
     *         unless the user trusts the config; none by default
     */
    default ConfigDoors configDoors() {
        return ConfigDoors.NONE;
    }
}
