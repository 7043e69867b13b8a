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
    void firstLineRedactsTheSecretsADriverQuotes() {
        assertEquals("bad URL jdbc:mysql://h/ib?password=***",
                Throwables.firstLine(new SQLException("bad URL jdbc:mysql://h/ib?password=pw\nat line 2")));
        assertEquals("no host in u:***@", Throwables.firstLine("no host in u:pw@"));
    }

    @Test
    void firstLineOfAnErrorWithoutMessageIsItsClassOrUnknown() {
        assertEquals("SQLException", Throwables.firstLine(new SQLException()));
        assertEquals(Throwables.NO_MESSAGE, Throwables.firstLine((String) null));
    }

    @Test
    void rootCauseIsTheInnermostCause() {
        IOException io = new IOException("reset");
        assertSame(io, Throwables.rootCause(new SQLException("lost", new RuntimeException(io))));
        SQLException alone = new SQLException("alone");
        assertSame(alone, Throwables.rootCause(alone));
    }
}
