package io.ibench.core.engine;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;

/** SQLExceptions of each kind, as {@link io.ibench.core.spi.SqlErrorKind#byStandard} classifies them. */
final class Errors {
    private Errors() {
    }

    static SQLException retryable() {
        return new SQLException("Deadlock found when trying to get lock", "40001");
    }

    static SQLException connectionLost() {
        return new SQLException("Communications link failure", "08S01");
    }

    static SQLException timeout() {
        return new SQLTimeoutException("Query execution was interrupted (max_statement_time exceeded)");
    }

    static SQLException fatal() {
        return new SQLException("Table 'ibench.pi1' doesn't exist", "42S02");
    }
}
