package io.ibench.core.server.config;

import io.ibench.core.config.ConfigException;
import io.ibench.core.spi.ConfigDoors;

import java.util.Optional;

/**
 * Refuses a config whose settings run code or open a door of the server ({@link ConfigDoors}) unless the user trusts
 * it: a config may come from others, and the server runs as the user who runs ibench.
 */
public final class ConfigTrust {
    private ConfigTrust() {
    }

    /**
     * @param config a resolved config
     * @param doors  the DBMS's options that open doors
     * @throws ConfigException for the first setting in the config's order that opens one, in one sentence naming
     *         the option, its file and line, what it does and {@code --trust-config}
     */
    public static void check(ServerConfig config, ConfigDoors doors) {
        for (ConfigEntry.Setting setting : config.settings().values()) {
            Optional<String> why = doors.opens(setting.name(), setting.value());
            if (why.isPresent()) {
                throw new ConfigException(setting.origin() + ": option " + setting.name() + " " + why.get()
                        + ", so ibench refuses it unless --trust-config is given");
            }
        }
    }
}
