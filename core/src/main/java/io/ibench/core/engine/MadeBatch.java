package io.ibench.core.engine;

import io.ibench.core.workload.Row;

/**
 * One batch of an inserter, made ahead of its INSERT by a {@link BatchMaker}.
 *
 * @param rows        the batch's generated rows, in order
 * @param dateAndTime the second it was made in, {@code yyyy-MM-dd HH:mm:ss}
 * @param text        the INSERT's text stamped with {@code dateAndTime}, or null when the INSERT is not text
 */
record MadeBatch(Row[] rows, String dateAndTime, String text) {
}
