package io.ibench.core.workload;

/**
 * The value domains of generated rows and queries (docs/workload.md#rows, docs/workload.md#statements). Defaults are
 * the reference's as run by its harness.
 *
 * @param cashregisters number of distinct {@code cashregisterid} values, drawn from [0, cashregisters); ≥ 1
 * @param products      number of distinct {@code productid} values, drawn from [0, products); ≥ 1
 * @param customers     number of distinct {@code customerid} values, drawn from [0, customers); ≥ 1
 * @param maxPrice      {@code price} is drawn from [0, maxPrice); ≥ 1
 * @param dataLengthMin shortest {@code data} value in characters, 1..4000
 * @param dataLengthMax longest {@code data} value in characters, dataLengthMin..4000
 * @param dataRandomPct share of {@code data} that is random, 0..100 (the random part is
 *                      floor(L × 0.75 × pct / 100) characters, the rest is the letter {@code a})
 * @param rowsPerQuery  LIMIT of range queries and size of the point-query IN-list, ≥ 1
 */
public record DataDomain(int cashregisters, int products, int customers, int maxPrice,
                         int dataLengthMin, int dataLengthMax, int dataRandomPct, int rowsPerQuery) {

    /** The longest value the {@code data varchar(4000)} column holds. */
    public static final int DATA_COLUMN_LENGTH = 4000;

    /**
     * The harness defaults: 1000 registers, 10000 products, 100000 customers, price below 500, data 10..20 chars, 50 %
     * random, 10 rows per query.
     */
    public static final DataDomain DEFAULT = new DataDomain(1000, 10000, 100000, 500, 10, 20, 50, 10);

    public DataDomain {
        positive("--cashregisters", cashregisters);
        positive("--products", products);
        positive("--customers", customers);
        positive("--max-price", maxPrice);
        positive("--rows-per-query", rowsPerQuery);
        if (dataLengthMin < 1 || dataLengthMin > DATA_COLUMN_LENGTH) {
            throw new DomainException("--data-length-min must be between 1 and " + DATA_COLUMN_LENGTH + " (got "
                    + dataLengthMin + ")");
        }
        if (dataLengthMax < dataLengthMin || dataLengthMax > DATA_COLUMN_LENGTH) {
            throw new DomainException("--data-length-max must be between --data-length-min (" + dataLengthMin + ") and "
                    + DATA_COLUMN_LENGTH + " (got " + dataLengthMax + ")");
        }
        if (dataRandomPct < 0 || dataRandomPct > 100) {
            throw new DomainException("--data-random-pct must be between 0 and 100 (got " + dataRandomPct + ")");
        }
    }

    private static void positive(String option, int value) {
        if (value < 1) {
            throw new DomainException(option + " must be at least 1 (got " + value + ")");
        }
    }

    /**
     * @param length the length L of a {@code data} value
     * @return how many of its characters are random: floor(L × 0.75 × dataRandomPct / 100)
     */
    public int randomCharacters(int length) {
        return (int) Math.floor(length * 0.75 * dataRandomPct / 100.0);
    }
}
