package io.ibench.report.profile;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * A frame of a flame graph with everything above it, in the short field names d3-flame-graph reads.
 *
 * @param n the frame's name (the root is {@code all})
 * @param v samples in which the frame is on the stack (itself and the frames it called), ≥ 0
 * @param d in a differential graph: {@code v} minus the base's samples of the same stack scaled to this
 *          profile's total, so positive is hotter and negative cooler (equal to {@code v} for a frame the base
 *          never had); null in a plain graph
 * @param c the frames it called, by name; null for a leaf
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FlameNode(String n, long v, Double d, List<FlameNode> c) {
}
