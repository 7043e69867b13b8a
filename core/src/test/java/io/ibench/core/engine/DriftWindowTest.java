package io.ibench.core.engine;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DriftWindowTest {
    @Test
    void aWriterMayRunAtMostNineStatementsAheadAsWithTheReferencesQueues() {
        DriftWindow window = new DriftWindow();
        for (int k = 0; k <= DriftWindow.DEPTH; k++) {
            assertTrue(window.mayStart(true, k), "insert " + k + " needs no delete yet");
            window.started(true);
        }
        assertFalse(window.mayStart(true, DriftWindow.DEPTH + 1), "insert 9 (the tenth) waits for the first delete");
        assertTrue(window.mayStart(false, 0), "the deleter is never held back by an inserter ahead of it");
        window.started(false);
        assertTrue(window.mayStart(true, DriftWindow.DEPTH + 1), "the first delete lets the tenth insert go");
        assertFalse(window.mayStart(true, DriftWindow.DEPTH + 2), "but not the eleventh");
    }

    @Test
    void aWaitingWriterGoesOnWhenTheOtherStarts() throws Exception {
        DriftWindow window = new DriftWindow();
        StepControl control = new StepControl(2);
        for (int k = 0; k <= DriftWindow.DEPTH; k++) {
            window.started(true);
        }
        CompletableFuture<Boolean> tenth = new CompletableFuture<>();
        Thread writer = new Thread(() -> {
            try {
                tenth.complete(window.awaitTurn(true, DriftWindow.DEPTH + 1, control));
            } catch (InterruptedException e) {
                tenth.completeExceptionally(e);
            }
        });
        writer.start();
        awaitWaiting(writer, tenth);
        assertFalse(tenth.isDone(), "the tenth insert is waiting inside awaitTurn, not returned");
        window.started(false);
        assertTrue(tenth.get(5, TimeUnit.SECONDS));
    }

    @Test
    void aStoppedStepReleasesAWaitingWriter() throws Exception {
        DriftWindow window = new DriftWindow();
        StepControl control = new StepControl(2);
        CompletableFuture<Boolean> waiting = new CompletableFuture<>();
        Thread deleter = new Thread(() -> {
            try {
                waiting.complete(window.awaitTurn(false, 20, control));
            } catch (InterruptedException e) {
                waiting.completeExceptionally(e);
            }
        });
        deleter.setDaemon(true);
        deleter.start();
        awaitWaiting(deleter, waiting);
        assertFalse(waiting.isDone(), "the deleter is waiting inside awaitTurn, not returned");
        control.fail("client 1 inserter", new IllegalStateException("boom"));
        assertFalse(waiting.get(5, TimeUnit.SECONDS));
        assertEquals("client 1 inserter: boom", control.failure().describe());
    }

    /** Returns once the thread waits (inside {@link DriftWindow#awaitTurn}) or has given its answer. */
    private static void awaitWaiting(Thread thread, CompletableFuture<Boolean> answer) {
        while (thread.getState() != Thread.State.TIMED_WAITING && !answer.isDone()) {
            Thread.onSpinWait();
        }
    }
}
