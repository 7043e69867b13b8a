package io.ibench.report.load;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DecimalCellTest {
    /** The grammar of a plain decimal number, as a regular expression. */
    private static final Pattern PLAIN = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");

    @Test
    void numbersReadAsDoubleParseDoubleReadsThem() {
        for (String cell : List.of("0", "-0", "+0", "1", "1.", ".5", "-.5", "12.25", "0.1", "0.3", "1e5", "1E+5",
                "2.5e-3", "-2.5e3", "123456789012345", "1234567890123456", "12345678901234567890", "9007199254740993",
                "0.000000000000000000000001", "1e22", "1e23", "1e-22", "1e-23", "4.9e-324", "1e-400", "000012.5000",
                "3600.0", "17.1", "99999999999999.9", "1.7976931348623157e308")) {
            assertEquals(Double.parseDouble(cell), read(cell), cell);
        }
    }

    @Test
    void randomNumbersOfTheGrammarReadExactlyAsDoubleParseDouble() {
        SplittableRandom random = new SplittableRandom(32);
        for (int n = 0; n < 200_000; n++) {
            String cell = switch (n % 4) {
                case 0 -> String.format(Locale.ROOT, "%." + random.nextInt(4) + "f", random.nextDouble() * 1e6);
                case 1 -> Long.toString(random.nextLong(-(1L << 60), 1L << 60));
                case 2 -> Double.toString(Double.longBitsToDouble(random.nextLong() & 0x7fefffffffffffffL));
                default -> digits(random, 1 + random.nextInt(18)) + "." + digits(random, random.nextInt(18))
                        + (random.nextBoolean() ? "e" + (random.nextInt(60) - 30) : "");
            };
            assertTrue(PLAIN.matcher(cell).matches(), cell);
            assertEquals(Double.doubleToLongBits(Double.parseDouble(cell)), Double.doubleToLongBits(read(cell)), cell);
        }
    }

    @Test
    void missingValuesAndValuesBeyondADoubleAreNaN() {
        for (String cell : List.of("", "NaN", "Infinity", "-Infinity", "1e400", "-1e99999999999")) {
            assertTrue(Double.isNaN(read(cell)), cell);
        }
    }

    @Test
    void anythingElseIsNotANumber() {
        for (String cell : List.of("1,5", "0x1F", "7d", "1f", " 1", "1 ", ".", "-", "+", "1e", "1e+", "e5", "1.2.3",
                "--1", "+-1", "+Infinity", "-NaN", "nan", "١", "1_000", "\t")) {
            byte[] bytes = cell.getBytes(StandardCharsets.UTF_8);
            double[] into = {42};
            assertFalse(DecimalCell.read(bytes, 0, bytes.length, into, 0), cell);
            assertEquals(42, into[0], "the value is left as it was: " + cell);
            assertFalse(PLAIN.matcher(cell).matches() || List.of("NaN", "Infinity", "-Infinity").contains(cell));
        }
    }

    @Test
    void aCellIsReadWithinItsLine() {
        byte[] line = "12.5\t-3\t".getBytes(StandardCharsets.US_ASCII);
        double[] into = new double[3];
        assertTrue(DecimalCell.read(line, 0, 4, into, 0));
        assertTrue(DecimalCell.read(line, 5, 7, into, 1));
        assertTrue(DecimalCell.read(line, 8, 8, into, 2));
        assertEquals(12.5, into[0]);
        assertEquals(-3, into[1]);
        assertTrue(Double.isNaN(into[2]));
    }

    private static String digits(SplittableRandom random, int count) {
        StringBuilder digits = new StringBuilder();
        for (int i = 0; i < count; i++) {
            digits.append((char) ('0' + random.nextInt(10)));
        }
        return digits.toString();
    }

    private static double read(String cell) {
        byte[] bytes = cell.getBytes(StandardCharsets.US_ASCII);
        double[] into = new double[1];
        assertTrue(DecimalCell.read(bytes, 0, bytes.length, into, 0), cell);
        return into[0];
    }
}
