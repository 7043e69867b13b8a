package io.ibench.report.html;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/** JSON text safe to put inside a page's script element: no {@code <}, {@code >} or {@code &} left as is. */
final class EmbeddedJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

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
