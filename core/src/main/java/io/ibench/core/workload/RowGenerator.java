package io.ibench.core.workload;

import java.util.SplittableRandom;

/**
 * Generates the rows of one inserter (docs/workload.md#rows): every column uniform over its {@link DataDomain}
 * range, the {@code data} column L characters long with L uniform in [min, max], of which
 * floor(L × 0.75 × pct / 100) trailing characters are random base64 characters.
 *
 * <p>Unlike the reference, which takes the random part from an unseeded 4 MiB buffer of
 * {@code os.urandom}, the random characters come from the same seeded generator as the other
 * columns, so a run is reproducible from its seed; the characters have the same distribution
 * (uniform over the 64 base64 symbols). Not thread safe: one generator per inserter.
 */
public final class RowGenerator {
    private static final char[] BASE64 =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();

    private final DataDomain domain;
    private final SplittableRandom random;
    private final char[] dataBuffer;

    /**
     * @param domain value domains
     * @param seed   this inserter's seed, from {@link Seeds#derive}
     */
    public RowGenerator(DataDomain domain, long seed) {
        this.domain = domain;
        this.random = new SplittableRandom(seed);
        this.dataBuffer = new char[domain.dataLengthMax()];
    }

    /**
     * Fills {@code row} with the next row's values.
     *
     * @param row the row to overwrite
     */
    public void next(Row row) {
        row.cashregisterid = random.nextInt(domain.cashregisters());
        row.productid = random.nextInt(domain.products());
        row.customerid = random.nextInt(domain.customers());
        row.price = random.nextInt(domain.maxPrice());
        row.data = nextData();
    }

    private String nextData() {
        int length = domain.dataLengthMin() == domain.dataLengthMax()
                ? domain.dataLengthMin()
                : random.nextInt(domain.dataLengthMin(), domain.dataLengthMax() + 1);
        int randomChars = domain.randomCharacters(length);
        int padding = length - randomChars;
        for (int i = 0; i < padding; i++) {
            dataBuffer[i] = 'a';
        }
        for (int i = padding; i < length; i++) {
            dataBuffer[i] = BASE64[random.nextInt(BASE64.length)];
        }
        return new String(dataBuffer, 0, length);
    }
}
