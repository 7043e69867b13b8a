package io.ibench.report.compare;

import java.util.List;

/** The comparison as GitHub-flavoured markdown tables, for pull requests and issues. */
public final class MarkdownCompareFormat implements CompareFormat {

    @Override
    public String render(CompareReport report) {
        Comparison comparison = report.comparison();
        List<String> header = CompareGrid.header(comparison.columns());
        StringBuilder out = new StringBuilder();
        out.append("### Relative throughput\n\n").append(escape(CompareGrid.legend(report))).append("\n\n");
        table(out, header, CompareGrid.relative(comparison, report.thresholds()));
        out.append('\n').append(escape(CompareGrid.noiseLine(comparison))).append("\n\n");
        List<String> disturbed = CompareGrid.disturbed(comparison);
        out.append(escape(disturbed.get(0))).append('\n');
        disturbed.subList(1, disturbed.size()).forEach(line -> out.append("- ").append(escape(line.strip()))
                .append('\n'));
        out.append("\n### Detectable difference\n\n")
                .append(escape(CompareGrid.detectableHeading())).append("\n\n");
        CompareGrid.detectable(comparison).forEach(line -> out.append("- ").append(escape(line)).append('\n'));
        List<String> targets = CompareGrid.targets(report);
        if (!targets.isEmpty()) {
            out.append("\n### Campaign\n\n").append(escape(targets.get(0))).append("\n\n");
            targets.subList(1, targets.size()).forEach(line -> out.append("- ").append(escape(line.strip()))
                    .append('\n'));
        }
        out.append("\n### Absolute throughput\n\n").append(escape(TextCompareFormat.units(comparison))).append("; ")
                .append(escape(CompareGrid.spreadLegend(comparison))).append("\n\n");
        table(out, header, CompareGrid.absolute(comparison));
        if (CompareGrid.hasStability(comparison)) {
            out.append("\n### Stability\n\n").append(escape(CompareGrid.stabilityLegend())).append("\n\n");
            table(out, CompareGrid.stabilityHeader(comparison.columns()), CompareGrid.stability(comparison));
        }
        if (!comparison.readWriteColumns().isEmpty()) {
            out.append("\n### Background inserts/s in read-write steps\n\n").append(escape(CompareGrid.SLA_MISSED))
                    .append(" below 95 % of the target\n\n");
            table(out, CompareGrid.header(comparison.readWriteColumns()), CompareGrid.sla(comparison));
        }
        out.append('\n');
        report.problems().forEach(p -> out.append("> warning: ").append(escape(p)).append("\n>\n"));
        out.append("**").append(escape(CompareGrid.gateLine(report))).append("**\n");
        if (!report.findings().isEmpty()) {
            out.append('\n');
            report.findings().forEach(f -> out.append("- ").append(escape(f.describe())).append('\n'));
        }
        if (!report.attributions().isEmpty()) {
            out.append("\n### What moved\n\n").append(escape(CompareGrid.ATTRIBUTION_HEADING)).append("\n\n");
            report.attributions().forEach(a -> out.append("- ").append(escape(a.describe())).append('\n'));
        }
        return out.toString();
    }

    private static void table(StringBuilder out, List<String> header, List<List<String>> rows) {
        row(out, header);
        out.append("|---").append("|---:".repeat(header.size() - 1)).append("|\n");
        rows.forEach(r -> row(out, r));
    }

    private static void row(StringBuilder out, List<String> cells) {
        for (String cell : cells) {
            out.append("| ").append(escape(cell)).append(' ');
        }
        out.append("|\n");
    }

    /** Keeps text from result files from breaking a table or turning into markup. */
    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            if ("\\`*_[]<>|#".indexOf(c) >= 0) {
                escaped.append('\\');
            }
            escaped.append(c == '\n' || c == '\r' ? ' ' : c);
        }
        return escaped.toString();
    }
}
