package io.ibench.core.workload;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Chooses the queries of one query thread (docs/workload.md#statements): range queries pick one of the enabled
 * covering indexes uniformly and a start value uniform over that column's domain; point
 * queries draw {@code rowsPerQuery} ids uniformly from [minId, maxId). Not thread safe.
 */
public final class QueryGenerator {
    private final DataDomain domain;
    private final List<SecondaryIndex> indexes;
    private final SplittableRandom random;

    /**
     * @param domain  value domains
     * @param indexes the secondary indexes that exist, in creation order (range queries use these)
     * @param seed    this query thread's seed
     */
    public QueryGenerator(DataDomain domain, List<SecondaryIndex> indexes, long seed) {
        this.domain = domain;
        this.indexes = List.copyOf(indexes);
        this.random = new SplittableRandom(seed);
    }

    /** @return the index the next range query uses, uniform over the existing indexes */
    public SecondaryIndex nextRangeIndex() {
        return indexes.get(random.nextInt(indexes.size()));
    }

    /**
     * @param index the index being queried
     * @return a start value uniform over the domain of the index's leading column
     */
    public int nextRangeStart(SecondaryIndex index) {
        switch (index.leadingColumn()) {
            case PRODUCTID:
                return random.nextInt(domain.products());
            case CASHREGISTERID:
                return random.nextInt(domain.cashregisters());
            case PRICE:
                return random.nextInt(domain.maxPrice());
            default:
                throw new IllegalStateException("no domain for " + index.leadingColumn());
        }
    }

    /**
     * Fills {@code ids} with ids uniform in [minId, maxId); when the range is empty every id is minId.
     *
     * @param ids   the array to fill, of length rowsPerQuery
     * @param minId inclusive lower bound, the client's current estimate of the smallest live id
     * @param maxId exclusive upper bound, the largest id seen by {@code select max(transactionid)}
     */
    public void nextPointIds(long[] ids, long minId, long maxId) {
        for (int i = 0; i < ids.length; i++) {
            ids[i] = maxId > minId ? random.nextLong(minId, maxId) : minId;
        }
    }
}
