package io.ibench.report;

import io.ibench.core.plan.StepKind;
import io.ibench.core.result.ClientCpu;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.OperationResult;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.SlaResult;
import io.ibench.core.result.StepMeasurements;
import io.ibench.core.result.StepResult;

import java.util.ArrayList;
import java.util.List;

/**
 * The per-step summary of one run, as printed at the end of {@code ibench run}:
 *
 * <ul>
 *   <li>{@code rate}: the step's headline rate as the published reports use it — inserted rows/s
 *       for l.i0, l.i1, l.i2; indexed rows/s for l.x; queries/s for read-write steps;</li>
 *   <li>{@code ins/s}, {@code del/s}, {@code qry/s}: rows inserted, rows deleted, queries per second;</li>
 *   <li>{@code p99 ms}, {@code max ms}: service time of the step's headline operation
 *       (inserts for load steps, queries for read-write steps);</li>
 *   <li>{@code sla}: for read-write steps with writers, {@code ok} or {@code FAIL} (achieved insert
 *       rate below 95 % of the target), with the achieved share of the target;</li>
 *   <li>{@code min-id s}: the slowest client's step-start {@code select min(transactionid)};</li>
 *   <li>{@code cpu us/op}: the ibench process's CPU µs per inserted row (load steps) or per query
 *       (read-write steps); not shown for l.x, whose time is the server's index build;</li>
 *   <li>{@code gap %}: the client's gap between statements of the headline operation, % of their
 *       service time ({@link OperationResult#clientGapPct()}).</li>
 * </ul>
 */
public final class StepSummaryTable {
    private static final List<String> HEADER = List.of(
            "step", "status", "secs", "rate", "ins/s", "del/s", "qry/s", "p99 ms", "max ms", "sla", "min-id s",
            "cpu us/op", "gap %");

    private StepSummaryTable() {
    }

    /**
     * @param run a run result
     * @return its summary table, one row per step
     */
    public static String render(RunResult run) {
        TextTable table = new TextTable(HEADER);
        for (StepResult step : run.steps()) {
            table.row(row(step));
        }
        return table.render();
    }

    private static List<String> row(StepResult step) {
        boolean readWrite = step.kind() == StepKind.READ_WRITE;
        boolean cleanup = step.kind() == StepKind.CLEANUP;
        List<String> cells = new ArrayList<>();
        cells.add(step.name());
        cells.add(step.status().toString());
        cells.add(Decimal.format(step.run().seconds(), 1));
        if (cleanup) {
            cells.addAll(List.of("-", "-", "-", "-", "-", "-", "-", "-", "-", "-"));
            return cells;
        }
        cells.add(Decimal.format(step.headlineRate(), 0));
        cells.add(Decimal.format(step.rates().insertsPerSecond(), 0));
        cells.add(Decimal.format(step.rates().deletesPerSecond(), 0));
        cells.add(Decimal.format(step.rates().queriesPerSecond(), 0));
        StepMeasurements measured = step.measurements();
        OperationResult headline = step.headlineOperation();
        cells.add(headline == null ? "-" : Decimal.format(headline.serviceTime().p99Micros() / 1000.0, 2));
        cells.add(headline == null ? "-" : Decimal.format(headline.legacyBuckets().maxSeconds() * 1000, 1));
        SlaResult sla = measured.sla();
        cells.add(sla == null ? "-" : (sla.passed() ? "ok " : "FAIL ")
                + Decimal.format(100 * sla.achievedInsertsPerSecond() / sla.targetInsertsPerSecond(), 0) + "%");
        cells.add(TextTable.number(measured.slowestFirstMinIdQuerySeconds(), 3));
        // l.x's CPU is spent waiting for the index build: per inserted row it means nothing.
        ClientCpu clientCpu = measured.clientCpu();
        Double cpu = clientCpu == null || step.rates().indexedRowsPerSecond() != null ? null
                : readWrite ? clientCpu.microsPerQuery() : clientCpu.microsPerInsert();
        cells.add(cpu == null ? "-" : Decimal.format(cpu, 2));
        cells.add(headline == null ? "-" : TextTable.number(headline.clientGapPct(), 1));
        return cells;
    }
}
