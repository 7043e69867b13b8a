package io.ibench.adapter.postgres;

import io.ibench.core.spi.SqlErrorKind;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** How PostgreSQL's errors are classified, by SQLSTATE. */
class PostgresErrorsTest {
    private static SqlErrorKind kind(String message, String state) {
        return PostgresErrors.classify(new SQLException(message, state));
    }

    /** disk_full, as PostgreSQL 15 reports a table it cannot extend and a WAL segment it cannot write. */
    @Test
    void aFullDiskIsNamedAsSuch() {
        assertEquals(SqlErrorKind.DISK_FULL, kind("ERROR: could not extend file \"base/16384/16385\": No space left "
                + "on device", "53100"));
        assertEquals(SqlErrorKind.DISK_FULL, kind("PANIC: could not write to file \"pg_wal/xlogtemp.10529\": No space "
                + "left on device", "53100"));
    }

    @Test
    void otherErrorsKeepTheirKinds() {
        assertEquals(SqlErrorKind.CONNECTION_LOST, kind("terminating connection due to administrator command",
                "57P01"));
        assertEquals(SqlErrorKind.TIMEOUT, kind("canceling statement due to statement timeout", "57014"));
        assertEquals(SqlErrorKind.FATAL, kind("relation \"pi1\" does not exist", "42P01"));
        assertEquals(SqlErrorKind.FATAL, kind("sorry, too many clients already", "53300"),
                "another code of class 53 (insufficient resources) is no full disk");
    }
}
