package io.ibench.core.engine;

import io.ibench.core.plan.Step;
import io.ibench.core.result.ClientResult;
import io.ibench.core.result.RestorePoint;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.TableChange;
import io.ibench.core.result.TableState;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A step's {@link RestorePoint}: the benchmark tables' ids before the step, read before the step changes them, and
 * what the step did to them, from its result (docs/results.md#restore-points). None of it reads the head of a
 * primary key: the next step's timed get-min is the first statement that meets it.
 */
final class RestorePoints {
    private RestorePoints() {
    }

    /**
     * @param position the step's place in the plan
     * @param step     the step
     * @param env      the run's tables, connections and dialect
     * @return the step's first attempt as it begins: for a step that writes the tables, each table's largest id and
     *         next id (none for l.i0, which creates them); no table when they cannot be read (the step then fails
     *         before it changes one)
     */
    static RestorePoint begin(int position, Step step, StepEnvironment env) {
        List<String> tables = env.tables();
        List<TableChange> before = new ArrayList<>();
        if (step.setup()) {
            tables.forEach(t -> before.add(TableChange.before(t, null, null)));
        } else if (step.hasWriters() || step.createIndexes() || step.extras().initialRows() > 0) {
            try (Connection c = env.connections().get()) {
                for (String table : tables) {
                    before.add(TableChange.before(table, TableProbe.largestId(c, env.dialect(), table),
                            TableProbe.nextId(c, env.dialect(), table)));
                }
            } catch (SQLException e) {
                before.clear();
            }
        }
        return new RestorePoint(position, step.name(), 1, List.copyOf(before), null);
    }

    /**
     * @param point    the step's restore point as it began
     * @param firstIds per table the id its first insert was to get, read once the step's setup was in; a table
     *                 may be missing
     * @param result   the step's result
     * @return the point with what the step did: rows its clients inserted and deleted per table, each table's
     *         largest id afterwards
     */
    static RestorePoint end(RestorePoint point, Map<String, Long> firstIds, StepResult result) {
        List<ClientResult> clients = result.measurements().clientResults() == null ? List.of()
                : result.measurements().clientResults();
        List<TableState> after = result.measurements().tables() == null ? List.of() : result.measurements().tables();
        List<TableChange> ended = new ArrayList<>();
        for (TableChange table : point.tables()) {
            long inserted = clients.stream().filter(c -> c.table().equals(table.table()))
                    .mapToLong(ClientResult::rowsInserted).sum();
            long deleted = clients.stream().filter(c -> c.table().equals(table.table()))
                    .mapToLong(ClientResult::rowsDeleted).sum();
            Long maxAfter = after.stream().filter(s -> s.table().equals(table.table())).findFirst()
                    .map(TableState::maxTransactionId).orElse(null);
            ended.add(table.ended(firstIds.get(table.table()), inserted, deleted, maxAfter));
        }
        return point.withTables(ended);
    }
}
