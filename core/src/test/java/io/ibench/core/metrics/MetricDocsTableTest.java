package io.ibench.core.metrics;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MetricDocsTableTest {
    private static final Path DOCS = Path.of("..", "docs", "metrics.md");

    /** docs/metrics.md's table of the summary line is the declared columns' table, so the docs cannot drift. */
    @Test
    void theDocsListExactlyTheBuiltInColumns() throws IOException {
        String docs = Files.readString(DOCS);
        int start = docs.indexOf(MetricDocsTable.HEADER);
        assertTrue(start >= 0, DOCS + " has the summary line's table");
        int end = docs.indexOf("\n\n", start);
        assertEquals(MetricDocsTable.markdown(Arrays.asList(StandardMetric.values())),
                docs.substring(start, end + 1), DOCS + ": regenerate the table with MetricDocsTable.markdown");
    }
}
