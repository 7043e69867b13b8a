package io.ibench.core.engine;

/**
 * A request from outside the run (Ctrl-C, SIGTERM) to stop it: the step in progress stops
 * within about a second, keeps what it measured marked incomplete, and no further step starts.
 * Thread safe: {@link #request} is called from a signal handler thread.
 */
public final class RunInterruption {
    private volatile String reason;
    private volatile StepControl current;

    /**
     * Stops the step in progress, if any, and every later one.
     *
     * @param why e.g. {@code SIGINT}; the first request's reason is kept
     */
    public void request(String why) {
        if (reason == null) {
            reason = why;
        }
        StepControl step = current;
        if (step != null) {
            step.interrupt(reason);
        }
    }

    /** @return true once {@link #request} was called */
    public boolean requested() {
        return reason != null;
    }

    /** @return the first request's reason, or null */
    public String reason() {
        return reason;
    }

    /** @param step the step that starts now; stopped at once when a request came before */
    void enter(StepControl step) {
        current = step;
        if (reason != null) {
            step.interrupt(reason);
        }
    }

    /** Called when the step in progress ended. */
    void leave() {
        current = null;
    }
}
