package io.ibench.core.engine;

import java.nio.file.Path;

/**
 * A run could not finish. The message is one sentence for the user; {@link #resultDirectory()}
 * names the folder that holds every step finished before the failure, when one was created.
 */
public final class RunFailure extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient Path resultDirectory;

    /**
     * @param message         one sentence saying what failed
     * @param resultDirectory the run folder, or null when none was created
     * @param cause           the underlying error, shown with {@code --verbose}
     */
    public RunFailure(String message, Path resultDirectory, Throwable cause) {
        super(message, cause);
        this.resultDirectory = resultDirectory;
    }

    /** @return the run folder with the finished steps, or null */
    public Path resultDirectory() {
        return resultDirectory;
    }
}
