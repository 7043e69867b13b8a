package io.ibench.core.server.config;

import java.util.List;
import java.util.Optional;

/** Where the files of a config set come from: a folder, or the set built into the jar. */
public interface ConfigSource {

    /**
     * @param fileName a file of the set, e.g. {@code a13.cnf}
     * @return its text, or empty when the set has no such file
     */
    Optional<String> read(String fileName);

    /**
     * @param fileName a file of the set
     * @return how to name it in messages, e.g. {@code configs/servers/mariadb-10.11/a13.cnf}
     */
    String where(String fileName);

    /** @return the names of the set's files, sorted */
    List<String> fileNames();
}
