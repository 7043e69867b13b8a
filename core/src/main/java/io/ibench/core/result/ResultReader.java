package io.ibench.core.result;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.UnaryOperator;

/**
 * Reads a {@code result.json} strictly, so that whatever uses the result can trust it: the text
 * must be JSON with nothing after it, of this schema version or the previous one (whose flat steps
 * {@link FlatStepShape} groups), with every field of its type (no text where a number belongs, no
 * fraction where a count belongs, no null for a number, no word outside an enumeration) and the rules
 * of {@link ResultCheck}. Each problem becomes one {@link ResultFileException} sentence that names the
 * file and, where it can, the field as the file writes it and its line and column.
 */
final class ResultReader {
    /** Larger files are refused before they are read: no run writes that much. */
    static final long MAX_BYTES = 256L * 1024 * 1024;

    private static final ObjectMapper MAPPER = JsonMapper.builder()
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
        } catch (JsonProcessingException e) {
            throw new ResultFileException(path + " is not valid JSON ("
                    + JsonLocator.describe(e.getLocation()) + "): " + JsonErrors.syntaxReason(e));
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
        return result;
    }

    private static byte[] bytes(Path path) {
        try {
            if (Files.size(path) > MAX_BYTES) {
                throw new ResultFileException(path + " is too large for a result file (" + Files.size(path)
                        + " bytes, at most " + MAX_BYTES + ")");
            }
            byte[] bytes = Files.readAllBytes(path);
            if (isBlank(bytes)) {
                throw new ResultFileException(path + " is empty");
            }
            return bytes;
        } catch (NoSuchFileException e) {
            throw new ResultFileException(path + " does not exist");
        } catch (AccessDeniedException e) {
            throw new ResultFileException(path + " cannot be read: permission denied");
        } catch (IOException e) {
            throw new ResultFileException(path + " cannot be read: " + e.getMessage());
        }
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
