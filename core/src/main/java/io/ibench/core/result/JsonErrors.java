package io.ibench.core.result;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Turns Jackson's exceptions into words for people: the reason a text is not JSON without the
 * parser's internals (and without echoing words of the file, which might be anything, even a
 * password file given by mistake), and which field has a value of the wrong type, what it should
 * be and what it is.
 */
final class JsonErrors {
    private static final int MAX_REASON = 160;

    private JsonErrors() {
    }

    /**
     * @param e a parse error
     * @return why the text is not JSON, in a few words
     */
    static String syntaxReason(JsonProcessingException e) {
        if (e instanceof JsonEOFException) {
            return "it ends in the middle of the JSON, as if cut short";
        }
        String message = Objects.requireNonNullElse(e.getOriginalMessage(), "");
        if (message.startsWith("Trailing token")) {
            return "more text follows the end of the result";
        }
        if (message.startsWith("Unrecognized token")) {
            return "it has a word that is not JSON where a value belongs";
        }
        int source = message.indexOf("[Source:");
        if (source >= 0) {
            int open = message.lastIndexOf(" (", source);
            message = message.substring(0, open >= 0 ? open : source);
        }
        int hint = message.indexOf(": enable ");
        if (hint >= 0) {
            message = message.substring(0, hint);
        }
        message = message.replace('`', '\'').replaceAll("\\s+", " ").strip();
        if (message.length() > MAX_REASON) {
            message = message.substring(0, MAX_REASON) + "…";
        }
        StringBuilder clean = new StringBuilder();
        message.codePoints().forEach(c -> clean.append(Character.isISOControl(c) ? "?" : Character.toString(c)));
        return clean.isEmpty() ? "unreadable JSON" : Character.toLowerCase(clean.charAt(0)) + clean.substring(1);
    }

    /**
     * @param e a text that breaks one of the reader's limits ({@link ResultReader})
     * @return which limit, in a few words, with the line where the reader stopped when it knows it
     */
    static String limitReason(StreamConstraintsException e) {
        String message = Objects.requireNonNullElse(e.getOriginalMessage(), "");
        String reason;
        if (message.startsWith("Document nesting depth")) {
            reason = "its arrays and objects nest more than " + ResultReader.MAX_DEPTH + " levels deep";
        } else if (message.startsWith("String value length")) {
            reason = "it has a text longer than " + ResultReader.MAX_TEXT + " characters";
        } else if (message.startsWith("Number value length")) {
            reason = "it has a number longer than " + ResultReader.MAX_DIGITS + " characters";
        } else if (message.startsWith("Name length")) {
            reason = "it has a field name longer than " + ResultReader.MAX_NAME + " characters";
        } else if (message.startsWith("Token count")) {
            reason = "it has more than " + ResultReader.MAX_VALUES + " values";
        } else {
            reason = "it is larger than a result can be";
        }
        return e.getLocation() == null ? reason : reason + " (" + JsonLocator.describe(e.getLocation()) + ")";
    }

    /**
     * @param e    an error while turning a JSON tree into a result
     * @param tree the tree
     * @return the field it is about and what is wrong with it
     */
    static FieldProblem binding(JsonProcessingException e, JsonNode tree) {
        FieldPath field = path(e);
        Class<?> target = targetType(e);
        JsonNode found = tree.at(field.pointer());
        if (target == null) {
            return new FieldProblem(field, "cannot be used: " + syntaxReason(e));
        }
        return new FieldProblem(field, "must be " + expected(target, found) + ", not " + describe(found));
    }

    private static FieldPath path(JsonProcessingException e) {
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            FieldPath path = FieldPath.root();
            for (JsonMappingException.Reference reference : mapping.getPath()) {
                path = reference.getFieldName() != null ? path.field(reference.getFieldName())
                        : path.index(reference.getIndex());
            }
            return path;
        }
        if (e.getProcessor() instanceof JsonParser parser) {
            return path(parser.getParsingContext());
        }
        return FieldPath.root();
    }

    private static FieldPath path(JsonStreamContext context) {
        List<JsonStreamContext> chain = new ArrayList<>();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            chain.add(0, c);
        }
        FieldPath path = FieldPath.root();
        for (JsonStreamContext c : chain) {
            path = c.inArray() ? path.index(Math.max(0, c.getCurrentIndex()))
                    : path.field(String.valueOf(c.getCurrentName()));
        }
        return path;
    }

    private static Class<?> targetType(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof MismatchedInputException mismatch && mismatch.getTargetType() != null) {
                return mismatch.getTargetType();
            }
            if (t instanceof InputCoercionException coercion && coercion.getTargetType() != null) {
                return coercion.getTargetType();
            }
        }
        return null;
    }

    private static String expected(Class<?> type, JsonNode found) {
        if (type == int.class || type == Integer.class || type == short.class || type == Short.class) {
            return found.isIntegralNumber() ? "a whole number up to " + Integer.MAX_VALUE : "a whole number";
        }
        if (type == long.class || type == Long.class) {
            return found.isIntegralNumber() ? "a whole number up to " + Long.MAX_VALUE : "a whole number";
        }
        if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a text";
        }
        if (type.isEnum()) {
            return "one of " + Arrays.stream(type.getEnumConstants()).map(Object::toString)
                    .collect(Collectors.joining(", "));
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        return Map.class.isAssignableFrom(type) || !type.isPrimitive() ? "an object" : "a " + type.getSimpleName();
    }

    /**
     * @param node a value from a JSON text, or a missing node
     * @return what it is, for a message: {@code null}, {@code the text "abc"}, {@code -1}, {@code an array}, …
     */
    static String describe(JsonNode node) {
        if (node.isMissingNode() || node.isNull()) {
            return "null";
        }
        if (node.isTextual()) {
            return "the text \"" + Quote.shortened(node.asText()) + "\"";
        }
        if (node.isNumber()) {
            return Quote.shortened(node.asText());
        }
        if (node.isArray()) {
            return "an array";
        }
        return node.isObject() ? "an object" : node.asText();
    }
}
