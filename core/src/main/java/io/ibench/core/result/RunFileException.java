package io.ibench.core.result;

import java.io.IOException;

/**
 * A file of a run folder that ibench does not read ({@link RunFolderFile}): missing, named by a path, not a
 * regular file, too large or unreadable; the message is one sentence naming it.
 */
public final class RunFileException extends IOException {
    private static final long serialVersionUID = 1L;

    private final boolean missing;

    /**
     * @param message one sentence naming the file and the reason
     * @param missing true when there is no such file
     */
    RunFileException(String message, boolean missing) {
        super(message);
        this.missing = missing;
    }

    /** @return true when there is no such file */
    public boolean missing() {
        return missing;
    }
}
