package io.ibench.core.result;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.util.Optional;

/**
 * Finds the line and column of a value in a JSON text, so that a message about a field can say
 * where to look. Only called when something is wrong, so it simply parses the text again.
 */
public final class JsonLocator {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonLocator() {
    }

    /**
     * @param json  a syntactically valid JSON text
     * @param field a path into it
     * @return {@code line L, column C} of the value's first character, or empty when there is no such value
     */
    public static Optional<String> locate(byte[] json, FieldPath field) {
        JsonPointer target = field.pointer();
        try (JsonParser parser = FACTORY.createParser(json)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                JsonStreamContext context = parser.getParsingContext();
                if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                    context = context.getParent();
                } else if (!token.isScalarValue()) {
                    continue;
                }
                if (context != null && context.pathAsPointer().toString().equals(target.toString())) {
                    return Optional.of(describe(parser.currentTokenLocation()));
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * @param location a parser location
     * @return {@code line L, column C}
     */
    static String describe(JsonLocation location) {
        return "line " + location.getLineNr() + ", column " + location.getColumnNr();
    }
}
