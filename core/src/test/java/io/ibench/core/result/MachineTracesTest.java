package io.ibench.core.result;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Golden and fixture files (every module's {@code src/test/resources}) hold nothing of one machine,
 * and {@link MachineTraces} finds each kind of trace.
 */
class MachineTracesTest {
    @Test
    void noGoldenOrFixtureFileHoldsWhatBelongsToOneMachine() throws IOException {
        MachineTraces traces = MachineTraces.ofThisMachine();
        Path root = MachineTraces.checkout();
        List<Path> folders;
        try (Stream<Path> walk = Files.walk(root)) {
            folders = walk.filter(Files::isDirectory)
                    .filter(p -> p.endsWith(Path.of("src", "test", "resources")))
                    .filter(p -> !root.relativize(p).toString().contains("target"))
                    .toList();
        }
        assertTrue(folders.size() >= 5, "expected every module's src/test/resources under " + root
                + ", found " + folders);
        List<String> found = new ArrayList<>();
        for (Path folder : folders) {
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
                    traces.find(text).forEach(t -> found.add(root.relativize(file) + " " + t));
                }
            }
        }
        assertEquals(List.of(), found, "golden or fixture files hold what belongs to one machine");
    }

    @Test
    void findsCheckoutTemporaryAndHomePathsAndTheHostName() {
        MachineTraces traces = MachineTraces.of(List.of("/src/ibench", "/root"), List.of("db7"));
        assertEquals(List.of(
                        "line 1: the path /src/ibench",
                        "line 2: the path /tmp",
                        "line 3: the path /home/ann",
                        "line 4: the path /root",
                        "line 5: the host name db7",
                        "line 6: the path /var/folders"),
                traces.find("""
                        at /src/ibench/core
                        "resultsDirectory": "/tmp/ibench-1"
                        --password-file=/home/ann/pw
                        ~ is /root
                        <td>db7</td>
                        /var/folders/x"""));
    }

    @Test
    void leavesDottedNamesAndLongerPathsAlone() {
        MachineTraces traces = MachineTraces.of(List.of("/src/ibench"), List.of("vm"));
        assertEquals(List.of(), traces.find("""
                "vm.swappiness": "60"
                /src/ibench-other/x
                /tmpfs /var/tmpx results/tmp"""));
    }

    @Test
    void listsTheLinesThatChanged() {
        assertEquals(List.of("-2: b", "+2: B", "+4: d"), LineDiff.changes("a\nb\nc", "a\nB\nc\nd"));
        assertEquals(List.of("+1: x"), LineDiff.changes("", "x"));
    }
}
