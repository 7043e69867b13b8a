package io.ibench.core.engine;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DriftWindowTest {
    @Test
    void aWriterMayRunAtMostNineStatementsAheadAsWithTheReferencesQueues() throws Exception {
        DriftWindow window = new DriftWindow();
        StepControl control = new StepControl(2);
        for (int k = 0; k <= DriftWindow.DEPTH; k++) {
            assertTrue(window.awaitTurn(true, k, control), "insert " + k + " needs no delete yet");
            window.started(true);
        }
        CompletableFuture<Boolean> tenth = CompletableFuture.supplyAsync(() -> {
            try {
                return window.awaitTurn(true, DriftWindow.DEPTH + 1, control);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(200);
        assertFalse(tenth.isDone(), "insert 9 (the tenth) waits for the first delete");
        window.started(false);
        assertTrue(tenth.get(5, TimeUnit.SECONDS));
    }

    @Test
    void aStoppedStepReleasesAWaitingWriter() throws Exception {
        DriftWindow window = new DriftWindow();
        StepControl control = new StepControl(2);
        CompletableFuture<Boolean> waiting = CompletableFuture.supplyAsync(() -> {
            try {
                return window.awaitTurn(false, 20, control);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(100);
        control.fail("client 1 inserter", new IllegalStateException("boom"));
        assertFalse(waiting.get(5, TimeUnit.SECONDS));
        assertEquals("client 1 inserter: boom", control.failure().describe());
    }
}
