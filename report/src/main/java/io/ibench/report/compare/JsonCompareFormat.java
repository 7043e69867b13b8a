package io.ibench.report.compare;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.result.SlaResult;
import io.ibench.report.load.LoadedRun;

/**
 * The comparison as one JSON object, for CI and scripts: {@code base}, {@code thresholds},
 * {@code failBelow}, {@code steps} (name and unit), {@code runs} (per step: state, value,
 * ratio, verdict, sla, moved), {@code findings}, {@code problems} and {@code passed}. Fields that do
 * not apply are null; {@code moved} is the attribution of a ratio beyond the thresholds or named by a
 * finding ({@link Attributions}): the measures that moved most, each with its base value, value and ratio.
 */
public final class JsonCompareFormat implements CompareFormat {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private static void moved(ObjectNode cell, Attribution attribution) {
        if (attribution == null) {
            cell.putNull("moved");
            return;
        }
        ArrayNode moves = cell.putArray("moved");
        attribution.moves().forEach(m -> moves.addObject().put("measure", m.measure()).put("base", m.base())
                .put("value", m.value()).put("ratio", m.ratio()));
    }

    @Override
    public String render(CompareReport report) {
        Comparison comparison = report.comparison();
        ObjectNode root = MAPPER.createObjectNode();
        root.put("base", comparison.base().label());
        root.putObject("thresholds").put("worse", report.thresholds().worse())
                .put("better", report.thresholds().better());
        root.put("failBelow", report.failBelow());
        ArrayNode steps = root.putArray("steps");
        comparison.columns().forEach(c -> steps.addObject().put("step", c.step()).put("unit", c.unit()));
        ArrayNode runs = root.putArray("runs");
        for (LoadedRun run : comparison.runs()) {
            ObjectNode runNode = runs.addObject().put("label", run.label()).put("runId", run.result().runId())
                    .put("status", run.result().status().toString());
            ObjectNode cells = runNode.putObject("steps");
            for (StepColumn column : comparison.columns()) {
                ThroughputCell cell = comparison.cell(run, column);
                ObjectNode node = cells.putObject(column.step()).put("state", cell.state().id());
                node.put("value", cell.value()).put("ratio", cell.ratio())
                        .put("verdict", cell.ratio() == null ? null : report.thresholds().judge(cell.ratio()).id());
                moved(node, Attributions.find(report.attributions(), run.label(), column.step()).orElse(null));
                SlaResult sla = cell.sla();
                if (sla == null) {
                    node.putNull("sla");
                } else {
                    node.putObject("sla").put("targetInsertsPerSecond", sla.targetInsertsPerSecond())
                            .put("achievedInsertsPerSecond", sla.achievedInsertsPerSecond())
                            .put("passed", sla.passed());
                }
            }
        }
        ArrayNode findings = root.putArray("findings");
        report.findings().forEach(f -> findings.addObject().put("run", f.run()).put("step", f.step())
                .put("problem", f.problem()));
        ArrayNode problems = root.putArray("problems");
        report.problems().forEach(problems::add);
        root.put("passed", report.passed());
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the comparison as JSON: " + e.getMessage(), e);
        }
    }
}
