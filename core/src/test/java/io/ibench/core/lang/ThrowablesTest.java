package io.ibench.core.lang;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class ThrowablesTest {

    @Test
    void firstLineIsTheMessagesFirstLineTrimmed() {
        assertEquals("Connection refused", Throwables.firstLine("\n  Connection refused  \nat host 1\n", "none"));
    }

    @Test
    void firstLineFallsBackWhenThereIsNoMessage() {
        assertEquals("none", Throwables.firstLine(null, "none"));
        assertEquals("none", Throwables.firstLine(" \n\t", "none"));
    }

    @Test
    void rootCauseIsTheInnermostCause() {
        IOException io = new IOException("reset");
        assertSame(io, Throwables.rootCause(new SQLException("lost", new RuntimeException(io))));
        SQLException alone = new SQLException("alone");
        assertSame(alone, Throwables.rootCause(alone));
    }
}
