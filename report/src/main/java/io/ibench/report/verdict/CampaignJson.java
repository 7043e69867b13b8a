package io.ibench.report.verdict;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.result.RunFolderFile;
import io.ibench.core.result.ResultStore;

import java.nio.file.Path;

/**
 * Reads and writes {@value #FILE_NAME}, the record of a sweep that ran until it could tell ({@link Campaign}). The
 * file is hostile input: it is read by the run folders' rules (a regular file, not a link, at most 1 MiB) and every
 * field is checked, each problem one sentence naming the file and the field.
 */
public final class CampaignJson {
    /** The file's name in a sweep's folder. */
    public static final String FILE_NAME = "campaign.json";
    /** The format version written and read. */
    public static final int SCHEMA_VERSION = 1;

    private static final int MAX_REPETITIONS = 1000;
    /** A year. */
    private static final long MAX_SECONDS = 366L * 24 * 3600;

    private CampaignJson() {
    }

    /**
     * @param file the record's path
     * @return the campaign
     * @throws VerdictFileException one sentence naming the file and what is wrong with it
     */
    public static Campaign read(Path file) {
        JsonNode root = JsonFile.read(file, RunFolderFile.Kind.CAMPAIGN, SCHEMA_VERSION);
        double target = JsonFile.number(file, root, "target", 0.001, 10);
        int max = (int) whole(file, root, "maxRepetitions", 1, MAX_REPETITIONS);
        JsonNode seconds = root.get("maxSeconds");
        Long maxSeconds = seconds == null || seconds.isNull() ? null
                : whole(file, root, "maxSeconds", 1, MAX_SECONDS);
        int repetitions = (int) whole(file, root, "repetitions", 1, MAX_REPETITIONS);
        JsonNode stop = root.get("stopped");
        Campaign.Stop why = null;
        for (Campaign.Stop candidate : Campaign.Stop.values()) {
            why = stop != null && stop.isTextual() && stop.textValue().equals(candidate.id()) ? candidate : why;
        }
        if (why == null) {
            throw JsonFile.bad(file, "stopped", "must be reached, repetitions or time");
        }
        JsonNode keep = root.get("keepDisturbed");
        if (keep == null || !keep.isBoolean()) {
            throw JsonFile.bad(file, "keepDisturbed", "must be true or false");
        }
        return new Campaign(target, max, maxSeconds, repetitions, why, keep.booleanValue());
    }

    /**
     * @param folder  the sweep's folder
     * @param campaign the campaign
     * @return the file written
     */
    public static Path write(Path folder, Campaign campaign) {
        ObjectNode root = JsonFile.MAPPER.createObjectNode().put("schemaVersion", SCHEMA_VERSION)
                .put("target", campaign.target()).put("maxRepetitions", campaign.maxRepetitions())
                .put("maxSeconds", campaign.maxSeconds()).put("repetitions", campaign.repetitions())
                .put("stopped", campaign.stop().id()).put("keepDisturbed", campaign.keepDisturbed());
        Path file = folder.resolve(FILE_NAME);
        try {
            ResultStore.writeAtomically(file, JsonFile.MAPPER.writeValueAsString(root) + "\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the campaign as JSON: " + e.getMessage(), e);
        }
        return file;
    }

    private static long whole(Path file, JsonNode root, String field, long min, long max) {
        JsonNode value = root.get(field);
        if (value == null || !value.canConvertToLong() || !value.isIntegralNumber() || value.longValue() < min
                || value.longValue() > max) {
            throw JsonFile.bad(file, field, "must be a whole number from " + min + " to " + max);
        }
        return value.longValue();
    }
}
