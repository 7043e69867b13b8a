package io.ibench.core.result;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads a step's {@code metrics} object: {@code stability} as a {@link StepStability}, every other field
 * as a column's number (or null), in the file's order. Jackson's own binding of a map of any fields would
 * lose that order. A field of the wrong type fails with its name in the error's path, as other fields do.
 */
final class StepMetricsReader extends StdDeserializer<StepMetrics> {
    private static final String STABILITY = "stability";

    StepMetricsReader() {
        super(StepMetrics.class);
    }

    @Override
    public StepMetrics deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (!parser.isExpectedStartObjectToken()) {
            return (StepMetrics) context.handleUnexpectedToken(StepMetrics.class, parser);
        }
        Map<String, Double> columns = new LinkedHashMap<>();
        StepStability stability = null;
        for (String name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
            JsonToken value = parser.nextToken();
            try {
                if (name.equals(STABILITY)) {
                    stability = value == JsonToken.VALUE_NULL ? null : context.readValue(parser, StepStability.class);
                } else {
                    columns.put(name, value == JsonToken.VALUE_NULL ? null : context.readValue(parser, Double.class));
                }
            } catch (JsonMappingException e) {
                throw JsonMappingException.wrapWithPath(e, StepMetrics.class, name);
            }
        }
        return new StepMetrics(columns, stability);
    }
}
