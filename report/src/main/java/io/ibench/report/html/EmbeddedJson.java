package io.ibench.report.html;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.ibench.core.profile.FoldedStacks;

/** JSON text safe to put inside a page's script element: no {@code <}, {@code >} or {@code &} left as is. */
final class EmbeddedJson {
    /**
     * The deepest nesting written: a flame graph's tree nests two levels (a frame's object and its callees' array)
     * per frame of the deepest stack a profile may have, inside the data's own few levels.
     */
    static final int MAX_DEPTH = 2 * (FoldedStacks.MAX_FRAMES + 1) + 16;

    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
            .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(MAX_DEPTH).build()).build())
            .build();

    private EmbeddedJson() {
    }

    /**
     * @param value what to write: a Jackson tree or a record
     * @param what  what it is, for the error message
     * @return its JSON text, escaped for a script element
     */
    static String of(Object value, String what) {
        try {
            return MAPPER.writeValueAsString(value).replace("<", "\\u003c").replace(">", "\\u003e")
                    .replace("&", "\\u0026");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the " + what + ": " + e.getMessage(), e);
        }
    }
}
