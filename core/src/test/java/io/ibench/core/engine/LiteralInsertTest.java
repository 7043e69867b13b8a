package io.ibench.core.engine;

import io.ibench.core.workload.DataDomain;
import io.ibench.core.workload.Row;
import io.ibench.core.workload.RowGenerator;
import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LiteralInsertTest {
    private static final String PREFIX =
            "insert into pi1 (dateandtime,cashregisterid,customerid,productid,price,data) values ";

    @Test
    void theTextIsTheReferencesWithPriceInTwoDecimalsAndARowALine() {
        Row[] rows = {new Row(), new Row()};
        RowGenerator generator = new RowGenerator(DataDomain.DEFAULT, 7);
        generator.next(rows[0]);
        generator.next(rows[1]);
        String sql = LiteralInsert.build(PREFIX, rows, "2026-11-21 10:00:00", new StringBuilder());
        String expected = PREFIX + tuple(rows[0]) + ",\n" + tuple(rows[1]);
        assertEquals(expected, sql);
        assertTrue(sql.contains("," + rows[0].price() + ".00,'"), sql);
    }

    private static String tuple(Row r) {
        return "('2026-11-21 10:00:00'," + r.cashregisterid() + "," + r.customerid() + "," + r.productid() + ","
                + r.price() + ".00,'" + r.data() + "')";
    }

    @Test
    void generatedDataNeedsNoEscapingInAnyDialect() {
        RowGenerator generator = new RowGenerator(new DataDomain(1000, 10000, 100000, 500, 1, 4000, 100, 10), 11);
        Pattern safe = Pattern.compile("[A-Za-z0-9+/]*");
        Row row = new Row();
        for (int i = 0; i < 20_000; i++) {
            generator.next(row);
            assertTrue(safe.matcher(row.data()).matches(), row.data());
        }
    }

    @Test
    void theBufferIsReusedAcrossBatches() {
        Row[] rows = {new Row()};
        new RowGenerator(DataDomain.DEFAULT, 3).next(rows[0]);
        StringBuilder buffer = new StringBuilder();
        String first = LiteralInsert.build(PREFIX, rows, "2026-11-21 10:00:00", buffer);
        String second = LiteralInsert.build(PREFIX, rows, "2026-11-21 10:00:01", buffer);
        assertEquals(first.replace("10:00:00", "10:00:01"), second, "the second batch does not carry the first's text");
    }
}
