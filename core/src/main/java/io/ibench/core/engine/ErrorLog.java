package io.ibench.core.engine;

import io.ibench.core.lang.Throwables;
import io.ibench.core.result.ErrorSummary;
import io.ibench.core.spi.SqlErrorKind;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The errors a step's roles met, by kind: how many, and the first one's role and message, so
 * that the results say what went wrong without one line per error. Written by role threads
 * when an error happens (rare, so a lock is cheap enough), read when the step ends.
 */
final class ErrorLog {
    private final Map<SqlErrorKind, Entry> entries = new EnumMap<>(SqlErrorKind.class);

    /**
     * @param kind  the error's classification
     * @param role  the role that met it
     * @param error the error
     */
    synchronized void note(SqlErrorKind kind, String role, Throwable error) {
        Entry entry = entries.get(kind);
        if (entry == null) {
            entries.put(kind, new Entry(role, Throwables.firstLine(error)));
        } else {
            entry.count++;
        }
    }

    /** @return one summary per kind met, in the order of {@link SqlErrorKind} */
    synchronized List<ErrorSummary> summaries() {
        List<ErrorSummary> out = new ArrayList<>();
        entries.forEach((kind, e) -> out.add(new ErrorSummary(kind.name(), e.count, e.role, e.message)));
        return out;
    }

    private static final class Entry {
        private final String role;
        private final String message;
        private long count = 1;

        Entry(String role, String message) {
            this.role = role;
            this.message = message;
        }
    }
}
