package io.ibench.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Puts markup into every piece of text of a result's JSON tree that a reader can put there: each
 * string value (labels, host, server version and facts, configuration and server variable values,
 * operating-system settings, step names, the transport's note, problems and errors) gets its own
 * element {@code <x-N>} appended, and the maps of names (configuration, server variables and facts,
 * operating-system settings) get one more entry whose name is an element too. Left as they are: the
 * values the loader parses (times, kinds, statuses, schema version, run id, DBMS and engine names),
 * without which the run would not load. A report escapes every such text when it holds no
 * {@code <x-} at all.
 */
final class HostileFields {
    /** The start of every element put in: absent from a report that escapes everything. */
    static final String TAG = "<x-";
    private static final Set<String> PARSED = Set.of("schemaVersion", "runId", "status", "kind", "startedAt",
            "finishedAt", "resumedAt", "dbms", "engine", "product", "compat", "statements", "onError", "file",
            "event", "url", "numericVersion");
    private final Map<String, String> markers = new LinkedHashMap<>();

    /**
     * @param tree a result's JSON tree, changed in place
     * @return the marker of each field changed, by its path in the tree (e.g. {@code label},
     *         {@code steps/0/name}, {@code config/<x-3>} for an added name)
     */
    static Map<String, String> inject(ObjectNode tree) {
        HostileFields fields = new HostileFields();
        fields.walk(tree, "");
        for (String map : List.of("config", "environment/osSettings", "server/variables", "server/facts")) {
            JsonNode node = tree.at("/" + map);
            if (node instanceof ObjectNode names) {
                String name = fields.next(map + "/(name)");
                names.put(name, fields.next(map + "/(value)"));
            }
        }
        return fields.markers;
    }

    private void walk(JsonNode node, String path) {
        if (node instanceof ObjectNode object) {
            List<String> names = new ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                JsonNode child = object.get(name);
                String at = path.isEmpty() ? name : path + "/" + name;
                if (child.isTextual() && !PARSED.contains(name)) {
                    object.set(name, TextNode.valueOf(child.asText() + next(at)));
                } else {
                    walk(child, at);
                }
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                JsonNode child = array.get(i);
                if (child.isTextual() && !path.endsWith("resumedAt") && !path.endsWith("config/steps")) {
                    array.set(i, TextNode.valueOf(child.asText() + next(path + "/" + i)));
                } else {
                    walk(child, path + "/" + i);
                }
            }
        }
    }

    private String next(String path) {
        String marker = TAG + markers.size() + ">";
        markers.put(path, marker);
        return marker;
    }
}
