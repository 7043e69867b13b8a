package io.ibench.cli;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.ibench.cli.ResultDamage.Expect;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The ways the fuzz test damages a copy of a real run folder: its {@code result.json} cut short,
 * flipped, with braces lost or doubled, fields of the wrong type, missing, negative, not finite,
 * another schema version, garbage or not UTF-8; its TSV files cut, with cells missing, extra or
 * not numeric, only a header, empty, garbage or deleted. Each corruption says what a clean answer
 * must contain ({@link ResultDamage}).
 */
final class ResultCorruptions {
    /** One way of damaging a run folder. */
    @FunctionalInterface
    interface Corruption {
        ResultDamage apply(Path run, Random random) throws IOException;
    }

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ObjectMapper STRICT = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final String RAW = "\"@@raw@@\"";
    /** Fields a report cannot do without: a result that lacks one is left out. */
    private static final List<String> REQUIRED = List.of("/runId", "/status", "/steps", "/steps/*/name",
            "/steps/*/kind", "/steps/*/status");
    /** Values no number field may hold, as JSON text. */
    private static final List<String> NOT_A_NUMBER = List.of("\"abc\"", "\"NaN\"", "\"Infinity\"", "1e400", "[]", "{}",
            "\"12\"", "[1, 2]", "{\"x\": 1}");
    /** Values of any type, some of which a field may accept. */
    private static final List<String> ANY_VALUE = List.of("\"abc\"", "\"\"", "null", "true", "[]", "{}", "-1", "0",
            "1e400", "-1e400", "99999999999999999999999", "0.5", "\"NaN\"", "[null]", "{\"\": null}", "\"../../x\"");

    /** The corruptions, each drawn with equal chance. */
    static final List<Corruption> ALL = List.of(
            ResultCorruptions::truncateJson, ResultCorruptions::emptyJson, ResultCorruptions::flipBytes,
            ResultCorruptions::dropBracket, ResultCorruptions::doubleBracket, ResultCorruptions::garbageJson,
            ResultCorruptions::notUtf8Json, ResultCorruptions::otherSchemaVersion, ResultCorruptions::missingRequired,
            ResultCorruptions::badNumber, ResultCorruptions::negativeNumber, ResultCorruptions::anyValueAnywhere,
            ResultCorruptions::removeAnyField, ResultCorruptions::badFileName, ResultCorruptions::stepsReshaped,
            ResultCorruptions::truncateTsv, ResultCorruptions::cellMissing, ResultCorruptions::cellExtra,
            ResultCorruptions::cellNotNumeric, ResultCorruptions::headerOnly, ResultCorruptions::emptyTsv,
            ResultCorruptions::garbageTsv, ResultCorruptions::notUtf8Tsv, ResultCorruptions::deleteTsv,
            ResultCorruptions::headerCellMissing, ResultCorruptions::oddButReadableCells);

    private ResultCorruptions() {
    }

    // --- result.json: bytes ---

    private static ResultDamage truncateJson(Path run, Random random) throws IOException {
        Path file = json(run);
        byte[] bytes = Files.readAllBytes(file);
        int cut = 1 + random.nextInt(bytes.length - 3);
        Files.write(file, java.util.Arrays.copyOf(bytes, cut));
        return judged(file, "result.json cut to " + cut + " of " + bytes.length + " bytes");
    }

    private static ResultDamage emptyJson(Path run, Random random) throws IOException {
        Path file = json(run);
        Files.write(file, new byte[0]);
        return new ResultDamage("result.json emptied", file, Expect.RUN_LEFT_OUT, List.of("is empty"));
    }

    private static ResultDamage flipBytes(Path run, Random random) throws IOException {
        Path file = json(run);
        byte[] bytes = Files.readAllBytes(file);
        int flips = 1 + random.nextInt(5);
        StringBuilder where = new StringBuilder();
        for (int i = 0; i < flips; i++) {
            int at = random.nextInt(bytes.length);
            bytes[at] = (byte) random.nextInt(256);
            where.append(' ').append(at);
        }
        Files.write(file, bytes);
        return judged(file, "result.json with bytes replaced at" + where);
    }

    private static ResultDamage dropBracket(Path run, Random random) throws IOException {
        return editBracket(run, random, false);
    }

    private static ResultDamage doubleBracket(Path run, Random random) throws IOException {
        return editBracket(run, random, true);
    }

    private static ResultDamage editBracket(Path run, Random random, boolean twice) throws IOException {
        Path file = json(run);
        String text = Files.readString(file);
        List<Integer> brackets = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            if ("{}[]".indexOf(text.charAt(i)) >= 0) {
                brackets.add(i);
            }
        }
        int at = brackets.get(random.nextInt(brackets.size()));
        String edited = twice ? text.substring(0, at + 1) + text.substring(at)
                : text.substring(0, at) + text.substring(at + 1);
        Files.writeString(file, edited);
        return judged(file, "result.json with the bracket at " + at + (twice ? " doubled" : " removed"));
    }

    private static ResultDamage garbageJson(Path run, Random random) throws IOException {
        Path file = json(run);
        byte[] garbage = new byte[1 + random.nextInt(4096)];
        random.nextBytes(garbage);
        Files.write(file, garbage);
        return judged(file, "result.json replaced by " + garbage.length + " random bytes");
    }

    private static ResultDamage notUtf8Json(Path run, Random random) throws IOException {
        Path file = json(run);
        String text = Files.readString(file);
        int quote = text.indexOf('"', random.nextInt(text.length() - 100));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(text.substring(0, quote + 1).getBytes(StandardCharsets.UTF_8));
        out.write(new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xFF});
        out.write(text.substring(quote + 1).getBytes(StandardCharsets.UTF_8));
        Files.write(file, out.toByteArray());
        return new ResultDamage("result.json with bytes that are not UTF-8 after offset " + quote, file,
                Expect.RUN_LEFT_OUT, List.of("(line "));
    }

    /** A damaged file that is no longer JSON must be left out, named with its line; one that still is JSON may pass. */
    private static ResultDamage judged(Path file, String description) throws IOException {
        try {
            STRICT.readTree(Files.readAllBytes(file));
            return new ResultDamage(description + " (still JSON)", file, Expect.EITHER, List.of());
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            return new ResultDamage(description, file, Expect.RUN_LEFT_OUT,
                    Files.size(file) == 0 ? List.of("is empty") : List.of("(line "));
        }
    }

    // --- result.json: fields ---

    private static ResultDamage otherSchemaVersion(Path run, Random random) throws IOException {
        String value = pick(random, List.of("0", "3", "9", "-1", "\"2\"", "1.5", "null", "[1]", "99999999999"));
        return edit(run, "/schemaVersion", value, Expect.RUN_LEFT_OUT, "schema");
    }

    private static ResultDamage missingRequired(Path run, Random random) throws IOException {
        ObjectNode tree = tree(run);
        String pointer = concrete(pick(random, REQUIRED), tree, random);
        JsonPointer at = JsonPointer.compile(pointer);
        ((ObjectNode) tree.at(at.head())).remove(at.last().getMatchingProperty());
        write(run, tree, null);
        return new ResultDamage("result.json without " + pointer, json(run), Expect.RUN_LEFT_OUT,
                List.of(display(pointer), "is missing", "(line "));
    }

    private static ResultDamage badNumber(Path run, Random random) throws IOException {
        String pointer = pick(random, leaves(tree(run), "/steps", JsonNode::isNumber));
        return edit(run, pointer, pick(random, NOT_A_NUMBER), Expect.RUN_LEFT_OUT, display(pointer), "(line ");
    }

    private static ResultDamage negativeNumber(Path run, Random random) throws IOException {
        String pointer = pick(random, leaves(tree(run), "/steps", n -> n.isNumber()).stream()
                .filter(p -> !p.matches("/steps/\\d+/server/(probes/(start|end|changes|derived)|dumps/changes)/.*"))
                .toList());
        return edit(run, pointer, pick(random, List.of("-1", "-0.5", "-99999999999")), Expect.RUN_LEFT_OUT,
                display(pointer), "(line ");
    }

    private static ResultDamage anyValueAnywhere(Path run, Random random) throws IOException {
        ObjectNode tree = tree(run);
        String pointer = pick(random, random.nextBoolean() ? all(tree, "") : all(tree, "/steps"));
        return edit(run, pointer, pick(random, ANY_VALUE), Expect.EITHER);
    }

    private static ResultDamage removeAnyField(Path run, Random random) throws IOException {
        ObjectNode tree = tree(run);
        List<String> fields = all(tree, "").stream()
                .filter(p -> tree.at(JsonPointer.compile(p).head()).isObject()).toList();
        String pointer = pick(random, fields);
        JsonPointer at = JsonPointer.compile(pointer);
        ((ObjectNode) tree.at(at.head())).remove(at.last().getMatchingProperty());
        write(run, tree, null);
        return new ResultDamage("result.json without " + pointer, json(run), Expect.EITHER, List.of());
    }

    private static ResultDamage badFileName(Path run, Random random) throws IOException {
        ObjectNode tree = tree(run);
        String pointer = pick(random, leaves(tree, "/steps", n -> n.isTextual() && n.asText().endsWith(".tsv")));
        String value = pick(random, List.of("\"../../../etc/passwd\"", "\"/etc/passwd\"", "\"a/b.tsv\"", "\"\"",
                "\"x\\u0000.tsv\"", "\"..\""));
        return edit(run, pointer, value, Expect.RUN_LEFT_OUT, display(pointer), "(line ");
    }

    private static ResultDamage stepsReshaped(Path run, Random random) throws IOException {
        ObjectNode tree = tree(run);
        ArrayNode steps = (ArrayNode) tree.get("steps");
        String what;
        switch (random.nextInt(4)) {
            case 0 -> {
                steps.removeAll();
                what = "no steps";
            }
            case 1 -> {
                int i = random.nextInt(steps.size());
                steps.insert(i, steps.get(i).deepCopy());
                what = "step " + i + " twice";
            }
            case 2 -> {
                int i = random.nextInt(steps.size());
                ((ObjectNode) steps.get(i).get("outcome")).put("error", "client 1 inserter: <b>boom</b>");
                ((ObjectNode) steps.get(i)).put("status", "failed");
                what = "step " + i + " failed";
            }
            default -> {
                tree.put("status", pick(random, List.of("running", "failed", "interrupted", "")));
                what = "run status " + tree.get("status");
            }
        }
        write(run, tree, null);
        return new ResultDamage("result.json with " + what, json(run), Expect.EITHER, List.of());
    }

    // --- TSV files ---

    private static ResultDamage truncateTsv(Path run, Random random) throws IOException {
        Path file = tsv(run, random);
        List<String> lines = Files.readAllLines(file);
        int line = 1 + random.nextInt(lines.size() - 1);
        String cut = lines.get(line).substring(0, lines.get(line).indexOf('\t') + 1);
        List<String> kept = new ArrayList<>(lines.subList(0, line));
        Files.writeString(file, String.join("\n", kept) + "\n" + cut);
        return new ResultDamage(file.getFileName() + " cut in line " + (line + 1), file, Expect.FILE_NAMED,
                List.of("line " + (line + 1)));
    }

    private static ResultDamage cellMissing(Path run, Random random) throws IOException {
        return editCells(run, random, "one cell fewer", cells -> cells.remove(cells.size() - 1));
    }

    private static ResultDamage cellExtra(Path run, Random random) throws IOException {
        return editCells(run, random, "one cell more", cells -> cells.add("1.0"));
    }

    private static ResultDamage cellNotNumeric(Path run, Random random) throws IOException {
        String value = pick(random, List.of("abc", "1,5", "0x1F", "1d", "--1", "1..2", "+-3", " ", "null"));
        return editCells(run, random, "a cell '" + value + "'",
                cells -> cells.set(random.nextInt(cells.size()), value));
    }

    private static ResultDamage oddButReadableCells(Path run, Random random) throws IOException {
        Path file = tsv(run, random);
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int line = 1 + random.nextInt(lines.size() - 1);
        List<String> cells = new ArrayList<>(List.of(lines.get(line).split("\t", -1)));
        String value = pick(random, List.of("", "NaN", "-5", "1e6", "0", "1E-3", "Infinity"));
        cells.set(random.nextInt(cells.size()), value);
        lines.set(line, String.join("\t", cells));
        Files.writeString(file, String.join("\n", lines) + "\n");
        return new ResultDamage(file.getFileName() + " line " + (line + 1) + " with a cell '" + value + "'", file,
                Expect.HARMLESS, List.of());
    }

    private interface CellEdit {
        void apply(List<String> cells);
    }

    private static ResultDamage editCells(Path run, Random random, String what, CellEdit edit) throws IOException {
        Path file = tsv(run, random);
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int line = 1 + random.nextInt(lines.size() - 1);
        List<String> cells = new ArrayList<>(List.of(lines.get(line).split("\t", -1)));
        edit.apply(cells);
        lines.set(line, String.join("\t", cells));
        Files.writeString(file, String.join("\n", lines) + "\n");
        return new ResultDamage(file.getFileName() + " line " + (line + 1) + " with " + what, file, Expect.FILE_NAMED,
                List.of("line " + (line + 1)));
    }

    private static ResultDamage headerOnly(Path run, Random random) throws IOException {
        Path file = tsv(run, random);
        Files.writeString(file, Files.readAllLines(file).get(0) + "\n");
        return new ResultDamage(file.getFileName() + " with only its header", file, Expect.HARMLESS, List.of());
    }

    private static ResultDamage emptyTsv(Path run, Random random) throws IOException {
        Path file = tsv(run, random);
        Files.write(file, new byte[0]);
        return new ResultDamage(file.getFileName() + " emptied", file, Expect.FILE_NAMED, List.of("empty"));
    }

    private static ResultDamage garbageTsv(Path run, Random random) throws IOException {
        Path file = tsv(run, random);
        byte[] garbage = new byte[1 + random.nextInt(2048)];
        random.nextBytes(garbage);
        Files.write(file, garbage);
        return new ResultDamage(file.getFileName() + " replaced by " + garbage.length + " random bytes", file,
                Expect.FILE_NAMED, List.of());
    }

    private static ResultDamage notUtf8Tsv(Path run, Random random) throws IOException {
        Path file = tsv(run, random);
        List<String> lines = Files.readAllLines(file);
        int line = 1 + random.nextInt(lines.size() - 1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < lines.size(); i++) {
            out.write(lines.get(i).getBytes(StandardCharsets.UTF_8));
            if (i == line) {
                out.write(new byte[] {(byte) 0xFF, (byte) 0xC3, (byte) 0x28});
            }
            out.write('\n');
        }
        Files.write(file, out.toByteArray());
        return new ResultDamage(file.getFileName() + " with bytes that are not UTF-8 in line " + (line + 1), file,
                Expect.FILE_NAMED, List.of("line " + (line + 1)));
    }

    private static ResultDamage deleteTsv(Path run, Random random) throws IOException {
        Path file = tsv(run, random);
        Files.delete(file);
        return new ResultDamage(file.getFileName() + " deleted", file, Expect.FILE_NAMED, List.of("is missing"));
    }

    private static ResultDamage headerCellMissing(Path run, Random random) throws IOException {
        Path file = tsv(run, random);
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        List<String> header = new ArrayList<>(List.of(lines.get(0).split("\t", -1)));
        header.remove(random.nextInt(header.size()));
        lines.set(0, String.join("\t", header));
        Files.writeString(file, String.join("\n", lines) + "\n");
        return new ResultDamage(file.getFileName() + " with a header cell fewer", file, Expect.FILE_NAMED,
                List.of(header.contains("t_sec") ? "line 2" : "line 1"));
    }

    // --- helpers ---

    private static Path json(Path run) {
        return run.resolve("result.json");
    }

    private static Path tsv(Path run, Random random) throws IOException {
        try (Stream<Path> files = Files.list(run)) {
            return pick(random, files.filter(f -> f.toString().endsWith(".tsv")).sorted().toList());
        }
    }

    private static ObjectNode tree(Path run) throws IOException {
        return (ObjectNode) MAPPER.readTree(json(run).toFile());
    }

    /** Writes the tree back; {@code raw}, when given, replaces the placeholder value {@value #RAW} verbatim. */
    private static void write(Path run, JsonNode tree, String raw) throws IOException {
        String text = MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(tree);
        Files.writeString(json(run), raw == null ? text : text.replace(RAW, raw));
    }

    private static ResultDamage edit(Path run, String pointer, String value, Expect expect, String... mentions)
            throws IOException {
        ObjectNode tree = tree(run);
        JsonPointer at = JsonPointer.compile(pointer);
        JsonNode parent = tree.at(at.head());
        if (parent.isArray()) {
            ((ArrayNode) parent).set(at.last().getMatchingIndex(), new TextNode("@@raw@@"));
        } else {
            ((ObjectNode) parent).set(at.last().getMatchingProperty(), new TextNode("@@raw@@"));
        }
        write(run, tree, value);
        return new ResultDamage("result.json with " + pointer + " = " + value, json(run), expect, List.of(mentions));
    }

    /** @return the JSON pointers of every node under {@code under} (itself excluded) */
    private static List<String> all(JsonNode tree, String under) {
        List<String> pointers = new ArrayList<>();
        collect(tree.at(under), under, pointers, n -> true, false);
        return pointers;
    }

    private static List<String> leaves(JsonNode tree, String under, java.util.function.Predicate<JsonNode> accept) {
        List<String> pointers = new ArrayList<>();
        collect(tree.at(under), under, pointers, accept, true);
        return pointers;
    }

    private static void collect(JsonNode node, String at, List<String> into,
                                java.util.function.Predicate<JsonNode> accept, boolean leavesOnly) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                String child = at + "/" + field.getKey().replace("~", "~0").replace("/", "~1");
                add(field.getValue(), child, into, accept, leavesOnly);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                add(node.get(i), at + "/" + i, into, accept, leavesOnly);
            }
        }
    }

    private static void add(JsonNode node, String at, List<String> into, java.util.function.Predicate<JsonNode> accept,
                            boolean leavesOnly) {
        if ((!leavesOnly || node.isValueNode()) && accept.test(node)) {
            into.add(at);
        }
        collect(node, at, into, accept, leavesOnly);
    }

    /** Replaces each {@code *} of a pattern such as {@code /steps/*}{@code /name} with an index that exists. */
    private static String concrete(String pattern, JsonNode tree, Random random) {
        int star = pattern.indexOf('*');
        if (star < 0) {
            return pattern;
        }
        int size = tree.at(pattern.substring(0, star - 1)).size();
        return pattern.substring(0, star) + random.nextInt(size) + pattern.substring(star + 1);
    }

    /** @return a pointer as the loader's messages write a field, e.g. {@code steps[3].seconds} */
    static String display(String pointer) {
        StringBuilder out = new StringBuilder();
        for (String part : pointer.substring(1).split("/")) {
            String name = part.replace("~1", "/").replace("~0", "~");
            if (name.matches("\\d+")) {
                out.append('[').append(name).append(']');
            } else {
                out.append(out.length() == 0 ? "" : ".").append(name);
            }
        }
        return out.toString();
    }

    private static <T> T pick(Random random, List<T> from) {
        return from.get(random.nextInt(from.size()));
    }
}
