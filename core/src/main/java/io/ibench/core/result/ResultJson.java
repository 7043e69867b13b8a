package io.ibench.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads and writes {@code result.json}. Numbers are written locale-independently (JSON), and
 * fields that do not apply are omitted.
 */
public final class ResultJson {
    /** The file name of a run's result inside its folder. */
    public static final String FILE_NAME = "result.json";

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private ResultJson() {
    }

    /**
     * @param result a run result
     * @return its JSON text
     */
    public static String toJson(RunResult result) {
        try {
            return MAPPER.writeValueAsString(result) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise the run result: " + e.getMessage(), e);
        }
    }

    /**
     * @param file a {@code result.json}, or a run folder that holds one
     * @return the run result
     * @throws ResultFileException naming the file and the problem when it is missing, not JSON,
     *                             of another schema version, or incomplete
     */
    public static RunResult read(Path file) {
        Path path = Files.isDirectory(file) ? file.resolve(FILE_NAME) : file;
        JsonNode tree;
        try {
            tree = MAPPER.readTree(Files.readAllBytes(path));
        } catch (NoSuchFileException e) {
            throw new ResultFileException(path + " does not exist");
        } catch (JsonProcessingException e) {
            throw new ResultFileException(path + " is not valid JSON (line " + e.getLocation().getLineNr() + "): "
                    + e.getOriginalMessage());
        } catch (IOException e) {
            throw new ResultFileException(path + " cannot be read: " + e.getMessage());
        }
        if (tree == null || !tree.isObject()) {
            throw new ResultFileException(path + " is not an ibench result (expected a JSON object)");
        }
        JsonNode version = tree.get("schemaVersion");
        if (version == null || !version.isInt()) {
            throw new ResultFileException(path + " is not an ibench result (no schemaVersion)");
        }
        if (version.intValue() != RunResult.SCHEMA_VERSION) {
            throw new ResultFileException(path + " has result schema version " + version.intValue()
                    + ", this ibench reads version " + RunResult.SCHEMA_VERSION);
        }
        try {
            return MAPPER.treeToValue(tree, RunResult.class);
        } catch (JsonProcessingException e) {
            throw new ResultFileException(path + " is not a complete ibench result: " + e.getOriginalMessage());
        }
    }
}
