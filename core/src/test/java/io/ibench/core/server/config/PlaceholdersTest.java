package io.ibench.core.server.config;

import io.ibench.core.config.ConfigException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class PlaceholdersTest {
    private final Placeholders values = Placeholders.of(24_105, 18_078, 18_078, false);

    @Test
    void numbersAreScaledAndRoundedDown() {
        assertEquals("18078M", values.apply("{cache_mb}M", "f:1"));
        assertEquals("2892M", values.apply("{log_mb*0.16}M", "f:1"));
        assertEquals("9039M", values.apply("{ log_mb / 2 }M", "f:1"));
        assertEquals("753MB", values.apply("{memory_mb/32}MB", "f:1"));
        assertEquals("plain", values.apply("plain", "f:1"));
    }

    @Test
    void choicesFollowTheFlag() {
        assertEquals("O_DIRECT_NO_FSYNC", values.apply("{buffered ? fsync : O_DIRECT_NO_FSYNC}", "f:1"));
        assertEquals("fsync", Placeholders.of(1, 1, 1, true).apply("{buffered ? fsync : O_DIRECT_NO_FSYNC}", "f:1"));
    }

    @Test
    void badPlaceholdersNameFileAndLine() {
        assertEquals("base.cnf:7: unknown placeholder {ram_mb}; known: cache_mb, log_mb, memory_mb, buffered",
                assertThrows(ConfigException.class, () -> values.apply("{ram_mb}M", "base.cnf:7")).getMessage());
        assertEquals("base.cnf:7: malformed placeholder {cache_mb+1}; write {name}, {name*0.5}, {name/4} "
                + "or {flag ? yes : no}",
                assertThrows(ConfigException.class, () -> values.apply("{cache_mb+1}", "base.cnf:7")).getMessage());
        assertEquals("base.cnf:7: unbalanced brace in '{cache_mb'; placeholders are written {name}",
                assertThrows(ConfigException.class, () -> values.apply("{cache_mb", "base.cnf:7")).getMessage());
        assertEquals("base.cnf:7: placeholder {cache_mb/0} divides by zero",
                assertThrows(ConfigException.class, () -> values.apply("{cache_mb/0}", "base.cnf:7")).getMessage());
        assertEquals("base.cnf:7: unknown placeholder {cached}; known: cache_mb, log_mb, memory_mb, buffered",
                assertThrows(ConfigException.class, () -> values.apply("{cached ? a : b}", "base.cnf:7")).getMessage());
    }
}
