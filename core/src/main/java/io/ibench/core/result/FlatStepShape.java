package io.ibench.core.result;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The step shape of schema version {@value RunResult#PREVIOUS_SCHEMA_VERSION}: every field of a step
 * flat ({@code steps[0].seconds}) where this build groups them ({@code steps[0].run.seconds}). Every
 * field kept its name and moved into the group that holds it now, so the groups' record components
 * say where each one goes; {@code name}, {@code kind}, {@code status} and {@code metrics} stayed where
 * they were.
 */
final class FlatStepShape {
    /** The records that group a step's fields, as components of {@link StepResult}. */
    private static final Set<Class<?>> GROUPS = Set.of(StepRun.class, StepRates.class, StepMeasurements.class,
            StepServer.class, StepOutcome.class);
    /** Step field → the component of {@link StepResult} that holds it now, in the components' order. */
    private static final Map<String, String> GROUP_OF_FIELD = groupOfField();

    private FlatStepShape() {
    }

    private static Map<String, String> groupOfField() {
        Map<String, String> groupOf = new LinkedHashMap<>();
        for (RecordComponent group : StepResult.class.getRecordComponents()) {
            if (GROUPS.contains(group.getType())) {
                for (RecordComponent field : group.getType().getRecordComponents()) {
                    groupOf.put(field.getName(), group.getName());
                }
            }
        }
        return Map.copyOf(groupOf);
    }

    /**
     * @param tree a result of the previous schema version, as read
     * @return a copy with each step's fields moved into this build's groups (every group present, empty
     *         when the step had none of its fields); values are not checked here
     */
    static JsonNode grouped(JsonNode tree) {
        JsonNode copy = tree.deepCopy();
        JsonNode steps = copy.get("steps");
        if (steps != null && steps.isArray()) {
            for (JsonNode step : steps) {
                if (step instanceof ObjectNode object) {
                    group(object);
                }
            }
        }
        return copy;
    }

    private static void group(ObjectNode step) {
        Map<String, ObjectNode> groups = new LinkedHashMap<>();
        for (String group : GROUP_OF_FIELD.values()) {
            groups.putIfAbsent(group, JsonNodeFactory.instance.objectNode());
        }
        List<String> fields = new ArrayList<>();
        step.fieldNames().forEachRemaining(fields::add);
        for (String field : fields) {
            String group = GROUP_OF_FIELD.get(field);
            if (group != null) {
                groups.get(group).set(field, step.remove(field));
            }
        }
        groups.forEach(step::set);
    }

    /**
     * @param path a field of the grouped tree, e.g. {@code steps[2].run.seconds}
     * @return where that field is in the file of the previous version, e.g. {@code steps[2].seconds}
     */
    static FieldPath flat(FieldPath path) {
        boolean grouped = "steps".equals(path.segment(0)) && path.segment(1) instanceof Integer
                && GROUP_OF_FIELD.containsValue(path.segment(2));
        return grouped ? path.without(2) : path;
    }
}
