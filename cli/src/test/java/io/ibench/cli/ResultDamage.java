package io.ibench.cli;

import java.nio.file.Path;
import java.util.List;

/**
 * What one corruption did to a run folder and what a clean answer to it must say.
 *
 * @param description what was done, for the failure message (with the case's seed it reproduces the case)
 * @param file        the file that was damaged (or deleted)
 * @param expect      how the report commands must react
 * @param mentions    text the sentence about the file must contain besides its path, e.g. {@code line 4}
 */
record ResultDamage(String description, Path file, Expect expect, List<String> mentions) {

    /** How {@code ibench report} and {@code ibench compare} must react to the damage. */
    enum Expect {
        /** The run is left out: exit 2, one sentence naming the file and every mention, ending "it is left out". */
        RUN_LEFT_OUT,
        /**
         * The run is kept but the file is named as a problem: exit 2, one sentence naming the file and every mention.
         */
        FILE_NAMED,
        /** Nothing to complain about: the commands succeed as on the pristine runs, and the file is not named. */
        HARMLESS,
        /** Either harmless or named: when the commands complain, the sentence names the file. */
        EITHER
    }
}
