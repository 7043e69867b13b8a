package io.ibench.core.result;

import com.fasterxml.jackson.core.JsonPointer;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a value sits in a JSON document, written for people ({@code steps[3].seconds}) and as a
 * JSON pointer ({@code /steps/3/seconds}) to find its line and column.
 */
public final class FieldPath {
    private static final FieldPath ROOT = new FieldPath(List.of());

    /** A field name (String) or an array index (Integer). */
    private final List<Object> segments;

    private FieldPath(List<Object> segments) {
        this.segments = segments;
    }

    /** @return the path of the whole document */
    public static FieldPath root() {
        return ROOT;
    }

    /**
     * @param name a field or map key
     * @return this path followed by the field
     */
    public FieldPath field(String name) {
        return append(name);
    }

    /**
     * @param index an array index
     * @return this path followed by the element
     */
    public FieldPath index(int index) {
        return append(index);
    }

    private FieldPath append(Object segment) {
        List<Object> more = new ArrayList<>(segments);
        more.add(segment);
        return new FieldPath(List.copyOf(more));
    }

    /** @return the path of the value that holds this one (the root's parent is the root) */
    public FieldPath parent() {
        return segments.isEmpty() ? this : new FieldPath(segments.subList(0, segments.size() - 1));
    }

    /**
     * @param position a segment's position, 0-based
     * @return the segment there (a field name as String, an index as Integer), or null past the end
     */
    Object segment(int position) {
        return position < segments.size() ? segments.get(position) : null;
    }

    /**
     * @param position a segment's position, 0-based, within this path
     * @return this path without that segment
     */
    FieldPath without(int position) {
        List<Object> fewer = new ArrayList<>(segments);
        fewer.remove(position);
        return new FieldPath(List.copyOf(fewer));
    }

    /** @return whether this is the whole document */
    public boolean isRoot() {
        return segments.isEmpty();
    }

    /** @return the JSON pointer of the value, e.g. {@code /steps/3/seconds} */
    public JsonPointer pointer() {
        StringBuilder out = new StringBuilder();
        for (Object segment : segments) {
            out.append('/').append(segment.toString().replace("~", "~0").replace("/", "~1"));
        }
        return JsonPointer.compile(out.toString());
    }

    /** @return the path as people read it, e.g. {@code steps[3].seconds}; the root is {@code (the document)} */
    @Override
    public String toString() {
        if (segments.isEmpty()) {
            return "(the document)";
        }
        StringBuilder out = new StringBuilder();
        for (Object segment : segments) {
            if (segment instanceof Integer) {
                out.append('[').append(segment).append(']');
            } else {
                out.append(out.length() == 0 ? "" : ".").append(segment);
            }
        }
        return out.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FieldPath path && path.segments.equals(segments);
    }

    @Override
    public int hashCode() {
        return segments.hashCode();
    }
}
