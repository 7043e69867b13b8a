package io.ibench.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.nio.file.Files;
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
     * @throws ResultFileException naming the file and the problem when it is missing, empty, not JSON,
     *                             of another schema version, or has a field that is missing, of the
     *                             wrong type or out of range (then with the field's line and column)
     */
    public static RunResult read(Path file) {
        return ResultReader.read(Files.isDirectory(file) ? file.resolve(FILE_NAME) : file);
    }
}
