package io.ibench.core.workload;

import java.util.ArrayList;
import java.util.List;

/**
 * Range partitioning of a benchmark table on its primary key, as the reference's
 * {@code --num_partitions} (docs/workload.md#partitions): partition {@code i} (named {@code p<i>})
 * holds {@code transactionid} from {@code i × rowsPerPartition} up to, not including,
 * {@code (i + 1) × rowsPerPartition}; the last one has no upper bound ({@code MAXVALUE}), so rows
 * that grow past the planned size land in it.
 *
 * @param partitions       number of partitions, 0 for an unpartitioned table, else 1..8192
 * @param rowsPerPartition ids per partition but the last, ≥ 1 when partitioned, 0 otherwise
 */
public record Partitioning(int partitions, long rowsPerPartition) {
    /** An unpartitioned table. */
    public static final Partitioning NONE = new Partitioning(0, 0);

    public Partitioning {
        if (partitions < 0 || (partitions > 0 && rowsPerPartition < 1)) {
            throw new IllegalArgumentException("partitions " + partitions + ", rows per partition " + rowsPerPartition);
        }
    }

    /** @return true when the table is partitioned */
    public boolean partitioned() {
        return partitions > 0;
    }

    /**
     * @return the exclusive upper bound of each partition but the last, in order:
     *         rowsPerPartition, 2 × rowsPerPartition, …; empty when unpartitioned or with one partition
     */
    public List<Long> upperBounds() {
        List<Long> bounds = new ArrayList<>();
        for (int i = 1; i < partitions; i++) {
            bounds.add(i * rowsPerPartition);
        }
        return bounds;
    }

    /**
     * @param table a benchmark table
     * @param i     a partition number, 0-based
     * @return the name of its partition {@code i} as a table of its own, where the DBMS has one:
     *         {@code <table>_p<i>}
     */
    public static String partitionTable(String table, int i) {
        return table + "_p" + i;
    }
}
