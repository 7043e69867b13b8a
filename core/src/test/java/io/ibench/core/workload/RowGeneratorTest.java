package io.ibench.core.workload;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RowGeneratorTest {
    private static final int ROWS = 200_000;
    /** Seeds.derive(7, 1, 0, "l.i1"), computed once: a change of the derivation shows here. */
    private static final long GOLDEN_L_I1_SEED = -5_732_475_639_542_125_925L;
    private static final String BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    @Test
    void everyColumnStaysInItsDomainAndCoversIt() {
        DataDomain d = DataDomain.DEFAULT;
        RowGenerator gen = new RowGenerator(d, 42);
        Row row = new Row();
        int[] min = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE};
        int[] max = {Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        for (int i = 0; i < ROWS; i++) {
            gen.next(row);
            int[] v = {row.cashregisterid(), row.productid(), row.customerid(), row.price()};
            for (int c = 0; c < 4; c++) {
                min[c] = Math.min(min[c], v[c]);
                max[c] = Math.max(max[c], v[c]);
            }
        }
        // Uniform over [0, n): with 200k draws the extremes of the small domains are hit.
        assertEquals(0, min[0]);
        assertEquals(d.cashregisters() - 1, max[0]);
        assertEquals(0, min[1]);
        assertEquals(d.products() - 1, max[1]);
        assertTrue(min[2] >= 0 && max[2] < d.customers(), "customerid in [0, customers)");
        assertTrue(max[2] > d.customers() * 0.99, "customerid reaches the top of its domain");
        assertEquals(0, min[3]);
        assertEquals(d.maxPrice() - 1, max[3]);
    }

    @Test
    void dataHasTheReferenceShape() {
        RowGenerator gen = new RowGenerator(DataDomain.DEFAULT, 7);
        Row row = new Row();
        Set<Integer> lengths = new HashSet<>();
        for (int i = 0; i < ROWS; i++) {
            gen.next(row);
            String data = row.data();
            int length = data.length();
            lengths.add(length);
            int random = (int) Math.floor(length * 0.75 * 50 / 100.0);
            String padding = data.substring(0, length - random);
            assertEquals("a".repeat(length - random), padding, "padding of " + data);
            for (char ch : data.substring(length - random).toCharArray()) {
                assertTrue(BASE64.indexOf(ch) >= 0, "random part of " + data + " is base64");
            }
        }
        Set<Integer> expected = new HashSet<>();
        for (int l = 10; l <= 20; l++) {
            expected.add(l);
        }
        assertEquals(expected, lengths, "lengths uniform over 10..20 inclusive");
    }

    @Test
    void randomShareFollowsDataRandomPct() {
        DataDomain d = new DataDomain(1000, 10000, 100000, 500, 100, 100, 100, 10);
        assertEquals(75, d.randomCharacters(100));
        assertEquals(0, new DataDomain(1000, 10000, 100000, 500, 100, 100, 0, 10).randomCharacters(100));
        assertEquals(3, DataDomain.DEFAULT.randomCharacters(10));
        assertEquals(7, DataDomain.DEFAULT.randomCharacters(20));
    }

    @Test
    void theSameSeedGivesTheSameRowsAndAnotherSeedOthers() {
        assertEquals(rows(1234, 1000), rows(1234, 1000));
        assertNotEquals(rows(1234, 1000), rows(1235, 1000));
    }

    /** A row is a function of the stream's seed and its place: --resume makes any row again without the others. */
    @Test
    void anyRowIsMadeAgainWithoutTheRowsBeforeIt() {
        List<String> inOrder = rows(99, 1000);
        RowGenerator alone = new RowGenerator(DataDomain.DEFAULT, 99);
        Row row = new Row();
        for (int index : new int[] {999, 0, 517, 518, 1}) {
            alone.row(index, row);
            assertEquals(inOrder.get(index), row.cashregisterid() + "," + row.customerid() + "," + row.productid()
                    + "," + row.price() + "," + row.data(), "row " + index);
        }
        assertNotEquals(inOrder.get(0), inOrder.get(1));
    }

    @Test
    void derivedSeedsDifferPerClientRoleAndStep() {
        List<String> steps = List.of("l.i0", "l.x", "l.i1", "l.i2", "qr100", "qp100", "qr500", "qp500", "qr1000",
                "qp1000", "q0");
        Set<Long> seeds = new HashSet<>();
        for (int client = 1; client <= 64; client++) {
            for (int role = 0; role < 4; role++) {
                for (String step : steps) {
                    seeds.add(Seeds.derive(99, client, role, step));
                }
            }
        }
        assertEquals(64 * 4 * steps.size(), seeds.size());
    }

    /**
     * A step's seed follows the master seed and the step's name only (never its place in one invocation), and is the
     * same in every JVM: l.i1 run alone draws the rows it draws within l.i0, l.x, l.i1.
     */
    @Test
    void aStepsSeedFollowsItsNameAndIsFixedAcrossInvocations() {
        assertEquals(GOLDEN_L_I1_SEED, Seeds.derive(7, 1, 0, "l.i1"));
        assertEquals(rows(Seeds.derive(7, 1, 0, "l.i1"), 500), rows(GOLDEN_L_I1_SEED, 500));
        assertNotEquals(Seeds.derive(7, 1, 0, "l.i1"), Seeds.derive(7, 1, 0, "l.i2"));
    }

    private static List<String> rows(long seed, int n) {
        RowGenerator gen = new RowGenerator(DataDomain.DEFAULT, seed);
        Row row = new Row();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            gen.next(row);
            out.add(row.cashregisterid() + "," + row.customerid() + "," + row.productid() + "," + row.price() + ","
                    + row.data());
        }
        return out;
    }
}
