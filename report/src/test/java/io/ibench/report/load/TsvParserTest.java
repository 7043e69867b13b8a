package io.ibench.report.load;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TsvParserTest {
    @Test
    void linesEndWithANewlineOrACarriageReturnAndANewlineOrTheFileEnd() throws IOException {
        TimeSeries series = parse("t_sec\tv\r\n1\t10\r\n2\t20\n3\t30");
        assertArrayEquals(new double[] {1, 2, 3}, series.column("t_sec"));
        assertArrayEquals(new double[] {10, 20, 30}, series.column("v"));
        assertNull(series.skipped());
    }

    @Test
    void aLineLongerThanTheLimitIsLeftOutAndTheNextOneRead() throws IOException {
        String tooLong = "1\t" + "9".repeat(TsvParser.MAX_LINE);
        TimeSeries series = parse("t_sec\tv\n" + tooLong + "\n2\t20\n" + tooLong);
        assertArrayEquals(new double[] {20}, series.column("v"));
        assertEquals(new TimeSeries.SkippedLines(2, 2, "is longer than " + TsvParser.MAX_LINE + " bytes"),
                series.skipped());
        String atTheLimit = "1\t" + "0".repeat(TsvParser.MAX_LINE - 3) + "5";
        assertArrayEquals(new double[] {5}, parse("t_sec\tv\n" + atTheLimit + "\n").column("v"));
    }

    @Test
    void aHeaderLongerThanTheLimitIsRefused() {
        assertEquals("its header, line 1, is longer than " + TsvParser.MAX_LINE + " bytes",
                unusable("t_sec\t" + "x".repeat(TsvParser.MAX_LINE) + "\n1\t2\n"));
        assertEquals("its header, line 1, has 257 columns, more than a series can have (256)",
                unusable("t_sec" + "\tc".repeat(TsvParser.MAX_COLUMNS) + "\n"));
    }

    @Test
    void moreValuesThanTheLimitAreRefusedWhateverTheLinesLength() {
        String line = "1\t2\t3\t4\n";
        long lines = TsvParser.MAX_VALUES / 4 + 1;
        InputStream in = new SequenceInputStream(new ByteArrayInputStream("t_sec\ta\tb\tc\n".getBytes()),
                new InputStream() {
                    private long left = lines * line.length();

                    @Override
                    public int read() {
                        return left-- > 0 ? line.charAt((int) (left % line.length())) : -1;
                    }
                });
        assertEquals("it has more than " + TsvParser.MAX_VALUES + " values, more than a series can have",
                assertThrows(TimeSeries.UnusableException.class, () -> TsvParser.parse(in)).getMessage());
    }

    @Test
    void aLineWithTheWrongNumberOfCellsOrNotUtf8IsNamed() throws IOException {
        assertEquals(new TimeSeries.SkippedLines(2, 2, "has 1 cell where the header has 2"),
                parse("t_sec\tv\n\n1\t2\n3\t4\t5\n").skipped());
        assertEquals("has 'é" + "x".repeat(19) + "…' in column v, which is not a number",
                parse("t_sec\tv\n1\té" + "x".repeat(30) + "\n").skipped().reason());
        assertEquals("has 'a?b' in column v, which is not a number",
                parse("t_sec\tv\n1\ta\u0007b\n").skipped().reason());
    }

    private static TimeSeries parse(String text) throws IOException {
        return TsvParser.parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static String unusable(String text) {
        return assertThrows(TimeSeries.UnusableException.class, () -> parse(text)).getMessage();
    }
}
