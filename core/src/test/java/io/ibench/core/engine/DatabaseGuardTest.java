package io.ibench.core.engine;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The sentence that refuses a setup in a database in use: it names the place, at most three of
 * the foreign tables in order, the benchmark's tables, and {@code --force}. (That the guard
 * refuses and lets through the right databases is checked against real servers by the
 * end-to-end {@code SafetyIT}.)
 */
class DatabaseGuardTest {
    @Test
    void namesAtMostThreeForeignTablesInOrder() {
        assertEquals("database shop on 127.0.0.1:3306 holds tables that are not ibench's (customers, invoices, "
                + "orders and 2 more), so l.i0 will not drop and re-create pi1 … pi8 there; give the benchmark a "
                + "database of its own (e.g. ib; --create-database creates it) or add --force to run anyway",
                DatabaseGuard.refusal("database shop on 127.0.0.1:3306",
                        List.of("orders", "v_orders", "customers", "payments", "invoices"), 8));
    }

    @Test
    void aSingleTableAndASingleBenchmarkTable() {
        assertEquals("schema public of database ib on h:5432 holds tables that are not ibench's (orders), "
                + "so l.i0 will not drop and re-create pi1 there; give the benchmark a database of its own "
                + "(e.g. ib; --create-database creates it) or add --force to run anyway",
                DatabaseGuard.refusal("schema public of database ib on h:5432", List.of("orders"), 1));
    }
}
