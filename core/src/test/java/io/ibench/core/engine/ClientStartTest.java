package io.ibench.core.engine;

import io.ibench.core.config.Compat;
import io.ibench.core.plan.QueryMode;
import io.ibench.core.plan.Step;
import io.ibench.core.plan.StepExtras;
import io.ibench.core.plan.StepKind;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** When clients start after the step's release: together, or one by one as the reference's harness starts them. */
class ClientStartTest {
    private static final long SECOND = 1_000_000_000L;
    private static final Step L_I0 = new Step("l.i0", StepKind.INITIAL_LOAD, 4, 1000, 100, 0, false, QueryMode.NONE,
            0, true, false, 0, 0, StepExtras.NONE);
    private static final Step QR100 = new Step("qr100", StepKind.READ_WRITE, 4, 1000, 50, 100, true, QueryMode.RANGE,
            1, false, false, 0, 0, StepExtras.NONE);

    @Test
    void ibenchReleasesEveryClientAtOnce() {
        for (int client = 1; client <= 4; client++) {
            assertEquals(0, ClientStart.offsetNanos(Compat.IBENCH, L_I0, client));
            assertEquals(0, ClientStart.offsetNanos(Compat.IBENCH, QR100, client));
        }
    }

    @Test
    void theReferenceStartsTheSecondClientTenSecondsAfterTheFirstInTheSetupStepThenOneSecondApart() {
        assertEquals(0, ClientStart.offsetNanos(Compat.REFERENCE, L_I0, 1));
        assertEquals(10 * SECOND, ClientStart.offsetNanos(Compat.REFERENCE, L_I0, 2));
        assertEquals(11 * SECOND, ClientStart.offsetNanos(Compat.REFERENCE, L_I0, 3));
        assertEquals(12 * SECOND, ClientStart.offsetNanos(Compat.REFERENCE, L_I0, 4));
    }

    @Test
    void theReferenceStartsClientsOneSecondApartInOtherSteps() {
        for (int client = 1; client <= 4; client++) {
            assertEquals((client - 1) * SECOND, ClientStart.offsetNanos(Compat.REFERENCE, QR100, client));
        }
    }
}
