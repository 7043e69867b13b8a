package io.ibench.core.result;

import io.ibench.core.host.HostRates;
import io.ibench.core.measure.IntervalSample;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.OperationInterval;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class IntervalTsvTest {
    @TempDir
    Path dir;

    @Test
    void theFirstSeventeenColumnsAreTheReferencesAndNumbersUseAPoint() throws IOException {
        Map<Operation, OperationInterval> ops = new EnumMap<>(Operation.class);
        ops.put(Operation.INSERT, new OperationInterval(4, 200, 40, 2000, 1, 2, 1, 5100, 2100, 5000, 9000, 12));
        ops.put(Operation.DELETE, new OperationInterval(4, 200, 40, 2000, 0, 0, 1, 4100, 1900, 4000, 8000, 0));
        ops.put(Operation.QUERY, new OperationInterval(1234, 12340, 12340, 123400, 3, 1, 0, 900, 120, 450, 0, 0));
        Path file = dir.resolve("qr100.intervals.tsv");
        try (IntervalTsv tsv = new IntervalTsv(file)) {
            tsv.write(new IntervalSample(1.0004, 10.04, ops), null);
            tsv.write(new IntervalSample(1.0004, 10.04, ops), new HostRates(1.0, 61.25, 15.0, 20.0, 3.75, 20001.0, 10.0,
                    512.04, 200.0, 3072.0, 4096.4, null, null, null, null, 0.25, 50.6));
            tsv.write(new IntervalSample(1.0004, 10.04, ops), new HostRates(1.0, 61.25, 15.0, 20.0, 3.75, 20001.0, 10.0,
                    512.04, 200.0, 3072.0, 4096.4, 0.876, 700.4, 100.04, 2900.06, 0.25, 50.6));
        }
        List<String> lines = Files.readAllLines(file);
        assertEquals(47, lines.get(0).split("\t").length);
        assertEquals("i_sec\tt_sec\ti_ips\tt_ips\ti_dps\tt_dps\ti_qps\tt_qps\tmax_i\tmax_d\tmax_q\tt_ins\tt_del"
                + "\tt_query\tretry_i\tretry_d\tretry_q",
                String.join("\t", List.of(lines.get(0).split("\t")).subList(0, 17)));
        String operations = "1.0\t10.0\t199.9\t199.2\t199.9\t199.2\t1233.5\t1229.1\t5100\t4100\t900\t2000\t2000\t12340"
                + "\t1\t0\t3\t2100\t5000\t1900\t4000\t120\t450\t9000\t8000\t12\t0\t2\t0\t1\t2";
        assertEquals(operations + "\t".repeat(16), lines.get(1), "host fields empty when not measured");
        assertEquals(operations + "\t61.3\t15.0\t20.0\t3.8\t20001\t10.0\t512.0\t200.0\t3072.0\t4096\t\t\t\t\t0.25\t51",
                lines.get(2), "server fields empty when the server is remote");
        assertEquals(47, lines.get(2).split("\t", -1).length);
        assertEquals(operations + "\t61.3\t15.0\t20.0\t3.8\t20001\t10.0\t512.0\t200.0\t3072.0\t4096\t0.88\t700"
                + "\t100.0\t2900.1\t0.25\t51", lines.get(3), "server fields when the server is local");
    }

    @Test
    void decimalsAreRoundedHalfUpWithoutLocale() {
        assertEquals("2.5", Decimal.format(2.45, 1));
        assertEquals("1234567.9", Decimal.format(1234567.89, 1));
        assertEquals("-0.1", Decimal.format(-0.05, 1));
        assertEquals("3", Decimal.format(2.5, 0));
        assertEquals("NaN", Decimal.format(Double.NaN, 2));
    }
}
