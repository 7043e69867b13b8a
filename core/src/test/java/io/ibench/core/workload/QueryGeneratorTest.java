package io.ibench.core.workload;

import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class QueryGeneratorTest {
    @Test
    void rangeQueriesAreUniformOverTheExistingIndexes() {
        QueryGenerator q = new QueryGenerator(DataDomain.DEFAULT, SecondaryIndex.firstN(3), 5);
        Map<SecondaryIndex, Integer> counts = new EnumMap<>(SecondaryIndex.class);
        int n = 300_000;
        for (int i = 0; i < n; i++) {
            counts.merge(q.nextRangeIndex(), 1, Integer::sum);
        }
        for (SecondaryIndex index : SecondaryIndex.values()) {
            assertEquals(n / 3.0, counts.get(index), n * 0.01, index.name());
        }
    }

    @Test
    void withFewerIndexesOnlyThoseAreQueried() {
        QueryGenerator q = new QueryGenerator(DataDomain.DEFAULT, SecondaryIndex.firstN(1), 5);
        for (int i = 0; i < 1000; i++) {
            assertEquals(SecondaryIndex.MARKETSEGMENT, q.nextRangeIndex());
        }
    }

    @Test
    void rangeStartValuesCoverTheLeadingColumnsDomain() {
        QueryGenerator q = new QueryGenerator(DataDomain.DEFAULT, SecondaryIndex.firstN(3), 9);
        assertDomain(q, SecondaryIndex.MARKETSEGMENT, 10_000);
        assertDomain(q, SecondaryIndex.REGISTERSEGMENT, 1_000);
        assertDomain(q, SecondaryIndex.PDC, 500);
    }

    private static void assertDomain(QueryGenerator q, SecondaryIndex index, int size) {
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int i = 0; i < 200_000; i++) {
            int v = q.nextRangeStart(index);
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        assertEquals(0, min, index.name());
        assertEquals(size - 1, max, index.name());
    }

    @Test
    void pointIdsAreDrawnFromMinInclusiveToMaxExclusive() {
        QueryGenerator q = new QueryGenerator(DataDomain.DEFAULT, List.of(), 3);
        long[] ids = new long[10];
        long lowest = Long.MAX_VALUE;
        long highest = Long.MIN_VALUE;
        for (int i = 0; i < 10_000; i++) {
            q.nextPointIds(ids, 1000, 1100);
            for (long id : ids) {
                assertTrue(id >= 1000 && id < 1100, "id " + id);
                lowest = Math.min(lowest, id);
                highest = Math.max(highest, id);
            }
        }
        assertEquals(1000, lowest);
        assertEquals(1099, highest);
    }

    @Test
    void anEmptyIdRangeYieldsTheMinimum() {
        QueryGenerator q = new QueryGenerator(DataDomain.DEFAULT, List.of(), 3);
        long[] ids = new long[3];
        q.nextPointIds(ids, 50, 50);
        assertEquals(List.of(50L, 50L, 50L), List.of(ids[0], ids[1], ids[2]));
    }

    @Test
    void indexesHaveTheReferenceColumnOrderAndNames() {
        assertEquals(List.of(Column.PRODUCTID, Column.CUSTOMERID, Column.PRICE),
                SecondaryIndex.MARKETSEGMENT.columns());
        assertEquals(List.of(Column.CASHREGISTERID, Column.CUSTOMERID, Column.PRICE),
                SecondaryIndex.REGISTERSEGMENT.columns());
        assertEquals(List.of(Column.PRICE, Column.DATEANDTIME, Column.CUSTOMERID), SecondaryIndex.PDC.columns());
        assertEquals("pi3_registersegment", SecondaryIndex.REGISTERSEGMENT.indexName("pi3"));
        assertEquals(">", SecondaryIndex.REGISTERSEGMENT.rangeOperator());
        assertEquals(">=", SecondaryIndex.PDC.rangeOperator());
    }
}
