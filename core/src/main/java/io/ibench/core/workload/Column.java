package io.ibench.core.workload;

/**
 * The columns of the benchmark table, in table order (docs/workload.md#tables-and-indexes).
 *
 * <p>{@link #TRANSACTIONID} is the auto-increment primary key and is never supplied by the
 * client; the other six are inserted in the order of {@link #INSERTED}.
 */
public enum Column {
    TRANSACTIONID("transactionid"),
    DATEANDTIME("dateandtime"),
    CASHREGISTERID("cashregisterid"),
    CUSTOMERID("customerid"),
    PRODUCTID("productid"),
    PRICE("price"),
    DATA("data");

    /** The columns of an INSERT, in the order their parameters are bound. */
    public static final java.util.List<Column> INSERTED =
            java.util.List.of(DATEANDTIME, CASHREGISTERID, CUSTOMERID, PRODUCTID, PRICE, DATA);

    private final String sqlName;

    Column(String sqlName) {
        this.sqlName = sqlName;
    }

    /** @return the column name used in SQL, lower case */
    public String sqlName() {
        return sqlName;
    }
}
