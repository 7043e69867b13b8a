package io.ibench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.cli.ResultDamage.Expect;
import io.ibench.core.measure.LatencyKind;
import io.ibench.core.measure.Operation;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The hostile-input corpus of run folders: each case crafts one run folder, as an attacker who controls what a
 * bench host packs into its tarball would, from the report module's fixture run {@code base} with a profile and
 * an interval log added to its {@code qr100} step ({@link #template}). Each case says which file it attacks, how
 * {@code ibench report} and {@code ibench compare} must react ({@link Expect}) and what the one sentence about
 * it must say; no answer may show {@link #SECRET}, the content of the file some cases link to.
 *
 * <p>Cases whose input would be large on disk use sparse files (a size beyond the cap costs nothing to make),
 * so the corpus stays cheap to build; {@link #main} writes every case into a folder, to run the jar on them.
 */
final class HostileRunFolders {
    /** Text that no output may show: it stands for a credentials file a link points at. */
    static final String SECRET = "hunter2-do-not-print";
    /** The fixture runs. */
    static final Path FIXTURES = Path.of("../report/src/test/resources/io/ibench/report/runs").toAbsolutePath()
            .normalize();
    /** The step the template gives a profile and an interval log. */
    static final String STEP = "qr100";

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final long MIB = 1024L * 1024;
    /** Histograms of values up to a second, as ibench writes them. */
    private static final long NARROW = 1_000_000;
    /** Histograms of values up to 2^61 µs, which cost megabytes each when decoded with 5 digits. */
    private static final long WIDE = Long.MAX_VALUE / 4;

    /** Makes one hostile folder from a copy of the template. */
    @FunctionalInterface
    interface Crafter {
        /**
         * @param run     a copy of the template
         * @param outside a folder beside it, for link targets and files outside the run folder
         */
        void craft(Path run, Path outside) throws IOException;
    }

    /**
     * One case.
     *
     * @param name     a short name, also the case's folder name
     * @param file     the attacked file's name in the run folder
     * @param expect   how the commands must react
     * @param mentions what the sentence naming the file must contain besides its path
     * @param crafter  how the folder is made
     */
    record Case(String name, String file, Expect expect, List<String> mentions, Crafter crafter) {
        /** @return whether only the HTML report reads the attacked file (compare reads only result.json) */
        boolean reportOnly() {
            return !file.equals("result.json");
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static final String RESULT = "result.json";
    private static final String FOLDED = STEP + ".folded";
    private static final String HLOG = STEP + ".hlog";
    private static final String INSERT = Operation.INSERT.label();
    /** HdrHistogram's log scales values by this ratio: ibench's are µs, the format's ms. */
    private static final double MICROS_PER_MILLI = 1000.0;
    private static final String TSV = STEP + ".intervals.tsv";

    /** Every case. */
    static final List<Case> ALL = List.of(
            // result.json: not a regular file inside the folder
            leftOut("result-json-symlink", "symbolic link", (run, outside) -> link(run, RESULT,
                    Files.copy(run.resolve(RESULT), outside.resolve("elsewhere.json")))),
            leftOut("result-json-dev-zero", "symbolic link", (run, outside) -> link(run, RESULT, Path.of("/dev/zero"))),
            leftOut("result-json-fifo", "FIFO", (run, outside) -> fifo(run.resolve(RESULT))),
            leftOut("result-json-too-large", "more than 16 MiB", (run, outside) -> sparse(run.resolve(RESULT), 17)),
            // result.json: beyond the parser's limits
            leftOut("result-json-deep-nesting", "nest more than 64 levels", (run, outside) ->
                    raw(run, "\"deep\": " + "[".repeat(5000) + "]".repeat(5000) + ", ")),
            leftOut("result-json-long-text", "a text longer than 1000000 characters", (run, outside) ->
                    raw(run, "\"note\": \"" + "x".repeat(2_000_000) + "\", ")),
            leftOut("result-json-long-label", "a text longer than 1000000 characters", (run, outside) ->
                    edit(run, tree -> tree.put("label", "L".repeat(1_500_000)))),
            leftOut("result-json-long-number", "a number longer than 100 characters", (run, outside) ->
                    raw(run, "\"big\": " + "9".repeat(5000) + ", ")),
            leftOut("result-json-many-values", "more than 2000000 values", (run, outside) ->
                    raw(run, "\"many\": [" + "0,".repeat(2_100_000) + "0], ")),
            // result.json: values a report would trip over
            leftOut("result-json-label-too-long", "label must be at most 200 characters", (run, outside) ->
                    edit(run, tree -> tree.put("label", "l".repeat(201)))),
            leftOut("legacy-buckets-one-element", "must hold 10 counts", (run, outside) -> edit(run, tree -> {
                ObjectNode buckets = (ObjectNode) step(tree).at("/measurements/operations/insert/legacyBuckets");
                buckets.putArray("labels").add("256us");
                buckets.putArray("counts").add(5);
            })),
            leftOut("histograms-parent", "must be the name of a file in the run folder", (run, outside) ->
                    edit(run, tree -> ((ObjectNode) step(tree).get("measurements"))
                            .put("histograms", "../outside/x.hlog"))),
            leftOut("histograms-absolute", "must be the name of a file in the run folder", (run, outside) ->
                    edit(run, tree -> ((ObjectNode) step(tree).get("measurements")).put("histograms", "/etc/passwd"))),
            leftOut("dumps-folder-absolute", "must be a folder inside the run folder", (run, outside) ->
                    edit(run, tree -> ((ObjectNode) step(tree).at("/server/dumps")).put("folder", "/etc"))),
            leftOut("dumps-folder-parent", "must be a folder inside the run folder", (run, outside) ->
                    edit(run, tree -> ((ObjectNode) step(tree).at("/server/dumps")).put("folder", "dumps/../../x"))),
            // the profile
            named("folded-symlink-to-secret", FOLDED, "symbolic link", (run, outside) -> link(run, FOLDED,
                    Files.writeString(outside.resolve("credentials"), "password=" + SECRET + "\n"))),
            named("folded-dev-zero", FOLDED, "symbolic link", (run, outside) ->
                    link(run, FOLDED, Path.of("/dev/zero"))),
            named("folded-fifo", FOLDED, "FIFO", (run, outside) -> fifo(run.resolve(FOLDED))),
            named("folded-too-large", FOLDED, "more than 16 MiB", (run, outside) -> sparse(run.resolve(FOLDED), 17)),
            named("folded-secret-line", FOLDED, "line 1 is not a folded stack", (run, outside) ->
                    Files.writeString(run.resolve(FOLDED), "password=" + SECRET + "\n")),
            named("folded-100k-frames", FOLDED, "100000 frames, more than 512", (run, outside) ->
                    Files.writeString(run.resolve(FOLDED), stack(100_000) + " 7\n")),
            named("folded-too-many-frames", FOLDED, "more than 500000 frames in all", (run, outside) ->
                    Files.writeString(run.resolve(FOLDED), manyStacks(1100, 500))),
            named("folded-600-frames", FOLDED, "600 frames, more than 512", (run, outside) ->
                    Files.writeString(run.resolve(FOLDED), stack(600) + " 7\n")),
            new Case("folded-500-frames-drawn", FOLDED, Expect.HARMLESS, List.of(), (run, outside) ->
                    Files.writeString(run.resolve(FOLDED), stack(500) + " 7\n")),
            // the interval log
            named("hlog-300-wide-tags", HLOG, "5 significant digits, more than 3", (run, outside) ->
                    hlog(run, 300, 5, WIDE, 1)),
            named("hlog-wide-values", HLOG, "beyond 1 to 2^40", (run, outside) -> hlog(run, 2, 3, WIDE, 1)),
            named("hlog-300-tags", HLOG, "more than 64 tags", (run, outside) -> hlog(run, 300, 3, NARROW, 1)),
            named("hlog-too-many-intervals", HLOG, "more than 100000 intervals", (run, outside) ->
                    hlog(run, 1, 3, NARROW, 100_001)),
            named("hlog-symlink", HLOG, "symbolic link", (run, outside) -> link(run, HLOG, Path.of("/dev/zero"))),
            named("hlog-fifo", HLOG, "FIFO", (run, outside) -> fifo(run.resolve(HLOG))),
            named("hlog-too-large", HLOG, "more than 64 MiB", (run, outside) -> sparse(run.resolve(HLOG), 65)),
            // a series
            named("tsv-dev-zero", TSV, "symbolic link", (run, outside) -> link(run, TSV, Path.of("/dev/zero"))),
            named("tsv-fifo", TSV, "FIFO", (run, outside) -> fifo(run.resolve(TSV))),
            named("tsv-too-large", TSV, "more than 64 MiB", (run, outside) -> sparse(run.resolve(TSV), 65)),
            named("tsv-too-many-values", TSV, "more than 8000000 values", (run, outside) ->
                    tabs(run.resolve(TSV), 255, 32_000)));

    private HostileRunFolders() {
    }

    private static Case leftOut(String name, String mention, Crafter crafter) {
        return new Case(name, RESULT, Expect.RUN_LEFT_OUT, List.of(mention), crafter);
    }

    private static Case named(String name, String file, String mention, Crafter crafter) {
        return new Case(name, file, Expect.FILE_NAMED, List.of(mention), crafter);
    }

    /**
     * @param into a folder that does not exist yet
     * @return the fixture run {@code base} with a profile ({@value #STEP}.folded) and an interval log
     *         ({@value #STEP}.hlog) of its {@value #STEP} step, both usable
     */
    static Path template(Path into) throws IOException {
        Files.createDirectories(into);
        try (Stream<Path> files = Files.list(FIXTURES.resolve("base"))) {
            for (Path file : files.toList()) {
                Files.copy(file, into.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        edit(into, tree -> {
            ObjectNode profile = ((ObjectNode) step(tree).get("server")).putObject("profile");
            profile.put("file", FOLDED).put("event", "cpu-clock").put("frequencyHz", 99).put("windowSeconds", 10.0)
                    .put("samples", 10).putArray("pids").add(1234);
        });
        Files.writeString(into.resolve(FOLDED), "mariadbd;do_command;mysql_parse 7\nmariadbd;purge 3\n");
        hlog(into, 2, 3, NARROW, 3);
        return into;
    }

    /**
     * @param c    a case
     * @param root the folder to craft it in
     * @return the crafted run folder, {@code root/<name>}
     */
    static Path craft(Case c, Path root) throws IOException {
        Path run = template(root.resolve(c.name()));
        Path outside = Files.createDirectories(root.resolve(c.name() + "-outside"));
        c.crafter().craft(run, outside);
        return run;
    }

    /**
     * Writes every case into a folder, each as {@code <folder>/<case>}, with the untouched template as
     * {@code <folder>/good}, to run the jar on them.
     *
     * @param args the folder
     */
    public static void main(String[] args) throws IOException {
        Path root = Path.of(args[0]);
        template(root.resolve("good"));
        for (Case c : ALL) {
            craft(c, root);
            System.out.println(c.name() + "\t" + c.file() + "\t" + c.expect());
        }
    }

    private static JsonNode step(ObjectNode tree) {
        for (JsonNode step : tree.get("steps")) {
            if (step.get("name").asText().equals(STEP)) {
                return step;
            }
        }
        throw new IllegalStateException("the fixture has no step " + STEP);
    }

    /** An edit of a result's tree. */
    @FunctionalInterface
    interface TreeEdit {
        void apply(ObjectNode tree);
    }

    private static void edit(Path run, TreeEdit edit) throws IOException {
        ObjectNode tree = (ObjectNode) MAPPER.readTree(run.resolve(RESULT).toFile());
        edit.apply(tree);
        MAPPER.writerWithDefaultPrettyPrinter().writeValue(run.resolve(RESULT).toFile(), tree);
    }

    /** Puts {@code member} (a field and a comma, as JSON text) first in the result's object. */
    private static void raw(Path run, String member) throws IOException {
        Path file = run.resolve(RESULT);
        String text = Files.readString(file);
        Files.writeString(file, "{" + member + text.substring(text.indexOf('{') + 1));
    }

    private static void link(Path run, String name, Path target) throws IOException {
        Files.delete(run.resolve(name));
        Files.createSymbolicLink(run.resolve(name), target);
    }

    private static void fifo(Path file) throws IOException {
        Files.deleteIfExists(file);
        try {
            Process mkfifo = new ProcessBuilder("mkfifo", file.toString()).inheritIO().start();
            if (!mkfifo.waitFor(10, TimeUnit.SECONDS) || mkfifo.exitValue() != 0) {
                throw new IOException("mkfifo " + file + " failed");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while making " + file, e);
        }
    }

    /** Makes the file {@code mib} MiB long without writing them: a sparse file. */
    private static void sparse(Path file, long mib) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(mib * MIB);
        }
    }

    private static String stack(int frames) {
        List<String> names = new ArrayList<>(Collections.nCopies(frames, "f"));
        names.set(0, "mariadbd");
        return String.join(";", names);
    }

    /** @return {@code stacks} distinct stacks of {@code frames} frames each */
    private static String manyStacks(int stacks, int frames) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < stacks; i++) {
            text.append(stack(frames - 1)).append(";s").append(i).append(" 1\n");
        }
        return text.toString();
    }

    /** A header of {@code columns} columns and lines of empty cells, which read as many values as tabs. */
    private static void tabs(Path file, int columns, int lines) throws IOException {
        String empty = "\t".repeat(columns - 1) + "\n";
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            out.write("t_sec" + "\tc".repeat(columns - 1) + "\n");
            for (int i = 0; i < lines; i++) {
                out.write(empty);
            }
        }
    }

    /**
     * Writes {@value #STEP}.hlog as ibench's interval log does (HdrHistogram's log format, values in µs), with
     * {@code tags} tags ({@code insert.service}, {@code insert.response}, then made-up ones, which ibench never
     * writes) of {@code intervals} intervals each, each histogram of {@code digits} significant digits tracking
     * values up to {@code highest} µs, with one value of 100 µs and one of half the highest.
     */
    private static void hlog(Path run, int tags, int digits, long highest, int intervals) throws IOException {
        try (PrintStream out = new PrintStream(Files.newOutputStream(run.resolve(HLOG)), false,
                StandardCharsets.US_ASCII)) {
            HistogramLogWriter log = new HistogramLogWriter(out);
            log.outputStartTime(0);
            log.outputLegend();
            for (int i = 0; i < intervals; i++) {
                for (int t = 0; t < tags; t++) {
                    Histogram histogram = new Histogram(1, highest, digits);
                    histogram.recordValue(100);
                    histogram.recordValue(highest / 2);
                    histogram.setTag(t < LatencyKind.values().length ? LatencyKind.values()[t].tag(INSERT)
                            : String.format(Locale.ROOT, "%s.t%03d", INSERT, t));
                    log.outputIntervalHistogram(i, i + 1, histogram, MICROS_PER_MILLI);
                }
            }
        }
    }
}
