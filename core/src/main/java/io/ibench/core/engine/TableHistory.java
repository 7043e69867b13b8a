package io.ibench.core.engine;

import io.ibench.core.plan.Step;
import io.ibench.core.result.RestorePoint;
import io.ibench.core.result.TableChange;
import io.ibench.core.workload.Seeds;

import java.util.ArrayList;
import java.util.List;

/**
 * The rows one benchmark table held at the start of a step, told from the run's restore points: runs of
 * consecutive ids, each a stretch of one row stream (a client's inserter in a step, or a step's
 * {@code --initial-size} rows), so that any of them can be made again with its id and generated values
 * (docs/results.md#restore-points). A step's inserts take consecutive ids from the id the table's generator held
 * once the step's setup was in; a restore point shows a step whose ids have gaps (a failed INSERT, a reconnect that
 * took a new block of a Postgres sequence) by a largest id other than that first id + rows − 1. Deletes remove the
 * oldest rows. The rows cannot be told when the run began on tables an earlier run loaded (its first step is not
 * l.i0), or when a step's end is not recorded.
 */
final class TableHistory {
    private final List<IdRun> runs;
    private final String unknown;

    private TableHistory(List<IdRun> runs, String unknown) {
        this.runs = runs;
        this.unknown = unknown;
    }

    /**
     * Ids {@code firstId … firstId + rows − 1}, holding rows {@code firstIndex …} of one stream in that order.
     *
     * @param firstId    the first id, ≥ 1
     * @param rows       how many, ≥ 1
     * @param streamSeed the stream's seed ({@link Seeds#derive})
     * @param firstIndex the first id's row in the stream, ≥ 0
     * @param madeBy     the step that inserted them, for messages
     * @param gapless    false when the step's ids may have gaps: then the ids of its rows are not known
     */
    record IdRun(long firstId, long rows, long streamSeed, long firstIndex, String madeBy, boolean gapless) {
        long lastId() {
            return firstId + rows - 1;
        }

        boolean contains(long id) {
            return id >= firstId && id <= lastId();
        }

        /** @return the id's row in the stream */
        long index(long id) {
            return firstIndex + id - firstId;
        }

        /** @return this run without its {@code n} oldest rows, n &lt; rows */
        IdRun withoutOldest(long n) {
            return new IdRun(firstId + n, rows - n, streamSeed, firstIndex + n, madeBy, gapless);
        }
    }

    /**
     * @param earlier     the restore points of the steps before the step, in plan order
     * @param plan        the run's steps
     * @param table       the table, {@code pi<n>}
     * @param tableNumber n
     * @param seed        the run's master seed
     * @param shared      whether every client inserts into one table ({@code --shared-table}): then no stream
     *                    owns its ids
     * @return the table's rows at the step's start
     */
    static TableHistory atStart(List<RestorePoint> earlier, List<Step> plan, String table, int tableNumber, long seed,
                                boolean shared) {
        List<IdRun> runs = new ArrayList<>();
        String unknown = "the run's first step did not create the tables (its rows from before are not its own)";
        for (RestorePoint point : earlier) {
            Step step = plan.get(point.position());
            if (step.setup()) {
                runs.clear();
                unknown = null;
            }
            TableChange change = point.table(table);
            if (change == null || unknown != null) {
                continue;
            }
            if (!change.ended()) {
                unknown = "the end of " + step.name() + " was not recorded";
                continue;
            }
            long initial = step.extras().initialRows();
            if (initial > 0) {
                long first = change.nextIdBefore() == null ? 1 : change.nextIdBefore();
                runs.add(new IdRun(first, initial, Seeds.derive(seed, tableNumber, InitialRows.SEED_ROLE, step.name()),
                        0, step.name(), true));
            }
            if (change.inserted() > 0) {
                boolean gapless = !shared && change.firstId() != null && change.maxIdAfter() != null
                        && change.maxIdAfter() == change.firstId() + change.inserted() - 1;
                long first = change.firstId() == null ? 0 : change.firstId();
                runs.add(new IdRun(first, change.inserted(), Seeds.derive(seed, tableNumber, 0, step.name()), 0,
                        step.name(), gapless));
            }
            if (!dropOldest(runs, change.deleted())) {
                unknown = step.name() + " deleted more rows than the table held";
            }
        }
        return new TableHistory(List.copyOf(runs), unknown);
    }

    private static boolean dropOldest(List<IdRun> runs, long rows) {
        long left = rows;
        while (left > 0 && !runs.isEmpty()) {
            IdRun oldest = runs.get(0);
            if (oldest.rows() <= left) {
                runs.remove(0);
                left -= oldest.rows();
            } else {
                runs.set(0, oldest.withoutOldest(left));
                left = 0;
            }
        }
        return left == 0;
    }

    /** @return why the rows cannot be told, or null when they can */
    String unknown() {
        return unknown;
    }

    /** @return the runs of ids, oldest first; empty when the table was empty (or the rows cannot be told) */
    List<IdRun> runs() {
        return runs;
    }

    /**
     * @param id an id
     * @return the run that holds it, or null when the table held no row with that id
     */
    IdRun find(long id) {
        return runs.stream().filter(r -> r.contains(id)).findFirst().orElse(null);
    }

    /**
     * @param below an id, or null for every row
     * @return the runs (cut at {@code below}) of the rows with smaller ids, oldest first
     */
    List<IdRun> below(Long below) {
        List<IdRun> cut = new ArrayList<>();
        for (IdRun run : runs) {
            if (below != null && run.firstId() >= below) {
                break;
            }
            cut.add(below == null || run.lastId() < below ? run
                    : new IdRun(run.firstId(), below - run.firstId(), run.streamSeed(), run.firstIndex(), run.madeBy(),
                    run.gapless()));
        }
        return cut;
    }
}
