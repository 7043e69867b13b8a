package io.ibench.adapter.mysql;

import io.ibench.core.spi.SqlErrorKind;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** How the MySQL family's errors are classified, by code and, for the operating system's ENOSPC, by message. */
class MySqlErrorsTest {
    private static SqlErrorKind kind(String message, int code) {
        return MySqlErrors.classify(new SQLException(message, "HY000", code));
    }

    /** The messages as MariaDB 10.11, MySQL 8.0 and MyRocks write them when the data directory's disk is full. */
    @Test
    void aFullDiskIsNamedAsSuch() {
        assertEquals(SqlErrorKind.DISK_FULL, kind("The table 'pi1' is full", 1114));
        assertEquals(SqlErrorKind.DISK_FULL, kind("Disk full (./ib/pi1.MAI); waiting for someone to free some space",
                1021));
        assertEquals(SqlErrorKind.DISK_FULL, kind("Got error 28 \"No space left on device\" from storage engine InnoDB",
                1030));
        assertEquals(SqlErrorKind.DISK_FULL, kind("Error writing file './binlog.000001' (Errcode: 28 \"No space left "
                + "on device\")", 3));
        assertEquals(SqlErrorKind.DISK_FULL, kind("Error writing file '/tmp/MLfd=5' (errno: 28 - No space left on "
                + "device)", 3));
        assertEquals(SqlErrorKind.DISK_FULL, kind("Temporary file write failure", 1878));
    }

    @Test
    void otherErrorsKeepTheirKinds() {
        assertEquals(SqlErrorKind.RETRYABLE, kind("Deadlock found when trying to get lock", 1213));
        assertEquals(SqlErrorKind.CONNECTION_LOST, kind("Server shutdown in progress", 1053));
        assertEquals(SqlErrorKind.FATAL, kind("You have an error in your SQL syntax", 1064));
        assertEquals(SqlErrorKind.FATAL, kind("Error writing file './x' (errno: 13 \"Permission denied\")", 3));
    }
}
