package io.ibench.core.result;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DisturbanceJsonTest {
    @TempDir
    Path dir;

    @Test
    void aDisturbedStepReadsBackDisturbedWithItsReasons() throws IOException {
        RunResult run = withFirstStepDisturbance(Disturbance.disturbedBy("steal 12 % > 5 %"));
        Path file = Files.writeString(dir.resolve("result.json"), ResultJson.toJson(run));

        StepResult step = ResultJson.read(file).steps().get(0);

        assertTrue(step.disturbed());
        assertEquals(List.of("steal 12 % > 5 %"), step.server().disturbance().reasons());
        assertTrue(Files.readString(file).contains("\"verdict\" : \"disturbed\""));
    }

    @Test
    void aQuietStepAndAStepOfAnEarlierVersionAreNotDisturbed() throws IOException {
        Path quiet = Files.writeString(dir.resolve("quiet.json"),
                ResultJson.toJson(withFirstStepDisturbance(Disturbance.quiet())));
        Path earlier = Files.writeString(dir.resolve("earlier.json"), ResultJson.toJson(ResultFixtures.twoStepRun()));

        assertFalse(ResultJson.read(quiet).steps().get(0).disturbed());
        assertFalse(ResultJson.read(earlier).steps().get(0).disturbed());
    }

    @Test
    void anUnknownVerdictIsRefusedNamingTheValue() throws IOException {
        String text = ResultJson.toJson(withFirstStepDisturbance(Disturbance.quiet()))
                .replace("\"verdict\" : \"quiet\"", "\"verdict\" : \"calm\"");
        Path file = Files.writeString(dir.resolve("calm.json"), text);

        ResultFileException e = assertThrows(ResultFileException.class, () -> ResultJson.read(file));

        assertTrue(e.getMessage().contains("calm"), e.getMessage());
    }

    private static RunResult withFirstStepDisturbance(Disturbance disturbance) {
        RunResult run = ResultFixtures.twoStepRun();
        List<StepResult> steps = new ArrayList<>(run.steps());
        StepResult first = steps.get(0);
        StepServer server = first.server();
        steps.set(0, new StepResult(first.name(), first.kind(), first.status(), first.run(), first.rates(),
                first.measurements(), new StepServer(server.probes(), server.host(), server.profile(),
                server.actions(), server.dumps(), disturbance), first.metrics(), first.outcome()));
        return new RunResult(run.schemaVersion(), run.runId(), run.label(), run.status(), run.startedAt(),
                run.finishedAt(), run.environment(), run.config(), run.server(), run.transport(), List.copyOf(steps),
                run.summary(), run.error(), run.resumedAt(), run.repetition(), run.restorePoints());
    }
}
