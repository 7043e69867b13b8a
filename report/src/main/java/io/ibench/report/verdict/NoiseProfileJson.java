package io.ibench.report.verdict;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.result.RunFolderFile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads and writes {@value #FILE_NAME} (docs/report.md, "Noise profile"). The file is hostile input: it is
 * read by the run folders' rules (a regular file, not a link, at most 1 MiB) and every field is checked, each
 * problem one sentence naming the file and the field.
 */
public final class NoiseProfileJson {
    /** The file's name beside the results. */
    public static final String FILE_NAME = "noise-profile.json";
    /** The format version written and read. */
    public static final int SCHEMA_VERSION = 1;

    private static final Pattern STEP_NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    private static final int MAX_TEXT = 1000;
    private static final int MAX_STEPS = 1000;
    private static final double MAX_VARIANCE = 10;
    private static final double MAX_DEGREES = 1_000_000;

    private NoiseProfileJson() {
    }

    /**
     * @param file the profile's path
     * @return the profile
     * @throws VerdictFileException one sentence naming the file and what is wrong with it
     */
    public static NoiseProfile read(Path file) {
        JsonNode root = JsonFile.read(file, RunFolderFile.Kind.NOISE_PROFILE, SCHEMA_VERSION);
        Fields f = new Fields(file);
        String created = f.text(root, "created");
        try {
            Instant.parse(created);
        } catch (DateTimeParseException e) {
            throw f.bad("created", "must be an ISO-8601 UTC time such as 2026-11-27T09:00:00Z");
        }
        JsonNode runs = root.get("runs");
        if (runs == null || !runs.isInt() || runs.intValue() < 2) {
            throw f.bad("runs", "must be a whole number of at least 2");
        }
        JsonNode steps = root.get("steps");
        if (steps == null || !steps.isObject() || steps.isEmpty() || steps.size() > MAX_STEPS) {
            throw f.bad("steps", "must be an object of 1 to " + MAX_STEPS + " steps");
        }
        Map<String, StepNoise> noise = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = steps.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> step = it.next();
            if (!STEP_NAME.matcher(step.getKey()).matches()) {
                throw f.bad("steps", "must be named by step names such as l.i1 or qr100");
            }
            String name = "steps." + step.getKey();
            if (!step.getValue().isObject()) {
                throw f.bad(name, "must be an object with variance and degreesOfFreedom");
            }
            double variance = JsonFile.number(file, step.getValue(), name + ".variance", 0, MAX_VARIANCE);
            double degrees = JsonFile.number(file, step.getValue(), name + ".degreesOfFreedom", 0,
                    MAX_DEGREES);
            if (degrees == 0) {
                throw f.bad(name + ".degreesOfFreedom", "must be above 0");
            }
            noise.put(step.getKey(), new StepNoise(variance, degrees));
        }
        return new NoiseProfile(f.text(root, "host"), f.text(root, "server"), f.text(root, "workload"), created,
                runs.intValue(), noise);
    }

    /**
     * @param folder  where to write it
     * @param profile the profile
     * @return the file written
     * @throws IOException when it cannot be written
     */
    public static Path write(Path folder, NoiseProfile profile) throws IOException {
        ObjectNode root = JsonFile.MAPPER.createObjectNode().put("schemaVersion", SCHEMA_VERSION)
                .put("host", profile.host()).put("server", profile.server()).put("workload", profile.workload())
                .put("created", profile.created()).put("runs", profile.runs());
        ObjectNode steps = root.putObject("steps");
        profile.steps().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> steps
                .putObject(e.getKey()).put("variance", e.getValue().variance())
                .put("degreesOfFreedom", e.getValue().degreesOfFreedom()));
        Path file = folder.resolve(FILE_NAME);
        Files.writeString(file, JsonFile.MAPPER.writeValueAsString(root) + "\n", StandardCharsets.UTF_8);
        return file;
    }

    /** Checks a field at a time, naming the file. */
    private record Fields(Path file) {
        VerdictFileException bad(String field, String rule) {
            return JsonFile.bad(file, field, rule);
        }

        String text(JsonNode node, String field) {
            JsonNode value = node.get(field);
            if (value == null || !value.isTextual() || value.textValue().isBlank()
                    || value.textValue().length() > MAX_TEXT
                    || value.textValue().chars().anyMatch(Character::isISOControl)) {
                throw bad(field, "must be text of 1 to " + MAX_TEXT + " characters without control characters");
            }
            return value.textValue();
        }
    }
}
