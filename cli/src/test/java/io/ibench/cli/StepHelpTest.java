package io.ibench.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The help of {@code --steps} and {@code --rows-per-commit} and the known-steps message come from the step
 * catalogue: they name core's test-only step {@code l.extra}, which this module's test resources register in
 * {@code META-INF/services/io.ibench.core.plan.StepDefinition} and no source file names.
 */
class StepHelpTest {
    private static String unwrapped(String text) {
        return text.replaceAll("\\s+", "");
    }

    @Test
    void theHelpNamesAStepAddedToTheCatalogue() {
        CliOutput result = CliOutput.run("run", "--help");
        assertEquals(ExitCodes.OK, result.exitCode(), result.err());
        String help = unwrapped(result.out());
        assertTrue(help.contains(unwrapped("(default: l.i0,l.x,l.i1,l.i2,cleanup,qr100,qp100,qr500,qp500,qr1000,"
                + "qp1000). Read-write steps are qrN")), result.out());
        assertTrue(help.contains(unwrapped("N = 0 runs queries for --query-seconds with no writers. l.extra inserts "
                + "a tenth of the write rows again (a test-only step).")), result.out());
        assertTrue(help.contains(unwrapped("Defaults: l.i0 100, l.x 100, l.i1 50, l.i2 5, read-write 50 (lowered to "
                + "the rate when the rate is smaller), l.extra 20.")), result.out());
    }

    @Test
    void theKnownStepsMessageNamesIt() {
        CliOutput result = CliOutput.run("run", "--steps=l.i4");
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.err());
        assertEquals("ibench run: unknown step 'l.i4' in --steps; known steps: l.i0, l.x, l.i1, l.i2, cleanup, qrN, "
                + "qpN, qN (N = inserts per second per client, 0 = no writers), l.extra", result.err().lines()
                .findFirst().orElse(""));
    }
}
