package io.ibench.core.spi;

import java.sql.Connection;
import java.util.List;

/**
 * The server's own accounts of a step, dumped as files in the run folder at the step's end
 * (docs/results.md, "Dumps"): counters read at the step's start and end, whose changes are
 * dumped, and state read at the end (engine status, variables, table and index sizes). Separate
 * from {@link ServerProbes}, which sample a few figures every few seconds.
 *
 * <p>No statement may fail by design: an implementation checks privileges and the server
 * version before it reads, and leaves out, with one line in {@link DumpSet#skipped()}, what it
 * cannot read. A statement that fails anyway is recorded the same way.
 */
public interface ServerDumps {
    /** Dumps nothing. */
    ServerDumps NONE = new ServerDumps() {
        @Override
        public DumpSet counters(Connection connection, List<String> tables) {
            return DumpSet.EMPTY;
        }

        @Override
        public DumpSet state(Connection connection, List<String> tables, boolean lastStep) {
            return DumpSet.EMPTY;
        }
    };

    /**
     * @param connection a connection of its own, in autocommit mode
     * @param tables     the benchmark tables
     * @return tables whose first column names a row and whose numeric columns are counters, read
     *     at a step's start and end; their changes are dumped and {@link #summarised()} ones summarised
     */
    DumpSet counters(Connection connection, List<String> tables);

    /**
     * @param connection a connection of its own, in autocommit mode
     * @param tables     the benchmark tables
     * @param lastStep   whether this is the run's last step (expensive dumps, e.g. Postgres's
     *                   {@code pgstattuple}, are taken then only)
     * @return the state at a step's end: tables, texts and the sizes of the benchmark's tables and indexes
     */
    DumpSet state(Connection connection, List<String> tables, boolean lastStep);

    /**
     * @return the counters whose change over a step {@code result.json} summarises, each as
     *     {@code <table>/<row>/<column>} of {@link #counters}
     */
    default List<String> summarised() {
        return List.of();
    }
}
