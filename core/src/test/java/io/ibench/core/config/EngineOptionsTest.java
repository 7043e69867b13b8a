package io.ibench.core.config;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --engine-options} are table options for the end of CREATE TABLE and nothing more. */
class EngineOptionsTest {

    @ParameterizedTest
    @ValueSource(strings = {"", "using orioledb", "row_format=compressed key_block_size=8", "WITH (fillfactor=90)",
        "COMMENT='ttl_duration=3600;ttl_col=ts'", "comment=\"a -- b # c\""})
    void tableOptionsPass(String options) {
        assertDoesNotThrow(() -> Settings.ENGINE_OPTIONS.check(options));
    }

    @ParameterizedTest
    @ValueSource(strings = {"; drop database ib", "x;", "x -- y", "x # y", "x /* y */", "comment='unclosed",
        "comment='a' ; drop table t", "a\\b", "x\ny", "x\u0000"})
    void anythingThatCouldEndTheStatementIsRefused(String options) {
        ConfigException e = assertThrows(ConfigException.class, () -> Settings.ENGINE_OPTIONS.check(options));
        assertTrue(e.getMessage().startsWith("--engine-options must be table options of at most 1000 characters"),
                e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(ints = {1000, 1001})
    void atMost1000Characters(int length) {
        String options = "x".repeat(length);
        if (length <= EngineOptions.MAX_TABLE_OPTIONS) {
            assertDoesNotThrow(() -> Settings.ENGINE_OPTIONS.check(options));
        } else {
            assertThrows(ConfigException.class, () -> Settings.ENGINE_OPTIONS.check(options));
        }
    }
}
