package io.ibench.core.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LogTailTest {
    @TempDir
    Path folder;

    @Test
    void errorLinesComeWithTheLinesThatExplainThem() throws Exception {
        Path log = Files.writeString(folder.resolve("server.log"), "LOG:  starting\nLOG:  a\n"
                + "LOG:  unrecognized configuration parameter \"x\" in file \"p.conf\" line 3\n"
                + "FATAL:  configuration file \"p.conf\" contains errors\nLOG:  database system is shut down\n");
        assertEquals("error lines of " + log + ":\n  LOG:  starting\n  LOG:  a\n"
                + "  LOG:  unrecognized configuration parameter \"x\" in file \"p.conf\" line 3\n"
                + "  FATAL:  configuration file \"p.conf\" contains errors", LogTail.of(log, 15));
    }

    @Test
    void withoutErrorsTheLastLinesAndNotesForEmptyOrMissingLogs() throws Exception {
        Path log = Files.writeString(folder.resolve("a.log"), "1\n2\n\n3\n");
        assertEquals("last lines of " + log + ":\n  2\n  3", LogTail.of(log, 2));
        assertEquals("(" + Files.writeString(folder.resolve("e.log"), "") + " is empty)",
                LogTail.of(folder.resolve("e.log"), 2));
        assertEquals("(there is no log " + folder.resolve("n.log") + ")", LogTail.of(folder.resolve("n.log"), 2));
    }
}
