package io.ibench.core.spi.support;

import io.ibench.core.spi.LocalServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PidFilesTest {
    private static final ProcessHandle SELF = ProcessHandle.current();
    private static final Instant SELF_STARTED = SELF.info().startInstant().orElseThrow();

    @TempDir
    Path dataDirectory;

    @Test
    void aLiveProcessThatStartedWhenTheServerSaysIsTheServer() throws IOException {
        Path pidFile = Files.writeString(dataDirectory.resolve("server.pid"), SELF.pid() + "\n");
        LocalServer server = PidFiles.read(pidFile, dataDirectory, SELF_STARTED.plusSeconds(2)).orElseThrow();
        assertEquals(SELF.pid(), server.pid());
        assertEquals(dataDirectory, server.dataDirectory());
    }

    @Test
    void aProcessThatStartedAtAnotherTimeIsAnotherServer() throws IOException {
        // e.g. a server in a container whose pid file path also exists on this host
        Path pidFile = Files.writeString(dataDirectory.resolve("server.pid"), SELF.pid() + "\n");
        assertTrue(PidFiles.read(pidFile, dataDirectory, SELF_STARTED.minusSeconds(60)).isEmpty());
    }

    @Test
    void aMissingOrMalformedPidFileOrDirectoryMeansNotLocal() throws IOException {
        assertTrue(PidFiles.read(dataDirectory.resolve("absent.pid"), dataDirectory, SELF_STARTED).isEmpty());
        Path garbage = Files.writeString(dataDirectory.resolve("bad.pid"), "mysqld\n");
        assertTrue(PidFiles.read(garbage, dataDirectory, SELF_STARTED).isEmpty());
        Path pidFile = Files.writeString(dataDirectory.resolve("server.pid"), SELF.pid() + "\n");
        assertTrue(PidFiles.read(pidFile, dataDirectory.resolve("gone"), SELF_STARTED).isEmpty());
    }
}
