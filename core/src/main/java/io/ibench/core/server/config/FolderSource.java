package io.ibench.core.server.config;

import io.ibench.core.config.ConfigException;
import io.ibench.core.result.RunFileException;
import io.ibench.core.result.RunFolderFile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A config set in a folder of the file system, e.g. the user's own copy of a built-in set or the folder of a config
 * file given by path. Configs may come from others, so a file is read as a run folder's are ({@link RunFolderFile}):
 * only by a plain name inside the folder, only a regular file (no link, FIFO or device), at most
 * {@link RunFolderFile.Kind#SERVER_CONFIG}'s size.
 */
public record FolderSource(Path folder) implements ConfigSource {

    /**
     * @throws ConfigException in one sentence naming the file when it is not a regular file inside the folder, is
     *         too large or cannot be read
     */
    @Override
    public Optional<String> read(String fileName) {
        try {
            return Optional.of(new String(RunFolderFile.read(folder, fileName, RunFolderFile.Kind.SERVER_CONFIG),
                    StandardCharsets.UTF_8));
        } catch (RunFileException e) {
            if (e.missing()) {
                return Optional.empty();
            }
            throw new ConfigException(e.getMessage());
        }
    }

    @Override
    public String where(String fileName) {
        return folder.resolve(fileName).toString();
    }

    @Override
    public List<String> fileNames() {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS))
                    .map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder + ": " + e.getMessage(), e);
        }
    }
}
