package io.ibench.core.engine;

import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A fake of the narrow {@link RoleSession.Opener} port: opens numbered sessions whose statements
 * a test supplies, fails the next openings with errors the test queues (the last one forever when
 * told so), and remembers which sessions were discarded and closed.
 */
final class ScriptedSessions<S> implements RoleSession.Opener<S> {
    private final IntFunction<S> statements;
    private final Deque<SQLException> openFailures = new ArrayDeque<>();
    private SQLException failForever;
    final List<Integer> discarded = new ArrayList<>();
    final List<Integer> closed = new ArrayList<>();
    int opened;

    /** @param statements the statements of session n, 1-based */
    ScriptedSessions(IntFunction<S> statements) {
        this.statements = statements;
    }

    /** @param error thrown by the next opening not yet given an error */
    ScriptedSessions<S> failNextOpen(SQLException error) {
        openFailures.add(error);
        return this;
    }

    /** @param error thrown by every opening after the first one, once the queued failures are used up */
    ScriptedSessions<S> failEveryReopen(SQLException error) {
        failForever = error;
        return this;
    }

    @Override
    public RoleSession<S> open() throws SQLException {
        if (!openFailures.isEmpty()) {
            throw openFailures.poll();
        }
        if (failForever != null && opened > 0) {
            throw failForever;
        }
        int number = ++opened;
        S s = statements.apply(number);
        return new RoleSession<>() {
            @Override
            public S statements() {
                return s;
            }

            @Override
            public void discard() {
                discarded.add(number);
            }

            @Override
            public void close() {
                closed.add(number);
            }

            @Override
            public void abort() {
            }
        };
    }
}
