package io.ibench.report.compare;

import io.ibench.core.result.Decimal;
import io.ibench.core.result.SlaResult;
import io.ibench.report.load.LoadedRun;

/**
 * The comparison as CSV (RFC 4180), one line per run and step, for spreadsheets:
 * {@code run,run_id,base,step,unit,state,value,ratio,verdict,sla_target,sla_achieved,sla_passed,moved}.
 * Empty fields mean "does not apply"; numbers are unrounded. {@code moved} is the attribution of a
 * ratio beyond the thresholds ({@link Attributions}), e.g. {@code cpupq ×1.18, rkbpq ×2.1}.
 */
public final class CsvCompareFormat implements CompareFormat {
    private static final String HEADER =
            "run,run_id,base,step,unit,state,value,ratio,verdict,sla_target,sla_achieved,sla_passed,moved";

    @Override
    public String render(CompareReport report) {
        Comparison comparison = report.comparison();
        StringBuilder out = new StringBuilder(HEADER).append("\r\n");
        for (LoadedRun run : comparison.runs()) {
            for (StepColumn column : comparison.columns()) {
                ThroughputCell cell = comparison.cell(run, column);
                SlaResult sla = cell.sla();
                line(out, run.label(), run.result().runId(), Boolean.toString(run == comparison.base()), column.step(),
                        column.unit(), cell.state().id(), number(cell.value()), number(cell.ratio()),
                        cell.ratio() == null ? "" : report.thresholds().judge(cell.ratio()).id(),
                        sla == null ? "" : number(sla.targetInsertsPerSecond()),
                        sla == null ? "" : number(sla.achievedInsertsPerSecond()),
                        sla == null ? "" : Boolean.toString(sla.passed()),
                        Attributions.find(report.attributions(), run.label(), column.step()).map(Attribution::moved)
                                .orElse(""));
            }
        }
        return out.toString();
    }

    private static String number(Double value) {
        return value == null ? "" : Decimal.format(value, 4);
    }

    private static void line(StringBuilder out, String... fields) {
        for (int i = 0; i < fields.length; i++) {
            out.append(i == 0 ? "" : ",").append(quote(fields[i]));
        }
        out.append("\r\n");
    }

    static String quote(String field) {
        if (field.chars().noneMatch(c -> c == ',' || c == '"' || c == '\n' || c == '\r')) {
            return field;
        }
        return '"' + field.replace("\"", "\"\"") + '"';
    }

}
