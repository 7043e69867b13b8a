package io.ibench.cli.run;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.IoReason;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Checks the results folder before anything is started, so a bad {@code --results} costs nothing. */
public final class ResultsFolder {
    private ResultsFolder() {
    }

    /**
     * @param folder the results folder; created when missing
     * @throws ConfigException when it is not a folder that can be created and written
     */
    public static void check(Path folder) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new ConfigException("--results " + folder + " cannot be used as a folder (" + IoReason.of(e) + ")");
        }
        if (!Files.isWritable(folder)) {
            throw new ConfigException("--results " + folder + " is not writable");
        }
    }
}
