package io.ibench.core.conformance;

import io.ibench.core.config.ConfigException;
import io.ibench.core.server.config.ConfigResolver;
import io.ibench.core.server.config.ConfigTrust;
import io.ibench.core.server.config.FolderSource;
import io.ibench.core.spi.ConfigDoors;
import io.ibench.core.spi.ConfigSyntax;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A config file written into a folder, as another user could hand it over, and what the sweep's trust check says. */
public final class CraftedConfig {
    private CraftedConfig() {
    }

    /**
     * @param folder the config's folder
     * @param name   the config's name, without extension
     * @param text   its text
     * @param syntax the DBMS's config syntax
     * @param doors  the DBMS's options that open doors
     * @return the sentence that refuses it, or null when it is let through
     */
    public static String refusal(Path folder, String name, String text, ConfigSyntax syntax, ConfigDoors doors)
            throws IOException {
        Files.writeString(folder.resolve(name + syntax.extension()), text);
        try {
            ConfigTrust.check(new ConfigResolver(new FolderSource(folder), syntax).resolve(name), doors);
            return null;
        } catch (ConfigException e) {
            return e.getMessage();
        }
    }
}
