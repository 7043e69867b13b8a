package io.ibench.core.result;

import java.util.List;

/**
 * What the post-load cleanup did.
 *
 * @param targetSeconds the duration the cleanup waits out, seconds
 * @param actions       each action with its duration and outcome
 */
public record CleanupResult(int targetSeconds, List<Action> actions) {
    /**
     * @param action  what was done
     * @param seconds how long it took
     * @param outcome {@code done}, or why it was skipped or failed
     */
    public record Action(String action, double seconds, String outcome) {
    }
}
