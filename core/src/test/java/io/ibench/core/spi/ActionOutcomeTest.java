package io.ibench.core.spi;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** An action's outcome is recorded in {@code result.json} as the text the adapters wrote before it was a type. */
class ActionOutcomeTest {

    @Test
    void recordsEachKindAsItsText() {
        assertEquals("done", ActionOutcome.DONE.text());
        assertEquals("skipped: binary logging is off", ActionOutcome.skipped("binary logging is off").text());
        assertEquals("failed: Access denied", ActionOutcome.failed("Access denied").text());
        assertEquals("gave up after the cleanup's 60 s: compaction still under way",
                ActionOutcome.gaveUp("after the cleanup's 60 s: compaction still under way").text());
    }

    @Test
    void aDriverMessageThatIsNullIsRecordedAsBefore() {
        assertEquals("failed: null", ActionOutcome.failed(null).text());
    }

    @Test
    void aDoneActionHasNoReason() {
        assertThrows(IllegalArgumentException.class, () -> new ActionOutcome(ActionOutcome.Kind.DONE, "why"));
    }
}
