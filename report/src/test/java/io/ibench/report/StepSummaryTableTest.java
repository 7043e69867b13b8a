package io.ibench.report;

import io.ibench.core.result.Golden;
import io.ibench.core.result.ResultFixtures;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class StepSummaryTableTest {
    @Test
    void summaryMatchesTheGoldenFileInADecimalCommaLocale() throws IOException {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            Golden.assertMatches("io/ibench/report/summary-golden.txt", StepSummaryTable.render(ResultFixtures.twoStepRun()));
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void textTablesAlignNumbersRightAndCheckTheirWidth() {
        String table = new TextTable(List.of("step", "rate")).row(List.of("l.i0", "12345")).row(List.of("qr1000", "7")).render();
        assertEquals("step     rate\nl.i0    12345\nqr1000      7\n", table);
        assertThrows(IllegalArgumentException.class, () -> new TextTable(List.of("a")).row(List.of("1", "2")));
    }
}
