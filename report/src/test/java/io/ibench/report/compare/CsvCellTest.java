package io.ibench.report.compare;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * How a CSV cell is written: RFC 4180 quoting, and text a spreadsheet would run as a formula (OWASP's CSV
 * injection: a cell starting with {@code = + - @}, a tab or a carriage return) written as quoted text with an
 * apostrophe in front, while numbers, negative ones too, stay numbers.
 */
class CsvCellTest {

    @Test
    void numbersStayNumbersAndPlainTextStaysAsItIs() {
        assertEquals("-0.2500", CsvCompareFormat.quote("-0.2500"));
        assertEquals("-12", CsvCompareFormat.quote("-12"));
        assertEquals("1234.5678", CsvCompareFormat.quote("1234.5678"));
        assertEquals("my8033.cy10a", CsvCompareFormat.quote("my8033.cy10a"));
        assertEquals("", CsvCompareFormat.quote(""));
    }

    @Test
    void formulasAreWrittenAsQuotedText() {
        assertEquals("\"'=1+2\"", CsvCompareFormat.quote("=1+2"));
        assertEquals("\"'+1\"", CsvCompareFormat.quote("+1"));
        assertEquals("\"'-2+3\"", CsvCompareFormat.quote("-2+3"));
        assertEquals("\"'-\"", CsvCompareFormat.quote("-"));
        assertEquals("\"'@SUM(A1)\"", CsvCompareFormat.quote("@SUM(A1)"));
        assertEquals("\"'\tx\"", CsvCompareFormat.quote("\tx"));
        assertEquals("\"'\rx\"", CsvCompareFormat.quote("\rx"));
        assertEquals("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"",
                CsvCompareFormat.quote("=HYPERLINK(\"http://x\",\"y\")"));
    }

    @Test
    void separatorsQuotesAndLineBreaksAreQuotedAsRfc4180Says() {
        assertEquals("\"a,b\"", CsvCompareFormat.quote("a,b"));
        assertEquals("\"a \"\"b\"\"\"", CsvCompareFormat.quote("a \"b\""));
        assertEquals("\"a\nb\"", CsvCompareFormat.quote("a\nb"));
    }
}
