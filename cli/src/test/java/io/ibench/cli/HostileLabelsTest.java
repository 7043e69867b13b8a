package io.ibench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hostile labels of the corpus: a result whose label (and folder name) holds terminal control sequences or a
 * spreadsheet formula. The commands write no control character of it raw to the terminal, and {@code compare
 * --format csv} writes the formula as text (docs/report.md, "CSV").
 */
class HostileLabelsTest {
    /** Clears the screen, rings the bell, returns the carriage and deletes a character: ESC, BEL, CR, DEL, CSI. */
    private static final String CONTROLS = "\u001b[2J\u0007evil\rx\u007fy\u009b31m";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"text", "csv", "json", "markdown"})
    void controlCharactersOfALabelNeverReachTheTerminal(String format) throws IOException {
        Path run = labelled(CONTROLS, "run-\u001b[31m-red");
        CliOutput compare = CleanErrors.run("compare", HostileRunFolders.FIXTURES.resolve("a13s").toString(),
                run.toString(), "--format=" + format);
        assertFalse(hasControl(compare.out()) || hasControl(compare.err()),
                "a control character reached the terminal: " + compare.out().replaceAll("\\p{Cntrl}", "^"));
        assertTrue(compare.out().contains("evil"), compare.out());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"=HYPERLINK(\"http://x\",\"y\")", "+1+cmd|'/C calc'!A0", "-2+3", "@SUM(A1)", "\tx"})
    void aFormulaLabelIsWrittenAsText(String label) throws IOException {
        Path run = labelled(label, "formula");
        CliOutput csv = CleanErrors.run("compare", HostileRunFolders.FIXTURES.resolve("a13s").toString(),
                run.toString(), "--format=csv", "--base=a13s");
        List<String> rows = csv.out().lines().skip(1).filter(l -> !l.startsWith("a13s,")).toList();
        assertFalse(rows.isEmpty(), csv.out());
        for (String row : rows) {
            assertTrue(row.startsWith("\"'"), "the label's cell is quoted text: " + row);
        }
    }

    private Path labelled(String label, String folder) throws IOException {
        Path run = HostileRunFolders.template(dir.resolve(folder));
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode tree = (ObjectNode) mapper.readTree(run.resolve("result.json").toFile());
        tree.put("label", label);
        mapper.writeValue(run.resolve("result.json").toFile(), tree);
        return run;
    }

    private static boolean hasControl(String text) {
        return text.replace("\r\n", "\n").chars().anyMatch(c -> c != '\n' && c != '\t'
                && (c < 0x20 || c >= 0x7f && c <= 0x9f));
    }
}
