package io.ibench.core.result;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerProfileJsonTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void aStepsProfileIsWrittenAndReadBack() throws IOException {
        ServerProfile profile = new ServerProfile("l.i1.folded", "cpu-clock", 499, 10.0, List.of(4321L, 4400L),
                4950L, null);
        RunResult read = ResultJson.read(write(profileJson(profile)));
        assertEquals(profile, read.steps().get(0).server().profile());
        assertEquals(ResultJson.toJson(read), ResultJson.toJson(ResultJson.read(write(ResultJson.toJson(read)))));
    }

    @Test
    void whyAStepHasNoProfileIsKept() throws IOException {
        ServerProfile missing = ServerProfile.missing("perf is not installed (on Debian: apt-get install linux-perf)");
        assertEquals(missing, ResultJson.read(write(profileJson(missing))).steps().get(0).server().profile());
    }

    @Test
    void aResultWithoutProfilesReadsAsNoneAsked() throws IOException {
        RunResult read = ResultJson.read(write(ResultJson.toJson(ResultFixtures.twoStepRun())));
        assertNull(read.steps().get(0).server().profile());
    }

    @Test
    void aProfileOutsideTheRunFolderIsRefused() throws IOException {
        Path file = write(profileJson(new ServerProfile("../l.i1.folded", "cpu-clock", 499, 10.0, List.of(1L), 1L,
                null)));
        ResultFileException e = assertThrows(ResultFileException.class, () -> ResultJson.read(file));
        assertTrue(e.getMessage().contains("steps[0].server.profile.file must be the name of a file in the run folder"),
                e.getMessage());
    }

    private static String profileJson(ServerProfile profile) throws IOException {
        ObjectNode tree = (ObjectNode) JSON.readTree(ResultJson.toJson(ResultFixtures.twoStepRun()));
        ((ObjectNode) tree.withArray("steps").get(0).get("server")).set("profile", JSON.valueToTree(profile));
        return JSON.writeValueAsString(tree);
    }

    private Path write(String json) throws IOException {
        return Files.writeString(dir.resolve("result.json"), json);
    }
}
