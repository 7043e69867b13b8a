package io.ibench.core.config;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FaultPolicyTest {
    @Test
    void ratesAreFractionsOrPercentages() {
        assertEquals(0.01, FaultPolicy.parseRate("0.01"));
        assertEquals(0.025, FaultPolicy.parseRate(" 2.5% "));
        assertEquals("--max-error-rate must be a fraction such as 0.01 or a percentage such as 1% (got 'lots')",
                assertThrows(ConfigException.class, () -> FaultPolicy.parseRate("lots")).getMessage());
    }

    @Test
    void outOfRangeValuesNameTheirOption() {
        assertEquals("--max-error-rate must be between 0 and 1, or 0% and 100% (got 1.5)",
                assertThrows(ConfigException.class, () -> new FaultPolicy(OnError.CONTINUE, 1.5, 1, 1)).getMessage());
        assertEquals("--statement-timeout must be between 0 (none) and 86400 seconds (got -1)",
                assertThrows(ConfigException.class, () -> new FaultPolicy(OnError.CONTINUE, 0, -1, 1)).getMessage());
        assertEquals("--reconnect-seconds must be between 1 and 86400 (got 0)",
                assertThrows(ConfigException.class, () -> new FaultPolicy(OnError.CONTINUE, 0, 0, 0)).getMessage());
    }

    @Test
    void onErrorChoicesAreTheOptionValues() {
        assertEquals(OnError.ABORT_STEP, OnError.parse("Abort-Step"));
        assertEquals("abort-run", OnError.ABORT_RUN.optionValue());
        assertEquals("--on-error must be one of continue, abort-step, abort-run (got 'stop')",
                assertThrows(ConfigException.class, () -> OnError.parse("stop")).getMessage());
    }
}
