package io.ibench.core.result;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import io.ibench.core.lang.UrlRedaction;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Reads a {@code result.json} strictly, so that whatever uses the result can trust it: the text
 * must be JSON with nothing after it, of this schema version or the previous one (whose flat steps
 * {@link FlatStepShape} groups), with every field of its type (no text where a number belongs, no
 * fraction where a count belongs, no null for a number, no word outside an enumeration) and the rules
 * of {@link ResultCheck}. Each problem becomes one {@link ResultFileException} sentence that names the
 * file and, where it can, the field as the file writes it and its line and column.
 *
 * <p>The file is read through {@link RunFolderFile} (a regular file, at most
 * {@link RunFolderFile.Kind#RESULT}'s cap) and parsed within explicit limits, far above what any run writes
 * and low enough that a hostile file costs little time and memory: {@value #MAX_DEPTH} levels of nesting, texts
 * of {@value #MAX_TEXT} characters, numbers of {@value #MAX_DIGITS} digits, field names of
 * {@value #MAX_NAME} characters and {@value #MAX_VALUES} values in all.
 */
final class ResultReader {
    /** Deepest nesting of objects and arrays; a result nests about 8 deep. */
    static final int MAX_DEPTH = 64;
    /** Longest text value, characters. */
    static final int MAX_TEXT = 1_000_000;
    /** Longest number, characters. */
    static final int MAX_DIGITS = 100;
    /** Longest field name, characters. */
    static final int MAX_NAME = 1_000;
    /** Most values (tokens) in the file; a run of the standard steps has about 15,000. */
    static final long MAX_VALUES = 2_000_000;

    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
                            .maxStringLength(MAX_TEXT).maxNumberLength(MAX_DIGITS).maxNameLength(MAX_NAME)
                            .maxTokenCount(MAX_VALUES).maxDocumentLength(RunFolderFile.Kind.RESULT.maxBytes())
                            .build())
                    .build())
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .build();

    private ResultReader() {
    }

    /**
     * @param path a {@code result.json}
     * @return the result in it
     * @throws ResultFileException naming the file and the problem
     */
    static RunResult read(Path path) {
        byte[] bytes = bytes(path);
        JsonNode tree;
        try {
            tree = MAPPER.readTree(bytes);
        } catch (StreamConstraintsException e) {
            throw new ResultFileException(path + " is not a result ibench reads: " + JsonErrors.limitReason(e));
        } catch (JsonProcessingException e) {
            throw new ResultFileException(path + " is not valid JSON"
                    + (e.getLocation() == null ? "" : " (" + JsonLocator.describe(e.getLocation()) + ")") + ": "
                    + JsonErrors.syntaxReason(e));
        } catch (IOException e) {
            throw new ResultFileException(path + " cannot be read: " + e.getMessage());
        }
        if (tree == null || !tree.isObject()) {
            throw new ResultFileException(path + " is not an ibench result (expected a JSON object)");
        }
        boolean flat = checkVersion(path, bytes, tree) == RunResult.PREVIOUS_SCHEMA_VERSION;
        JsonNode model = flat ? FlatStepShape.grouped(tree) : tree;
        UnaryOperator<FieldPath> inFile = flat ? FlatStepShape::flat : UnaryOperator.identity();
        RunResult result;
        try {
            result = MAPPER.treeToValue(model, RunResult.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            FieldProblem problem = e instanceof JsonProcessingException json ? JsonErrors.binding(json, model)
                    : new FieldProblem(FieldPath.root(), "cannot be used: " + e.getMessage());
            throw fieldError(path, bytes, inFile, problem);
        }
        ResultCheck.problem(result).ifPresent(problem -> {
            throw fieldError(path, bytes, inFile, problem);
        });
        return withRedactedUrl(result);
    }

    /**
     * @return the result with its recorded URL ({@code config.connection.url}) {@link UrlRedaction#redact redacted}:
     *         a file written by hand or by another tool may hold a password there, which no report may show
     */
    private static RunResult withRedactedUrl(RunResult result) {
        if (result.config() == null || !(result.config().get("connection") instanceof Map<?, ?> connection)
                || !(connection.get("url") instanceof String url) || url.equals(UrlRedaction.redact(url))) {
            return result;
        }
        Map<String, Object> redacted = new LinkedHashMap<>();
        connection.forEach((key, value) -> redacted.put(String.valueOf(key), value));
        redacted.put("url", UrlRedaction.redact(url));
        Map<String, Object> config = new LinkedHashMap<>(result.config());
        config.put("connection", redacted);
        return result.withConfig(config);
    }

    private static byte[] bytes(Path path) {
        Path folder = path.getParent() != null ? path.getParent() : path.toAbsolutePath().getParent();
        byte[] bytes;
        try {
            bytes = RunFolderFile.read(folder, path.getFileName().toString(), RunFolderFile.Kind.RESULT);
        } catch (RunFileException e) {
            throw new ResultFileException(e.missing() ? path + " does not exist" : e.getMessage());
        }
        if (isBlank(bytes)) {
            throw new ResultFileException(path + " is empty");
        }
        return bytes;
    }

    private static boolean isBlank(byte[] bytes) {
        for (byte b : bytes) {
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                return false;
            }
        }
        return true;
    }

    /** @return the file's schema version, one this build reads */
    private static int checkVersion(Path path, byte[] bytes, JsonNode tree) {
        JsonNode version = tree.get("schemaVersion");
        if (version == null) {
            throw new ResultFileException(path + " is not an ibench result (no schemaVersion)");
        }
        if (!version.isIntegralNumber()) {
            throw fieldError(path, bytes, UnaryOperator.identity(), new FieldProblem(
                    FieldPath.root().field("schemaVersion"),
                    "must be a whole number, not " + JsonErrors.describe(version)));
        }
        boolean known = version.canConvertToInt() && (version.intValue() == RunResult.SCHEMA_VERSION
                || version.intValue() == RunResult.PREVIOUS_SCHEMA_VERSION);
        if (!known) {
            throw new ResultFileException(path + " has result schema version " + version.asText()
                    + ", this ibench reads version " + RunResult.SCHEMA_VERSION + " and the previous version "
                    + RunResult.PREVIOUS_SCHEMA_VERSION);
        }
        return version.intValue();
    }

    /**
     * @param inFile maps a field of the model to where the file has it (they differ in the previous version)
     */
    private static ResultFileException fieldError(Path path, byte[] bytes, UnaryOperator<FieldPath> inFile,
                                                  FieldProblem problem) {
        FieldPath at = inFile.apply(problem.field());
        String where = JsonLocator.locate(bytes, at).or(() -> JsonLocator.locate(bytes, at.parent())).orElse(null);
        return new ResultFileException(path + ": " + new FieldProblem(at, problem.text()).sentence()
                + (where == null ? "" : " (" + where + ")"));
    }
}
