package io.ibench.core.spi;

/**
 * How one action of a {@link PostLoadCleanup} or a {@link StepBoundary} ended. {@code result.json} records it as
 * its {@link #text()}: {@code done}, {@code skipped: <why>}, {@code failed: <why>}, or {@code gave up <why>} for a
 * wait the cleanup's target duration cut short.
 *
 * @param kind   how it ended
 * @param reason why it was skipped, failed or given up (a driver's message, which may be null: recorded as
 *               {@code null}); null when done
 */
public record ActionOutcome(Kind kind, String reason) {
    /** The action was done. */
    public static final ActionOutcome DONE = new ActionOutcome(Kind.DONE, null);

    /** How an action ended, with what its recorded text starts. */
    public enum Kind {
        /** Done. */
        DONE("done"),
        /** Not done because it does not apply or is not permitted. */
        SKIPPED("skipped: "),
        /** Tried, and failed. */
        FAILED("failed: "),
        /** A wait stopped before what it waited for happened. */
        GAVE_UP("gave up ");

        private final String prefix;

        Kind(String prefix) {
            this.prefix = prefix;
        }
    }

    /**
     * @throws IllegalArgumentException when a done action has a reason
     */
    public ActionOutcome {
        if (kind == Kind.DONE && reason != null) {
            throw new IllegalArgumentException("a done action has no reason: " + reason);
        }
    }

    /**
     * @param why why, e.g. {@code binary logging is off}
     * @return a skipped action's outcome
     */
    public static ActionOutcome skipped(String why) {
        return new ActionOutcome(Kind.SKIPPED, why);
    }

    /**
     * @param why why, e.g. the server's error message
     * @return a failed action's outcome
     */
    public static ActionOutcome failed(String why) {
        return new ActionOutcome(Kind.FAILED, why);
    }

    /**
     * @param why when and why, e.g. {@code after the cleanup's 60 s: compaction still under way}
     * @return the outcome of a wait given up
     */
    public static ActionOutcome gaveUp(String why) {
        return new ActionOutcome(Kind.GAVE_UP, why);
    }

    /** @return the outcome as {@code result.json} records it, e.g. {@code skipped: binary logging is off} */
    public String text() {
        return kind == Kind.DONE ? kind.prefix : kind.prefix + reason;
    }

    @Override
    public String toString() {
        return text();
    }
}
