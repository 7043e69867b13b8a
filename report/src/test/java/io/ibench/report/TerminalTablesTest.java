package io.ibench.report;

import io.ibench.core.result.Golden;
import io.ibench.core.result.ResultFixtures;
import io.ibench.core.result.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The tables {@code ibench run} prints at its end, against golden files. */
class TerminalTablesTest {
    static Stream<Arguments> tables() {
        return Stream.of(
                Arguments.of("summary-golden.txt", (Function<RunResult, String>) StepSummaryTable::render),
                Arguments.of("metrics-golden.txt", (Function<RunResult, String>) StepMetricsTable::render),
                Arguments.of("health-golden.txt", (Function<RunResult, String>) StepHealthTable::render));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tables")
    void eachTableMatchesItsGoldenFileInADecimalCommaLocale(String golden, Function<RunResult, String> table)
            throws IOException {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            Golden.assertMatches("io/ibench/report/" + golden, table.apply(ResultFixtures.twoStepRun()));
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void textTablesAlignNumbersRightAndCheckTheirWidth() {
        String table = new TextTable(List.of("step", "rate")).row(List.of("l.i0", "12345"))
                .row(List.of("qr1000", "7")).render();
        assertEquals("step     rate\nl.i0    12345\nqr1000      7\n", table);
        assertThrows(IllegalArgumentException.class, () -> new TextTable(List.of("a")).row(List.of("1", "2")));
        assertEquals("-", TextTable.number(null, 2));
        assertEquals("1.50", TextTable.number(1.5, 2));
    }
}
