package io.ibench.core.config;

import io.ibench.core.lang.UrlRedaction;
import io.ibench.core.workload.DataDomain;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunConfigTest {
    @Test
    void invalidNumbersNameTheirOption() {
        assertMessage("--clients must be between 1 and 4096 (got 0)", () -> RunConfig.builder().clients(0).build());
        assertMessage("--rows-per-table must be between 1 and 1000000000000 (got -5)",
                () -> RunConfig.builder().rowsPerTable(-5).build());
        assertMessage("--write-rows-per-table must be between 0 and 1000000000000 (got -1)",
                () -> RunConfig.builder().writeRowsPerTable(-1L).build());
        assertMessage("--query-seconds must be between 1 and 2592000 (got 0)",
                () -> RunConfig.builder().querySeconds(0).build());
        assertMessage("--secondary-indexes must be between 0 and 3 (got 4)",
                () -> RunConfig.builder().secondaryIndexes(4).build());
        assertMessage("--query-threads must be between 1 and 64 (got 0)",
                () -> RunConfig.builder().queryThreads(0).build());
        assertMessage("--cleanup-seconds must be between 0 and 86400 (got -1)",
                () -> RunConfig.builder().cleanupSeconds(-1).build());
        assertMessage("--label must be 1 to 100 letters", () -> RunConfig.builder().label("my run/1").build());
        assertMessage("--data-length-max must be between --data-length-min (30) and 4000 (got 20)",
                () -> ConfigException.reported(() -> new DataDomain(1000, 10000, 100000, 500, 30, 20, 50, 10)));
        assertMessage("--data-random-pct must be between 0 and 100 (got 101)",
                () -> ConfigException.reported(() -> new DataDomain(1000, 10000, 100000, 500, 10, 20, 101, 10)));
        assertMessage("--products must be at least 1 (got 0)",
                () -> ConfigException.reported(() -> new DataDomain(1000, 0, 100000, 500, 10, 20, 50, 10)));
    }

    @Test
    void connectionOptionsRejectContradictions() {
        assertMessage("give either --url or --host/--port/--socket, not both",
                () -> new ConnectionOptions("jdbc:mysql://h/ib", "h", null, null, null, null, null));
        assertMessage("--port must be between 1 and 65535 (got 0)",
                () -> ConnectionOptions.ofHost("h", 0, null, null, null));
        assertMessage("--database must be 1 to 64 letters",
                () -> new ConnectionOptions(null, null, null, null, null, null, "a b"));
        assertMessage("--engine must be a storage engine name", () -> new EngineOptions("inno db", null));
    }

    @Test
    void theDescriptionNeverContainsThePassword() {
        ConnectionOptions options = new ConnectionOptions("jdbc:mysql://h:3306/ib?user=u&password=s3cret", null,
                null, null, "u", "s3cret", null);
        RunConfig c = RunConfig.builder().connection(options).seed(5).build();
        String described = c.describe().toString();
        assertFalse(described.contains("s3cret"), described);
        assertFalse(options.toString().contains("s3cret"));
        assertTrue(described.contains("passwordGiven=true"), described);
        assertEquals(5L, c.describe().get("seed"));
        assertEquals("auto", c.describe().get("cleanupSeconds"));
    }

    @Test
    void urlRedactionCoversParametersAndUserInfo() {
        assertEquals("jdbc:mysql://h/ib?user=u&password=***&x=1",
                UrlRedaction.redact("jdbc:mysql://h/ib?user=u&password=pw&x=1"));
        assertEquals("jdbc:postgresql://u:***@h/ib", UrlRedaction.redact("jdbc:postgresql://u:pw@h/ib"));
        assertEquals("jdbc:mysql://h/ib?PASSWORD1=***", UrlRedaction.redact("jdbc:mysql://h/ib?PASSWORD1=pw"));
        assertEquals("jdbc:mysql://h/ib", UrlRedaction.redact("jdbc:mysql://h/ib"));
        assertEquals("root:***@127.0.0.1:3306", UrlRedaction.redact("root:sekret@127.0.0.1:3306"));
    }

    @Test
    void tcpContradictsASocket() {
        ConnectionOptions socket = new ConnectionOptions(null, null, null, "/run/mysqld/mysqld.sock", null, null,
                null);
        assertMessage("give either --socket or --tcp, not both",
                () -> RunConfig.builder().connection(socket).set(Settings.TCP, true).build());
        assertTrue(RunConfig.builder().set(Settings.TCP, true).build().tcp());
        assertFalse(RunConfig.builder().build().tcp(), "a local server's socket by default");
    }

    @Test
    void toBuilderKeepsEverySetting() {
        RunConfig c = RunConfig.builder().clients(3).querySeconds(9).rowsPerCommit(Map.of("l.i1", 7)).label("x1")
                .seed(11).cleanupSeconds(4).build();
        assertEquals(c.describe(), c.toBuilder().build().describe());
    }

    private static void assertMessage(String expected, Runnable action) {
        ConfigException e = assertThrows(ConfigException.class, action::run);
        assertTrue(e.getMessage().startsWith(expected), e.getMessage());
    }
}
