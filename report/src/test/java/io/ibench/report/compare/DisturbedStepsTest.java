package io.ibench.report.compare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ibench.core.result.RunResult;
import io.ibench.report.html.HtmlReport;
import io.ibench.report.html.Palette;
import io.ibench.report.load.LoadedRun;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Steps the host disturbed (result.json's disturbance, written through the result model) are left out of the
 * verdicts, intervals, detectable differences and the gate, each format says how many, and {@code --keep-disturbed}
 * puts them back; a run again of a disturbed run replaces it and pairs by repetition. Every figure is computed here
 * by hand or with Commons Math, never with the classes under test.
 */
class DisturbedStepsTest {
    private static final Thresholds LIMITS = Thresholds.DEFAULT;

    @TempDir
    Path dir;

    @Test
    void aDisturbedStepDecidesNothingInAnyFormatSaysSoAndKeepingItPutsItBack() throws IOException {
        NoisyRuns noisy = new NoisyRuns(11);
        RunResult a = noisy.run("A", 0).result();
        RunResult b = noisy.run("B", 0, step -> step.equals("l.i1") || step.equals("l.i2") ? 0.7 : 1).result();
        List<LoadedRun> runs = DisturbedResults.load(dir, List.of(a, DisturbedResults.disturb(b, "l.i1")));

        Comparison left = Comparison.of(runs, "A", NoisyRuns.profile(0.0009, 20), false);
        RunGroup group = left.groups().get(1);
        GroupCell li1 = left.cell(group, NoisyRuns.column(left, "l.i1"));
        GroupCell li2 = left.cell(group, NoisyRuns.column(left, "l.i2"));
        assertTrue(li1.cell().leftOut(), "shown, judged by nothing");
        assertEquals(0.7, li1.cell().ratio(), 1e-12, "its ratio is still shown");
        assertNull(li1.interval(), "no interval, so no verdict");
        assertNull(li1.verdict(LIMITS));
        assertEquals(Verdict.WORSE, li2.verdict(LIMITS), "the quiet step with the same drop is flagged");
        assertEquals(1, left.leftOutSteps());
        List<Finding> findings = Gate.evaluate(left, 0.95);
        assertEquals(List.of("l.i2"), findings.stream().map(Finding::step).toList(), findings.toString());

        CompareReport report = CompareReport.of(left, LIMITS, 0.95, List.of());
        String text = new TextCompareFormat().render(report);
        assertTrue(text.contains("Disturbed steps left out: 1 (~; --keep-disturbed judges them)\n  B (B-2) l.i1: "
                + DisturbedResults.REASON), text);
        String bRow = text.lines().filter(l -> l.startsWith("B ")).findFirst().orElseThrow();
        assertTrue(bRow.matches(".* 0\\.70 ~( .*|$)"), "no interval, no marker but ~ on the left-out cell: " + bRow);
        assertTrue(bRow.contains("▼"), "l.i2 is flagged: " + bRow);
        assertTrue(new MarkdownCompareFormat().render(report).contains("Disturbed steps left out: 1"));

        List<String> csv = new CsvCompareFormat().render(report).lines().toList();
        List<String> header = List.of(csv.get(0).split(","));
        for (String line : csv.subList(1, csv.size())) {
            List<String> fields = List.of(line.split(",", -1));
            assertEquals("1", fields.get(header.indexOf("left_out_steps")), line);
            boolean disturbed = line.startsWith("B,") && fields.get(header.indexOf("step")).equals("l.i1");
            assertEquals(Boolean.toString(disturbed), fields.get(header.indexOf("left_out")), line);
            assertEquals(disturbed ? DisturbedResults.REASON : "", fields.get(header.indexOf("disturbed")), line);
            if (disturbed) {
                assertEquals("", fields.get(header.indexOf("verdict")), line);
                assertEquals("", fields.get(header.indexOf("group_verdict")), line);
            }
            if (line.startsWith("B,") && fields.get(header.indexOf("step")).equals("l.i2")) {
                assertEquals("worse", fields.get(header.indexOf("group_verdict")), line);
            }
        }

        JsonNode json = new ObjectMapper().readTree(new JsonCompareFormat().render(report));
        assertEquals(1, json.get("disturbed").get("leftOut").asInt());
        assertEquals("l.i1", json.get("disturbed").get("steps").get(0).get("step").asText());
        JsonNode bSteps = json.get("groups").get(1).get("steps");
        assertTrue(bSteps.get("l.i1").get("verdict").isNull(), bSteps.toString());
        assertTrue(bSteps.get("l.i1").get("leftOut").asBoolean());
        assertEquals("worse", bSteps.get("l.i2").get("verdict").asText());
        assertEquals(DisturbedResults.REASON, json.get("runs").get(1).get("steps").get("l.i1").get("disturbed").get(0)
                .asText());

        String html = new HtmlReport(LIMITS, Palette.BLOG).render(left, List.of(), "2026-11-29T00:00:00Z");
        assertTrue(html.contains("Disturbed steps left out (1)"), "the table of left-out steps");
        List<String> relative = cells(html, "relative", "B");
        assertEquals("0.70 ~", text(relative.get(stepIndex(left, "l.i1"))), relative.toString());
        assertFalse(relative.get(stepIndex(left, "l.i1")).matches("<td class=\"[^\"]*\\bworse\\b.*"), "not coloured");
        assertTrue(relative.get(stepIndex(left, "l.i2")).matches("<td class=\"[^\"]*\\bworse\\b.*"),
                relative.toString());

        Comparison kept = Comparison.of(runs, "A", NoisyRuns.profile(0.0009, 20), true);
        assertEquals(Verdict.WORSE, kept.cell(kept.groups().get(1), NoisyRuns.column(kept, "l.i1")).verdict(LIMITS),
                "--keep-disturbed judges it");
        assertEquals(0, kept.leftOutSteps());
        assertEquals(2, Gate.evaluate(kept, 0.95).size());
        assertTrue(new TextCompareFormat().render(CompareReport.of(kept, LIMITS, 0.95, List.of()))
                .contains("Disturbed steps kept in the verdicts (--keep-disturbed): 1"));
    }

    @Test
    void aDisturbedRepetitionIsLeftOutAndTheOthersStayPairedByTheirRepetition() {
        double[] drift = {1, 1.3, 0.8};
        double[] pairNoise = {1.04, 0.3, 0.97};
        NoisyRuns noisy = new NoisyRuns(12);
        List<RunResult> results = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            double d = drift[r];
            double n = pairNoise[r];
            results.add(DisturbedResults.repetition(noisy.run("A", 0, step -> d).result(), r + 1, 3, "A-r" + (r + 1)));
            RunResult b = DisturbedResults.repetition(noisy.run("B", 0, step -> d * 0.9 * n).result(), r + 1, 3,
                    "B-r" + (r + 1));
            results.add(r == 1 ? DisturbedResults.disturb(b, "l.i1") : b);
        }
        List<LoadedRun> runs = DisturbedResults.load(dir, results);
        double base = rate(runs.get(0), "l.i1");

        Comparison left = Comparison.of(runs, "A", NoisyRuns.profile(0.002, 4), false);
        RatioInterval interval = left.cell(left.groups().get(1), NoisyRuns.column(left, "l.i1")).interval();
        assertEquals(IntervalSource.PAIRED, interval.source(), "repetitions 1 and 3 still pair");
        double[] d = {Math.log(0.9 * 1.04), Math.log(0.9 * 0.97)};
        double pairs = (d[0] - d[1]) * (d[0] - d[1]) / 2;
        double pooled = (1 * pairs + 4 * 2 * 0.002) / 5;
        double halfWidth = t(5) * Math.sqrt(pooled / 2);
        double ratio = (0.9 * 1.04 * 1 + 0.9 * 0.97 * 0.8) / 2 / ((1 + 1.3 + 0.8) / 3);
        assertEquals(ratio, interval.ratio(), 1e-9, "B's two quiet repetitions against A's three");
        assertEquals(ratio * Math.exp(halfWidth), interval.high(), 1e-9, "t(1 + 4) × s_d / √2, s_d² pooled");
        DetectableEffect effect = left.detectable().stream().filter(e -> e.step().equals("l.i1")).findFirst()
                .orElseThrow();
        assertEquals(2, effect.repetitions(), "two pairs");
        assertEquals(Math.exp(halfWidth) - 1, effect.relative(), 1e-9);
        assertEquals(base * (1 + 1.3 + 0.8) / 3, left.cell(left.groups().get(0), NoisyRuns.column(left, "l.i1"))
                .estimate().mean(), 1e-6);

        Comparison kept = Comparison.of(runs, "A", NoisyRuns.profile(0.002, 4), true);
        RatioInterval all = kept.cell(kept.groups().get(1), NoisyRuns.column(kept, "l.i1")).interval();
        double[] three = {Math.log(0.9 * 1.04), Math.log(0.9 * 0.3), Math.log(0.9 * 0.97)};
        double keptPooled = (2 * StatUtils.variance(three) + 4 * 2 * 0.002) / 6;
        assertEquals(IntervalSource.PAIRED, all.source());
        assertEquals(all.ratio() * Math.exp(t(6) * Math.sqrt(keptPooled / 3)), all.high(), 1e-9,
                "with the disturbed repetition: t(2 + 4) × s_d / √3");
    }

    @Test
    void aRunAgainOfADisturbedRepetitionReplacesItAndPairsWithTheBasesRepetition() {
        NoisyRuns noisy = new NoisyRuns(13);
        RunResult a1 = DisturbedResults.repetition(noisy.run("A", 0, step -> 1).result(), 1, 2, "A-r1");
        RunResult b1 = DisturbedResults.repetition(noisy.run("B", 0, step -> 0.8).result(), 1, 2, "B-r1");
        RunResult a2 = DisturbedResults.disturb(DisturbedResults.repetition(noisy.run("A", 0, step -> 3).result(), 2,
                2, "A-r2"), "qr100");
        RunResult b2 = DisturbedResults.repetition(noisy.run("B", 0, step -> 0.7).result(), 2, 2, "B-r2");
        RunResult again = DisturbedResults.repetition(noisy.run("A", 0, step -> 0.9).result(), 2, 2, "A-r2-again");
        List<LoadedRun> runs = DisturbedResults.load(dir, List.of(a1, b1, a2, b2, again));

        Comparison left = Comparison.of(runs, "A", null, false);
        assertEquals(List.of("A-r2"), left.replaced().stream().map(ReplacedRun::runId).toList());
        assertEquals("A-r2-again", left.replaced().get(0).by());
        assertEquals(4, left.runs().size(), "the replaced run is not compared");
        assertEquals(left.replaced().get(0).steps(), left.leftOutSteps(), "every step of the replaced run");
        RatioInterval li1 = left.cell(left.groups().get(1), NoisyRuns.column(left, "l.i1")).interval();
        assertEquals(IntervalSource.PAIRED, li1.source(), "A-r1 B-r1, then B-r2 A-r2-again");
        double[] d = {Math.log(0.8 / 1), Math.log(0.7 / 0.9)};
        double halfWidth = t(1) * Math.sqrt(StatUtils.variance(d) / 2);
        assertEquals((0.8 + 0.7) / (1 + 0.9), li1.ratio(), 1e-9);
        assertEquals(li1.ratio() * Math.exp(-halfWidth), li1.low(), 1e-9);
        String text = new TextCompareFormat().render(CompareReport.of(left, LIMITS, 0, List.of()));
        assertTrue(text.contains("replaced run, " + left.replaced().get(0).steps() + " steps: A A-r2, replaced by "
                + "A-r2-again: qr100 disturbed (" + DisturbedResults.REASON + ")"), text);

        Comparison kept = Comparison.of(runs, "A", null, true);
        assertEquals(List.of(), kept.replaced());
        assertEquals(5, kept.runs().size());
        RatioInterval unpaired = kept.cell(kept.groups().get(1), NoisyRuns.column(kept, "l.i1")).interval();
        assertEquals(IntervalSource.REPETITIONS, unpaired.source(), "A has two runs of repetition 2: no pairs");
    }

    private static double rate(LoadedRun run, String step) {
        return run.step(step).orElseThrow().headlineRate();
    }

    private static double t(double df) {
        return new TDistribution(df).inverseCumulativeProbability(0.975);
    }

    private static int stepIndex(Comparison comparison, String step) {
        return comparison.columns().indexOf(NoisyRuns.column(comparison, step));
    }

    /** @return the table's cells (td elements, whole) of the row headed by the label */
    private static List<String> cells(String html, String table, String label) {
        String body = html.substring(html.indexOf("<table id=\"" + table + "\""));
        body = body.substring(0, body.indexOf("</table>"));
        String row = body.substring(body.indexOf(">" + label + "</th>"));
        row = row.substring(0, row.indexOf("</tr>"));
        List<String> cells = new ArrayList<>();
        Matcher m = Pattern.compile("<td[^>]*>.*?</td>").matcher(row);
        while (m.find()) {
            cells.add(m.group());
        }
        return cells;
    }

    private static String text(String cell) {
        return cell.replaceAll("<[^>]+>", "");
    }
}
