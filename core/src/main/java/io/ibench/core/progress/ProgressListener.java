package io.ibench.core.progress;

import io.ibench.core.measure.IntervalSample;
import io.ibench.core.plan.Step;
import io.ibench.core.result.StepResult;
import io.ibench.core.spi.ServerInfo;
import io.ibench.core.spi.Transport;

import java.nio.file.Path;

/**
 * Receives the progress of a run, e.g. to draw a status line. Called from the engine's
 * coordinating thread; implementations must return quickly.
 */
public interface ProgressListener {
    /** A listener that ignores everything. */
    ProgressListener NONE = new ProgressListener() {
    };

    /**
     * @param runId     the run's id
     * @param directory the run folder
     * @param server    the server under test
     * @param transport how the connections reach it, with their driver
     */
    default void runStarted(String runId, Path directory, ServerInfo server, Transport transport) {
    }

    /** @param step the step that starts now */
    default void stepStarted(Step step) {
    }

    /**
     * @param step         the running step
     * @param sample       the interval that just ended
     * @param fractionDone share of the step's work done, 0..1, or NaN when unknown
     * @param etaSeconds   estimated seconds until the step ends, or NaN when unknown
     */
    default void interval(Step step, IntervalSample sample, double fractionDone, double etaSeconds) {
    }

    /**
     * @param step   the step that ended
     * @param result its result
     */
    default void stepFinished(Step step, StepResult result) {
    }

    /** @param message something the user should know, one line */
    default void notice(String message) {
    }
}
