package io.ibench.core.engine;

import io.ibench.core.host.OsSettings;
import io.ibench.core.result.ResultStore;
import io.ibench.core.spi.LocalServer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Dumps the operating system settings that change results once per run, into
 * {@code dumps/os.tsv} of the run folder (name, value), for the disk of the server's data
 * directory when the server is local, else of the run folder.
 */
final class OsDump {
    /** The file, relative to the run folder. */
    static final String FILE = "dumps/os.tsv";

    private OsDump() {
    }

    /**
     * @param store the run folder
     * @param local the server when it runs on this host, else null
     * @return the settings {@code result.json} keeps, or null when none could be read (not Linux)
     */
    static Map<String, String> write(ResultStore store, LocalServer local) {
        if (!Files.isDirectory(Path.of("/proc/sys"))) {
            return null;
        }
        Map<String, String> all = new OsSettings(Path.of("/proc"), Path.of("/sys"))
                .read(local != null ? local.dataDirectory() : store.directory());
        StringBuilder tsv = new StringBuilder("name\tvalue\n");
        all.forEach((name, value) -> tsv.append(name).append('\t').append(value).append('\n'));
        try {
            Path file = store.file(FILE);
            Files.createDirectories(file.getParent());
            Files.writeString(file, tsv, StandardCharsets.UTF_8);
        } catch (IOException e) {
            // the settings are still kept in result.json
        }
        return OsSettings.summary(all);
    }
}
