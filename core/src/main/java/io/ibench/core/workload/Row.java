package io.ibench.core.workload;

/**
 * One generated row, reused from row to row by its {@link RowGenerator} so that generating a
 * row allocates only the {@code data} string. Not thread safe.
 */
public final class Row {
    int cashregisterid;
    int customerid;
    int productid;
    int price;
    String data;

    /** @return cash register id in [0, cashregisters) */
    public int cashregisterid() {
        return cashregisterid;
    }

    /** @return customer id in [0, customers) */
    public int customerid() {
        return customerid;
    }

    /** @return product id in [0, products) */
    public int productid() {
        return productid;
    }

    /** @return price in [0, maxPrice), an integer since December 2023 */
    public int price() {
        return price;
    }

    /** @return the padding column: (L − R) letters {@code a} followed by R random base64 characters */
    public String data() {
        return data;
    }
}
