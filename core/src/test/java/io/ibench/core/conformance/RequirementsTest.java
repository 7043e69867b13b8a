package io.ibench.core.conformance;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RequirementsTest {
    @Test
    void aMissingRequirementSkipsOutsideCi() {
        TestAbortedException skip = assertThrows(TestAbortedException.class,
                () -> Requirements.check(false, "perf (apt-get install linux-perf)", false));
        assertEquals("Assumption failed: skipped: needs perf (apt-get install linux-perf)", skip.getMessage());
    }

    @Test
    void aMissingRequirementFailsInCi() {
        AssertionFailedError failure = assertThrows(AssertionFailedError.class,
                () -> Requirements.check(false, "perf (apt-get install linux-perf)", true));
        assertEquals("needs perf (apt-get install linux-perf), which ./test provides: in CI (IBENCH_CI_PROVISIONED=1) "
                + "a missing requirement fails the test", failure.getMessage());
    }

    @Test
    void aMetRequirementNeitherSkipsNorFails() {
        assertDoesNotThrow(() -> Requirements.check(true, "perf", true));
        assertDoesNotThrow(() -> Requirements.check(true, "perf", false));
    }

    @Test
    void whatTheTestCommandCannotProvideOnlySkips() {
        assertThrows(TestAbortedException.class, () -> Requirements.skipUnless(false, "a Docker engine"));
        assertDoesNotThrow(() -> Requirements.skipUnless(true, "a Docker engine"));
    }
}
