package io.ibench.report.compare;

import io.ibench.report.TextTable;

import java.util.List;

/** The comparison as aligned plain-text tables, for terminals and CI logs. */
public final class TextCompareFormat implements CompareFormat {

    @Override
    public String render(CompareReport report) {
        Comparison comparison = report.comparison();
        List<String> header = CompareGrid.header(comparison.columns());
        StringBuilder out = new StringBuilder();
        out.append("Relative throughput (").append(CompareGrid.legend(report)).append(")\n");
        out.append(table(header, CompareGrid.relative(comparison, report.thresholds())));
        out.append(CompareGrid.noiseLine(comparison)).append('\n');
        CompareGrid.disturbed(comparison).forEach(line -> out.append(line).append('\n'));
        out.append('\n').append(CompareGrid.detectableHeading()).append('\n');
        CompareGrid.detectable(comparison).forEach(line -> out.append("  ").append(line).append('\n'));
        List<String> targets = CompareGrid.targets(report);
        if (!targets.isEmpty()) {
            out.append('\n');
            targets.forEach(line -> out.append(line).append('\n'));
        }
        out.append("\nAbsolute throughput (").append(units(comparison)).append("; ")
                .append(CompareGrid.spreadLegend(comparison)).append(")\n");
        out.append(table(header, CompareGrid.absolute(comparison)));
        if (CompareGrid.hasStability(comparison)) {
            out.append("\nStability (").append(CompareGrid.stabilityLegend()).append(")\n");
            out.append(table(CompareGrid.stabilityHeader(comparison.columns()), CompareGrid.stability(comparison)));
        }
        if (!comparison.readWriteColumns().isEmpty()) {
            out.append("\nBackground inserts/s in read-write steps (").append(CompareGrid.SLA_MISSED)
                    .append(" below 95 % of the target)\n");
            out.append(table(CompareGrid.header(comparison.readWriteColumns()), CompareGrid.sla(comparison)));
        }
        out.append('\n');
        out.append(CompareGrid.gateLine(report)).append('\n');
        report.findings().forEach(f -> out.append("  ").append(f.describe()).append('\n'));
        if (!report.attributions().isEmpty()) {
            out.append('\n').append(CompareGrid.ATTRIBUTION_HEADING).append('\n');
            report.attributions().forEach(a -> out.append("  ").append(a.describe()).append('\n'));
        }
        return out.toString();
    }

    static String units(Comparison comparison) {
        StringBuilder units = new StringBuilder();
        for (StepColumn column : comparison.columns()) {
            units.append(units.length() == 0 ? "" : ", ").append(column.step()).append(' ').append(column.unit());
        }
        return units.toString();
    }

    private static String table(List<String> header, List<List<String>> rows) {
        TextTable table = new TextTable(header);
        rows.forEach(table::row);
        return table.render();
    }
}
