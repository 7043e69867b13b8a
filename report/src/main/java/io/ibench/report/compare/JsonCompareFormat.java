package io.ibench.report.compare;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.result.RunStability;
import io.ibench.core.result.SlaResult;
import io.ibench.core.result.StepStall;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.verdict.Campaign;
import io.ibench.report.verdict.NoiseProfile;

/**
 * The comparison as one JSON object, for CI and scripts: {@code base}, {@code thresholds},
 * {@code failBelow}, {@code steps} (name and unit), {@code runs} (per step: state, value,
 * ratio, verdict (the label's, so a repetition is never judged against another of its label), sla, moved),
 * {@code noiseProfile} (the stored profile in use, or null), {@code disturbed} (whether disturbed steps are kept,
 * how many steps were left out, the disturbed steps and the replaced runs; docs/report.md, "Disturbed steps"),
 * {@code campaign} (the campaign that ran until it could tell: its target, budget, why it stopped and per step
 * whether it reached the target, or null), {@code detectable} (per step, what the campaign can
 * see: {@link DetectableEffect}), {@code groups} (per label: its run ids and per step the mean over its
 * repetitions, their values, the ratio of means with its confidence interval and where that comes from,
 * the interval's verdict, and the stability; docs/report.md, "Confidence intervals"), {@code findings},
 * {@code problems} and {@code passed}. Fields that do not apply are null; {@code moved} is the attribution
 * of a ratio beyond the thresholds or named by a finding ({@link Attributions}): the measures that moved most,
 * each with its base value, value and ratio.
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
        noise(root, comparison);
        disturbed(root.putObject("disturbed"), comparison);
        campaign(root, report);
        ArrayNode runs = root.putArray("runs");
        for (LoadedRun run : comparison.runs()) {
            RunGroup group = comparison.groups().stream().filter(g -> g.runs().contains(run)).findFirst()
                    .orElseThrow();
            ObjectNode runNode = runs.addObject().put("label", run.label()).put("runId", run.result().runId())
                    .put("status", run.result().status().toString());
            ObjectNode cells = runNode.putObject("steps");
            for (StepColumn column : comparison.columns()) {
                ThroughputCell cell = comparison.cell(run, column);
                ObjectNode node = cells.putObject(column.step()).put("state", cell.state().id());
                Verdict verdict = comparison.cell(group, column).verdict(report.thresholds());
                node.put("value", cell.value()).put("ratio", cell.ratio())
                        .put("verdict", cell.ratio() == null || verdict == null ? null : verdict.id());
                DisturbedStep disturbed = DisturbedStep.in(run).stream()
                        .filter(d -> d.step().equals(column.step())).findFirst().orElse(null);
                if (disturbed == null) {
                    node.putNull("disturbed");
                } else {
                    ArrayNode reasons = node.putArray("disturbed");
                    disturbed.reasons().forEach(reasons::add);
                }
                node.put("leftOut", cell.leftOut());
                moved(node, Attributions.find(report.attributions(), comparison, run, column.step()).orElse(null));
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
        groups(report, root.putArray("groups"));
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

    private static void groups(CompareReport report, ArrayNode into) {
        Comparison comparison = report.comparison();
        for (RunGroup group : comparison.groups()) {
            ObjectNode node = into.addObject().put("label", group.label());
            ArrayNode ids = node.putArray("runIds");
            group.runs().forEach(run -> ids.add(run.result().runId()));
            ObjectNode steps = node.putObject("steps");
            for (StepColumn column : comparison.columns()) {
                GroupCell cell = comparison.cell(group, column);
                ObjectNode step = steps.putObject(column.step()).put("state", cell.cell().state().id());
                RateEstimate estimate = cell.estimate();
                RatioInterval interval = cell.interval();
                step.put("n", estimate == null ? null : estimate.n())
                        .put("mean", estimate == null ? null : estimate.mean())
                        .put("min", estimate == null ? null : estimate.min())
                        .put("max", estimate == null ? null : estimate.max())
                        .put("halfWidth", estimate == null ? null : estimate.halfWidth());
                ArrayNode values = step.putArray("values");
                if (estimate != null) {
                    estimate.values().forEach(values::add);
                }
                step.put("ratio", cell.cell().ratio())
                        .put("ratioLow", interval == null ? null : interval.low())
                        .put("ratioHigh", interval == null ? null : interval.high())
                        .put("interval", IntervalSource.id(interval == null ? null : interval.source()))
                        .put("verdict", interval == null ? null : interval.judge(report.thresholds()).id())
                        .put("disturbedLeftOut", cell.disturbed()).put("leftOut", cell.cell().leftOut());
                stability(step, cell.stability());
            }
            runStability(node, comparison.stability(group));
        }
    }

    /** The noise profile in use and, per step, what the campaign can see. */
    private static void noise(ObjectNode root, Comparison comparison) {
        NoiseProfile profile = comparison.noise().profile();
        if (profile == null) {
            root.putNull("noiseProfile");
        } else {
            root.putObject("noiseProfile").put("host", profile.host()).put("server", profile.server())
                    .put("workload", profile.workload()).put("created", profile.created()).put("runs", profile.runs());
        }
        ArrayNode detectable = root.putArray("detectable");
        for (DetectableEffect effect : comparison.detectable()) {
            detectable.addObject().put("step", effect.step()).put("repetitions", effect.repetitions())
                    .put("relative", effect.relative()).put("more", effect.more()).put("atMore", effect.atMore())
                    .put("repetitionsFor5Percent", effect.enough())
                    .put("source", effect.relative() == null ? null : effect.source().id());
        }
    }

    /** The campaign that ran until it could tell, and per step whether it reached the target; null without one. */
    private static void campaign(ObjectNode root, CompareReport report) {
        Campaign campaign = report.campaign();
        if (campaign == null) {
            root.putNull("campaign");
            return;
        }
        ObjectNode node = root.putObject("campaign").put("target", campaign.target())
                .put("maxRepetitions", campaign.maxRepetitions()).put("maxSeconds", campaign.maxSeconds())
                .put("repetitions", campaign.repetitions()).put("stopped", campaign.stop().id())
                .put("keepDisturbed", campaign.keepDisturbed());
        ArrayNode steps = node.putArray("steps");
        report.targets().forEach(t -> steps.addObject().put("step", t.step()).put("detectable", t.detectable())
                .put("repetitions", t.repetitions()).put("reached", t.reached())
                .put("why", t.reached() ? null : t.why()));
    }

    /** How many steps were left out as disturbed, which, and the runs replaced by a later attempt. */
    private static void disturbed(ObjectNode node, Comparison comparison) {
        node.put("kept", comparison.keepsDisturbed()).put("leftOut", comparison.leftOutSteps());
        ArrayNode steps = node.putArray("steps");
        comparison.disturbed().forEach(d -> step(steps.addObject(), d));
        ArrayNode replaced = node.putArray("replaced");
        for (ReplacedRun run : comparison.replaced()) {
            ObjectNode entry = replaced.addObject().put("label", run.label()).put("runId", run.runId())
                    .put("by", run.by()).put("steps", run.steps());
            ArrayNode why = entry.putArray("disturbed");
            run.disturbed().forEach(d -> step(why.addObject(), d));
        }
    }

    private static void step(ObjectNode node, DisturbedStep step) {
        node.put("label", step.label()).put("runId", step.runId()).put("step", step.step());
        ArrayNode reasons = node.putArray("reasons");
        step.reasons().forEach(reasons::add);
    }

    /** The label's runs as a whole: the most variable step, all stalls, the longest with its step. */
    private static void runStability(ObjectNode group, RunStability stability) {
        if (stability == null) {
            group.putNull("stability");
            return;
        }
        ObjectNode node = group.putObject("stability").put("worstStep", stability.worstStep())
                .put("worstCv", stability.worstCv()).put("stalls", stability.stallCount())
                .put("stallSeconds", stability.stallSeconds());
        StepStall longest = stability.longest();
        if (longest == null) {
            node.putNull("longestStall");
        } else {
            node.putObject("longestStall").put("step", longest.step())
                    .put("startSeconds", longest.stall().startSeconds()).put("seconds", longest.stall().seconds())
                    .put("depth", longest.stall().depth());
        }
    }

    private static void stability(ObjectNode step, StabilitySummary stability) {
        if (stability == null) {
            step.putNull("stability");
            return;
        }
        step.putObject("stability").put("cv", stability.cv()).put("worst1s", stability.worst1s())
                .put("worst10s", stability.worst10s()).put("stalls", stability.stalls())
                .put("stallSeconds", stability.stallSeconds()).put("deepestStall", stability.deepest());
    }
}
