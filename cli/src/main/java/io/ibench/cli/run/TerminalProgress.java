package io.ibench.cli.run;

import io.ibench.cli.TerminalWriter;
import io.ibench.core.measure.IntervalSample;
import io.ibench.core.measure.Operation;
import io.ibench.core.plan.Step;
import io.ibench.core.progress.ProgressListener;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.StepResult;
import io.ibench.core.spi.ServerInfo;
import io.ibench.core.spi.Transport;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Shows a run's progress: a status line per step, redrawn every interval, when the output is a
 * terminal; one line per finished step always.
 */
final class TerminalProgress implements ProgressListener {
    private static final String CLEAR_LINE = "\r\033[K";

    private final PrintWriter out;
    private final boolean live;
    private boolean lineShown;

    /**
     * @param out  where to write
     * @param live true to draw a live status line (the output is an interactive terminal)
     */
    TerminalProgress(PrintWriter out, boolean live) {
        this.out = out;
        this.live = live;
    }

    @Override
    public void runStarted(String runId, Path directory, ServerInfo server, Transport transport) {
        out.println("Run " + runId + " on " + server.product() + " " + server.version() + " (" + server.engine()
                + ") over " + transport.describe() + "; results in " + directory + "/");
        out.flush();
    }

    @Override
    public void interval(Step step, IntervalSample sample, double fractionDone, double etaSeconds) {
        if (!live) {
            return;
        }
        TerminalWriter.control(out, CLEAR_LINE);
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-8s", step.name()));
        if (!Double.isNaN(fractionDone)) {
            line.append(' ').append(Decimal.format(100 * fractionDone, 0)).append('%');
        }
        line.append("  ").append(clock(sample.elapsedSeconds()));
        if (!Double.isNaN(etaSeconds)) {
            line.append("  eta ").append(clock(etaSeconds));
        }
        double seconds = sample.intervalSeconds();
        appendRate(line, "ins/s", sample.of(Operation.INSERT).intervalRows(), seconds);
        appendRate(line, "del/s", sample.of(Operation.DELETE).intervalRows(), seconds);
        appendRate(line, "qry/s", sample.of(Operation.QUERY).intervalStatements(), seconds);
        long lag = Math.max(sample.of(Operation.INSERT).lagMillis(), sample.of(Operation.DELETE).lagMillis());
        if (lag > 0) {
            line.append("  behind ").append(lag).append(" ms");
        }
        out.print(line);
        out.flush();
        lineShown = true;
    }

    private static void appendRate(StringBuilder line, String unit, long count, double seconds) {
        if (count > 0 && seconds > 0) {
            line.append("  ").append(Decimal.format(count / seconds, 0)).append(' ').append(unit);
        }
    }

    @Override
    public void stepFinished(Step step, StepResult result) {
        if (lineShown) {
            TerminalWriter.control(out, CLEAR_LINE);
            lineShown = false;
        }
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-8s", step.name())).append(' ')
                .append(result.status()).append(" in ").append(Decimal.format(result.run().seconds(), 1)).append(" s");
        if (result.rates().insertsPerSecond() > 0) {
            line.append(", ").append(Decimal.format(result.rates().insertsPerSecond(), 0)).append(" inserts/s");
        }
        if (result.rates().indexedRowsPerSecond() != null) {
            line.append(", ").append(Decimal.format(result.rates().indexedRowsPerSecond(), 0))
                    .append(" indexed rows/s");
        }
        if (result.rates().queriesPerSecond() > 0) {
            line.append(", ").append(Decimal.format(result.rates().queriesPerSecond(), 0)).append(" queries/s");
        }
        if (result.measurements().sla() != null && !result.measurements().sla().passed()) {
            line.append(", SLA FAILED (").append(Decimal.format(result.measurements().sla().achievedInsertsPerSecond(),
                    0))
                    .append(" of ").append(Decimal.format(result.measurements().sla().targetInsertsPerSecond(), 0))
                            .append(" inserts/s)");
        }
        if (result.outcome().error() != null) {
            line.append(": ").append(result.outcome().error());
        }
        if (result.outcome().problems() != null) {
            result.outcome().problems().forEach(problem -> line.append(System.lineSeparator()).append("         ")
                    .append(problem));
        }
        out.println(line);
        out.flush();
    }

    @Override
    public void notice(String message) {
        if (lineShown) {
            TerminalWriter.control(out, CLEAR_LINE);
            lineShown = false;
        }
        out.println(message);
        out.flush();
    }

    private static String clock(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
