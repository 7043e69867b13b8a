package io.ibench.report.verdict;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.ibench.core.result.RunFileException;
import io.ibench.core.result.RunFolderFile;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The JSON files the verdicts read as hostile input (a noise profile, a campaign's record): by the run folders'
 * rules (a regular file, not a link, within its kind's cap), a repeated key refused, a JSON object with the schema
 * version expected.
 */
final class JsonFile {
    /** Writes indented JSON; reads refusing a repeated key. */
    static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);

    private JsonFile() {
    }

    /**
     * @param file    the file
     * @param kind    what it is
     * @param version the schema version it must have
     * @return its JSON object
     * @throws VerdictFileException one sentence naming the file and what is wrong with it
     */
    static JsonNode read(Path file, RunFolderFile.Kind kind, int version) {
        byte[] bytes;
        try {
            bytes = RunFolderFile.read(file.toAbsolutePath().getParent(), file.getFileName().toString(), kind);
        } catch (RunFileException e) {
            throw new VerdictFileException(e.getMessage());
        }
        JsonNode root;
        try {
            root = MAPPER.readTree(new String(bytes, StandardCharsets.UTF_8));
        } catch (JsonProcessingException e) {
            throw new VerdictFileException(file + " is not valid JSON (line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + ")");
        }
        if (root == null || !root.isObject()) {
            throw bad(file, "the file", "must be a JSON object");
        }
        JsonNode schema = root.get("schemaVersion");
        if (schema == null || !schema.isInt() || schema.intValue() != version) {
            throw bad(file, "schemaVersion", "must be " + version);
        }
        return root;
    }

    /**
     * @param file  the file
     * @param field the field, e.g. {@code steps.l.i1.variance}
     * @param rule  what it must be, e.g. {@code must be a number from 0.0 to 10.0}
     * @return the sentence as an exception
     */
    static VerdictFileException bad(Path file, String field, String rule) {
        return new VerdictFileException(file + ": " + field + " " + rule);
    }

    /**
     * @param file  the file
     * @param node  the object holding the field
     * @param field the field's name as a message names it; the part after its last dot is its key in {@code node}
     * @param min   the least value
     * @param max   the largest value
     * @return its value
     * @throws VerdictFileException when it is not a number in the range
     */
    static double number(Path file, JsonNode node, String field, double min, double max) {
        JsonNode value = node.get(field.substring(field.lastIndexOf('.') + 1));
        if (value == null || !value.isNumber() || !(value.doubleValue() >= min && value.doubleValue() <= max)) {
            throw bad(file, field, "must be a number from " + min + " to " + max);
        }
        return value.doubleValue();
    }
}
