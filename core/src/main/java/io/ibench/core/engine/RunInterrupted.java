package io.ibench.core.engine;

import java.nio.file.Path;

/**
 * The user interrupted a run (Ctrl-C, SIGTERM). Every finished step and the interrupted step's
 * figures so far (marked incomplete) are saved; {@code ibench run --resume} continues the run.
 */
public final class RunInterrupted extends Exception {
    private static final long serialVersionUID = 1L;
    private final String reason;
    private final transient Path resultDirectory;

    /**
     * @param message         one sentence saying where the run stopped
     * @param reason          what interrupted it, e.g. {@code SIGINT}
     * @param resultDirectory the run folder
     */
    public RunInterrupted(String message, String reason, Path resultDirectory) {
        super(message);
        this.reason = reason;
        this.resultDirectory = resultDirectory;
    }

    /** @return what interrupted the run, e.g. {@code SIGINT} or {@code SIGTERM} */
    public String reason() {
        return reason;
    }

    /** @return the run folder */
    public Path resultDirectory() {
        return resultDirectory;
    }
}
