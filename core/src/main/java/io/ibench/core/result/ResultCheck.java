package io.ibench.core.result;

import com.fasterxml.jackson.annotation.JsonAnyGetter;

import io.ibench.core.measure.LegacyBuckets;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Checks a result read from a file for what the JSON types alone do not say, so that a report
 * can trust it: the run's id, status and steps and each step's name, kind, status and groups are present;
 * every number in the steps and the summary is finite and, outside the server probes' values
 * and the dumped counters' changes (which may be negative after a server restart), not negative;
 * lists hold no nulls; the file names of a step's series, profile, interval log and dumps, and its dump folder,
 * stay inside the run folder ({@link RunFolderFile}); the reference's response-time buckets have one count per
 * bucket; the label and run id are at most {@value #MAX_LABEL} characters. Sections left out (null) are fine:
 * they do not apply to the step.
 *
 * <p>The walk is generic over the result records, so a field added later is checked by the same
 * rules; numbers that may be negative belong in a map of {@link ProbeSummary} or in
 * {@link StepDumps#changes()} (see {@link #signed}).
 */
final class ResultCheck {
    /** Components that name a file in the run folder, or a list of files in a folder of it (a step's dumps). */
    private static final Set<String> FILE_NAMES = Set.of("intervals", "histograms", "file", "files");
    /** The component that names a folder inside the run folder (a step's dumps). */
    private static final String FOLDER = "folder";
    /** The longest label or run id, characters: ibench's own are at most 100 (docs/errors.md). */
    static final int MAX_LABEL = 200;

    private ResultCheck() {
    }

    /**
     * @param result a result as read from a file
     * @return its first problem, if it has one
     */
    static Optional<FieldProblem> problem(RunResult result) {
        FieldPath root = FieldPath.root();
        FieldProblem problem = firstOf(required(result.runId(), root.field("runId")),
                shortText(result.runId(), root.field("runId")), shortText(result.label(), root.field("label")),
                present(result.status(), root.field("status")),
                result.steps() == null ? new FieldProblem(root.field("steps"), "is missing") : null);
        if (problem != null) {
            return Optional.of(problem);
        }
        for (int i = 0; i < result.steps().size() && problem == null; i++) {
            StepResult step = result.steps().get(i);
            FieldPath at = root.field("steps").index(i);
            problem = step == null ? new FieldProblem(at, "must be an object, not null")
                    : firstOf(required(step.name(), at.field("name")), present(step.kind(), at.field("kind")),
                    present(step.status(), at.field("status")), present(step.run(), at.field("run")),
                    present(step.rates(), at.field("rates")), present(step.measurements(), at.field("measurements")),
                    present(step.server(), at.field("server")), present(step.outcome(), at.field("outcome")),
                    walk(step, at, false));
        }
        return Optional.ofNullable(problem != null ? problem : walk(result.summary(), root.field("summary"), false));
    }

    private static FieldProblem required(String value, FieldPath at) {
        if (value == null) {
            return present(null, at);
        }
        return value.isBlank() ? new FieldProblem(at, "must not be empty") : null;
    }

    private static FieldProblem shortText(String value, FieldPath at) {
        return value == null || value.length() <= MAX_LABEL ? null
                : new FieldProblem(at, "must be at most " + MAX_LABEL + " characters, not " + value.length());
    }

    private static FieldProblem present(Object value, FieldPath at) {
        return value == null ? new FieldProblem(at, "is missing") : null;
    }

    private static FieldProblem firstOf(FieldProblem... problems) {
        for (FieldProblem problem : problems) {
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    private static FieldProblem walk(Object value, FieldPath at, boolean signed) {
        if (value instanceof Double || value instanceof Float) {
            double number = ((Number) value).doubleValue();
            return Double.isFinite(number) && (signed || number >= 0) ? null : badNumber(at, number, signed);
        }
        if (value instanceof Number number) {
            return signed || number.longValue() >= 0 ? null : badNumber(at, number.longValue(), false);
        }
        if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                FieldProblem problem = list.get(i) == null ? new FieldProblem(at.index(i), "must not be null")
                        : walk(list.get(i), at.index(i), signed);
                if (problem != null) {
                    return problem;
                }
            }
        } else if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                FieldProblem problem = walk(entry.getValue(), at.field(String.valueOf(entry.getKey())), signed);
                if (problem != null) {
                    return problem;
                }
            }
        } else if (value instanceof Record record) {
            return walkRecord(record, at, signed);
        }
        return null;
    }

    private static FieldProblem walkRecord(Record record, FieldPath at, boolean signed) {
        if (record instanceof LegacyBucketsResult buckets) {
            FieldProblem shape = bucketShape(buckets, at);
            if (shape != null) {
                return shape;
            }
        }
        for (RecordComponent component : record.getClass().getRecordComponents()) {
            Object child;
            try {
                child = component.getAccessor().invoke(record);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + at + "." + component.getName(), e);
            }
            // a map written as the record's own fields (StepMetrics' columns) has no field of its own in the file
            FieldPath childAt = component.getAccessor().isAnnotationPresent(JsonAnyGetter.class) ? at
                    : at.field(component.getName());
            FieldProblem problem;
            if (FILE_NAMES.contains(component.getName())) {
                problem = fileNames(child, childAt);
            } else if (component.getName().equals(FOLDER) && child instanceof String folder) {
                problem = RunFolderFile.folderProblem(folder).map(text -> new FieldProblem(childAt, text)).orElse(null);
            } else {
                problem = walk(child, childAt, signed || signed(record, component));
            }
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    /** The reference's buckets: one count (and, when given, one label) per bucket of {@link LegacyBuckets}. */
    private static FieldProblem bucketShape(LegacyBucketsResult buckets, FieldPath at) {
        int expected = LegacyBuckets.LABELS.size();
        if (buckets.counts() == null || buckets.counts().size() != expected) {
            return new FieldProblem(at.field("counts"), "must hold " + expected + " counts, one per bucket ("
                    + String.join(" ", LegacyBuckets.LABELS) + "), not "
                    + (buckets.counts() == null ? "none" : buckets.counts().size()));
        }
        if (buckets.labels() != null && buckets.labels().size() != expected) {
            return new FieldProblem(at.field("labels"), "must hold the " + expected + " bucket labels ("
                    + String.join(" ", LegacyBuckets.LABELS) + "), not " + buckets.labels().size());
        }
        return null;
    }

    /**
     * Probe values (start, end, changes, derived) and the dumped counters' changes may be negative: a
     * counter's change across a server restart is.
     */
    private static boolean signed(Record record, RecordComponent component) {
        return record instanceof ProbeSummary && Map.class.isAssignableFrom(component.getType())
                || record instanceof StepDumps && component.getName().equals("changes");
    }

    /** @return the first problem of a file name, or of a list of them; null when there are none */
    private static FieldProblem fileNames(Object value, FieldPath at) {
        if (value instanceof String name) {
            return fileName(name, at);
        }
        if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                FieldProblem problem = list.get(i) instanceof String name ? fileName(name, at.index(i))
                        : new FieldProblem(at.index(i), "must be a file name");
                if (problem != null) {
                    return problem;
                }
            }
        }
        return null;
    }

    private static FieldProblem fileName(String name, FieldPath at) {
        return RunFolderFile.nameProblem(name).map(text -> new FieldProblem(at, text)).orElse(null);
    }

    private static FieldProblem badNumber(FieldPath at, double number, boolean signed) {
        String shown = Double.isFinite(number) ? BigDecimal.valueOf(number).stripTrailingZeros().toPlainString()
                : Double.toString(number);
        return new FieldProblem(at, (signed ? "must be a finite number" : "must be a number ≥ 0") + ", not " + shown);
    }
}
