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
 * (uniform over the 64 base64 symbols). Row k of a stream is a pure function of the stream's seed and k (its own
 * generator, seeded from both), so any row can be made again without the rows before it: {@code --resume} puts
 * back the rows a killed step deleted this way. Not thread safe: one generator per inserter.
 */
public final class RowGenerator {
    private static final char[] BASE64 =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();

    private final DataDomain domain;
    private final long seed;
    private final char[] dataBuffer;
    private long next;

    /**
     * @param domain value domains
     * @param seed   this stream's seed, from {@link Seeds#derive}
     */
    public RowGenerator(DataDomain domain, long seed) {
        this.domain = domain;
        this.seed = seed;
        this.dataBuffer = new char[domain.dataLengthMax()];
    }

    /**
     * Fills {@code row} with the next row's values: row 0 first, then 1, 2, …
     *
     * @param row the row to overwrite
     */
    public void next(Row row) {
        row(next++, row);
    }

    /**
     * Fills {@code row} with the values of row {@code index} of this stream, the same whichever rows were made before.
     *
     * @param index the row's place in the stream, ≥ 0
     * @param row   the row to overwrite
     */
    public void row(long index, Row row) {
        SplittableRandom random = new SplittableRandom(Seeds.row(seed, index));
        row.cashregisterid = random.nextInt(domain.cashregisters());
        row.productid = random.nextInt(domain.products());
        row.customerid = random.nextInt(domain.customers());
        row.price = random.nextInt(domain.maxPrice());
        row.data = data(random);
    }

    private String data(SplittableRandom random) {
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
