package io.ibench.core.spi;

import java.util.Optional;

/**
 * The options of a DBMS's server config that run code or open a door of the server (a file read or written outside
 * its folders, a listener others can reach, a login without password): a config may come from others, and a server
 * ibench starts runs as the user who runs ibench, often root, so {@code ibench sweep} refuses them unless the user
 * says the config is trusted ({@code --trust-config}; docs/sweeps.md, "Configs are input"). A
 * {@link ServerControl} offers its list through {@link ServerControl#configDoors()}.
 */
@FunctionalInterface
public interface ConfigDoors {
    /** No option opens a door. */
    ConfigDoors NONE = (name, value) -> Optional.empty();

    /**
     * @param name  an option's name as written in a config, e.g. {@code init-file} or {@code loose_init_file}
     * @param value its value as written, surrounding quotes included; null for a bare flag
     * @return what it does, the end of the sentence "option NAME …", e.g. {@code runs the SQL statements of a file as
     *         the server's superuser at every start}; empty when it runs no code and opens no door
     */
    Optional<String> opens(String name, String value);
}
