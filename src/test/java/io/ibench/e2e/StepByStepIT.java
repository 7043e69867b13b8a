package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.result.ClientResult;
import io.ibench.core.result.IntervalTsv;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import io.ibench.core.result.TableState;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs the standard sequence one step per {@code ibench run --steps …} against the local MariaDB
 * and checks the tables after each step against the reference's rules and against what
 * result.json claims.
 * <p>Runs beside the other classes: its checks of time allow for a loaded machine (a client starts within
 * {@value #START_SLACK_SECONDS} s of its slot; the bursts are judged from the interval file, which load can only
 * delay).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StepByStepIT {
    private static final String DB = "ibench_e2e_steps";
    /** The database of the whole sequence in one invocation, with {@code --compat reference}. */
    private static final String SEQUENCE_DB = "ibench_e2e_steps_sequence";
    private static final int L_I1_ROWS = 8_000;
    private static final int CLIENTS = 2;
    private static final long ROWS = 20_000;
    private static final long WRITE_ROWS = 10_000;
    private static final int QUERY_SECONDS = 4;
    /** How late a client may start after its planned offset (see {@link #assertStartedAfter}), s. */
    private static final double START_SLACK_SECONDS = 0.9;
    private static final List<String> TABLES = List.of("pi1", "pi2");

    private final Tables tables = new Tables(DB);
    private Path work;
    private String url;
    private long deletedSoFar;
    private long insertedSoFar;
    /** Client 1's l.i1 rows when l.i1 ran alone (see {@link Tables#newestRowsChecksum}). */
    private String l1RowsAlone;

    @BeforeAll
    void database() throws Exception {
        url = TestServer.freshDatabase(DB).url();
        work = Files.createTempDirectory("ibench-e2e-steps");
    }

    @AfterAll
    void dropDatabase() throws SQLException {
        TestServer.drop(DB);
        TestServer.drop(SEQUENCE_DB);
    }

    private StepResult runStep(String step) throws IOException, InterruptedException {
        return ResultFiles.step(run(url, step, work.resolve(step)), step);
    }

    /** Runs {@code steps} in one invocation with the class's sizes and seed, and any further options. */
    private RunResult run(String databaseUrl, String steps, Path results, String... more)
            throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("run", "--url=" + databaseUrl, "--user=" + TestServer.USER,
                "--clients=" + CLIENTS, "--rows-per-table=" + ROWS, "--write-rows-per-table=" + WRITE_ROWS,
                "--query-seconds=" + QUERY_SECONDS, "--cleanup-seconds=1", "--steps=" + steps, "--results=" + results,
                "--seed=42"));
        args.addAll(List.of(more));
        Ibench.Result result = Ibench.run(work, args.toArray(String[]::new));
        assertEquals(0, result.exitCode(), result.all());
        RunResult run = ResultFiles.read(results);
        assertEquals(RunStatus.COMPLETE, run.status());
        for (StepResult stepResult : run.steps()) {
            assertEquals(StepStatus.COMPLETE, stepResult.status(), String.valueOf(stepResult.outcome().error()));
        }
        return run;
    }

    /** The result's table states agree with the tables. */
    private void assertTablesAsRecorded(StepResult step) throws SQLException {
        assertNotNull(step.measurements().tables());
        for (TableState state : step.measurements().tables()) {
            assertNull(state.minTransactionId(), state.table() + ": the smallest id is not read (the PK's head)");
            assertEquals(tables.max(state.table()), state.maxTransactionId(), state.table() + " max");
        }
    }

    private void assertWritesKeptTheRowCount(StepResult step, long rowsPerClient) throws SQLException {
        for (ClientResult client : step.measurements().clientResults()) {
            assertEquals(rowsPerClient, client.rowsInserted(), "client " + client.client() + " inserted");
            assertEquals(rowsPerClient, client.rowsDeleted(), "client " + client.client() + " deleted");
        }
        insertedSoFar += rowsPerClient;
        deletedSoFar += rowsPerClient;
        for (String table : TABLES) {
            // The row count stays constant; the PK range moved by the deletes and grew by the inserts.
            assertTable(table, ROWS + 100, 1 + deletedSoFar, ROWS + 100 + insertedSoFar);
        }
        assertTablesAsRecorded(step);
    }

    private void assertTable(String table, long count, long min, long max) throws SQLException {
        assertEquals(count, tables.count(table), table + " rows");
        assertEquals(min, tables.min(table), table + " smallest id");
        assertEquals(max, tables.max(table), table + " largest id");
    }

    @Test
    @Order(1)
    void loadCreatesTheTablesWithoutSecondaryIndexes() throws Exception {
        StepResult step = runStep("l.i0");
        for (String table : TABLES) {
            assertTable(table, ROWS, 1, ROWS);
            assertEquals(Map.of(), tables.secondaryIndexes(table));
        }
        assertEquals(CLIENTS * ROWS, step.measurements().operations().get("insert").rows());
        assertEquals(CLIENTS * ROWS / 100, step.measurements().operations().get("insert").statements(),
                "100 rows per INSERT");
        assertEquals(CLIENTS * ROWS / step.run().seconds(), step.rates().insertsPerSecond(), 1e-6);
        double lastStart = step.measurements().clientResults().stream().mapToDouble(ClientResult::startSeconds).max()
                .orElseThrow();
        for (ClientResult client : step.measurements().clientResults()) {
            assertEquals(ROWS, client.rowsInserted());
            assertTrue(lastStart < client.startSeconds() + client.seconds(),
                    "clients are released together: the last starts before client " + client.client() + " ends");
        }
        assertTablesAsRecorded(step);
    }

    @Test
    @Order(2)
    void indexStepAddsTheThreeIndexesInReferenceOrder() throws Exception {
        StepResult step = runStep("l.x");
        for (String table : TABLES) {
            assertEquals(ROWS + 100, tables.count(table));
            assertEquals(Map.of(table + "_marketsegment", "productid,customerid,price",
                    table + "_registersegment", "cashregisterid,customerid,price",
                    table + "_pdc", "price,dateandtime,customerid"), tables.secondaryIndexes(table));
        }
        for (ClientResult client : step.measurements().clientResults()) {
            assertEquals(ROWS + 100, client.indexedRows());
            assertTrue(client.indexSeconds() > 0);
        }
        assertEquals(CLIENTS * (ROWS + 100) / step.run().seconds(), step.rates().indexedRowsPerSecond(), 1e-6);
        assertTablesAsRecorded(step);
    }

    @Test
    @Order(3)
    void bigTransactionsInsertAndDeleteAsAQueue() throws Exception {
        StepResult step = runStep("l.i1");
        assertEquals(50, step.run().settings().rowsPerCommit());
        assertWritesKeptTheRowCount(step, L_I1_ROWS);
        l1RowsAlone = tables.newestRowsChecksum("pi1", L_I1_ROWS);
        assertEquals(CLIENTS, step.measurements().minIdQueries().count(),
                "one step-start min query per client (resync every 1000)");
        assertTrue(step.measurements().minIdQueries().firstMaxSeconds() > 0);
    }

    @Test
    @Order(4)
    void smallTransactionsInsertAndDeleteAsAQueue() throws Exception {
        StepResult step = runStep("l.i2");
        assertEquals(5, step.run().settings().rowsPerCommit());
        assertEquals(CLIENTS * 2_000 / 5, step.measurements().operations().get("delete").statements());
        assertWritesKeptTheRowCount(step, 2_000);
    }

    @Test
    @Order(5)
    void cleanupAnalyzesEveryTableAndWaits() throws Exception {
        StepResult step = runStep("cleanup");
        assertTrue(step.run().seconds() >= 1.0, "waits out its target duration");
        List<String> actions = step.measurements().cleanup().actions().stream().map(a -> a.action() + " -> "
                + a.outcome()).toList();
        for (String table : TABLES) {
            assertTrue(actions.contains("analyze table " + table + " -> done"), actions.toString());
        }
    }

    @Test
    @Order(6)
    void rangeQueriesRunWhileWritersKeepTheirRate() throws Exception {
        StepResult step = runStep("qr100");
        assertBackgroundRateHeld(step);
        double perQuery = step.measurements().operations().get("query").rows() / (double) step.measurements()
                .operations().get("query").statements();
        // LIMIT 10; fewer only when the start value is near the top of the table's domain
        assertTrue(perQuery > 9.5 && perQuery <= 10, "rows per range query: " + perQuery);
    }

    @Test
    @Order(7)
    void pointQueriesHitLiveRowsWhileWritersKeepTheirRate() throws Exception {
        StepResult step = runStep("qp100");
        assertBackgroundRateHeld(step);
        double perQuery = step.measurements().operations().get("query").rows() / (double) step.measurements()
                .operations().get("query").statements();
        assertTrue(perQuery > 9.5 && perQuery <= 10,
                "ids drawn between the live min and max find their rows: " + perQuery);
    }

    /**
     * Issue 17: l.i1 within l.i0, l.x, l.i1 in one invocation writes the rows it wrote run alone with the same seed
     * (a step's seed follows its name); {@code --compat reference} starts the clients one by one (10 s after the
     * first in l.i0, 1 s apart otherwise) and sends a rate that is not a multiple of the batch in bursts, 120/s at
     * 50 rows per commit as 150/s.
     */
    @Test
    @Order(8)
    void aStepDrawsTheSameRowsAloneAndInTheSequenceAndTheReferencesArrivalIsOneSwitchAway() throws Exception {
        String sequenceUrl = TestServer.freshDatabase(SEQUENCE_DB).url();
        RunResult load = run(sequenceUrl, "l.i0,l.x,l.i1", work.resolve("sequence"), "--compat=reference");
        assertEquals(l1RowsAlone, new Tables(SEQUENCE_DB).newestRowsChecksum("pi1", L_I1_ROWS));
        assertEquals("reference", load.config().get("compat"));
        assertStartedAfter(10.0, ResultFiles.step(load, "l.i0"));
        assertStartedAfter(1.0, ResultFiles.step(load, "l.i1"));

        Path bursts = work.resolve("bursts");
        StepResult burst = ResultFiles.step(run(sequenceUrl, "qr120", bursts, "--compat=reference"), "qr120");
        ClientResult first = burst.measurements().clientResults().get(0);
        long statements = first.rowsInserted() / 50;
        double burstSeconds = Math.ceil((statements - 1) / 3.0);
        assertTrue(first.seconds() >= burstSeconds, "client 1 sends 3 inserts of 50 rows a second, "
                + first.rowsInserted() + " rows in at least " + burstSeconds + " s: " + first.seconds() + " s");
        assertAheadOfAnEvenSchedule(burst, ResultFiles.onlyRun(bursts).resolve(burst.measurements().intervals()));
    }

    /**
     * Bursts put the writers ahead of where an even schedule of the same rate could ever be: at some interval line
     * the rows inserted exceed, summed over the clients started by then, the rate times the time since the client's
     * start (plus 50 ms) plus one statement. A loaded host only delays statements, so it cannot make an even schedule
     * pass this, nor make bursts fail it, as long as a second's three statements finish within that second.
     */
    private static void assertAheadOfAnEvenSchedule(StepResult step, Path intervals) throws IOException {
        List<String> lines = Files.readAllLines(intervals);
        int seconds = IntervalTsv.COLUMNS.indexOf("t_sec");
        int inserted = IntervalTsv.COLUMNS.indexOf("t_ins");
        double rate = step.run().settings().insertsPerSecond();
        int rowsPerCommit = step.run().settings().rowsPerCommit();
        double mostAhead = Double.NEGATIVE_INFINITY;
        for (String line : lines.subList(1, lines.size())) {
            String[] fields = line.split("\t", -1);
            double t = Double.parseDouble(fields[seconds]);
            double evenMost = 0;
            for (ClientResult client : step.measurements().clientResults()) {
                double since = t - client.startSeconds();
                evenMost += since < 0 ? 0 : rate * (since + 0.05) + rowsPerCommit;
            }
            mostAhead = Math.max(mostAhead, Double.parseDouble(fields[inserted]) - evenMost);
        }
        assertTrue(mostAhead > 0, step.name() + ": 150 rows a second per client in bursts run ahead of an even "
                + rate + " a second at some interval line; at best " + mostAhead + " rows ahead: " + lines);
    }

    /**
     * The second client's first statement, as the result records it, came no sooner than its planned offset
     * from the step's start (a client waits out its offset, so this bound is exact), and, as the next client
     * slot is a second later, well before the offset plus {@value #START_SLACK_SECONDS} s (room for a loaded
     * machine to start it late; a client started at the wrong offset misses it by a second or more).
     */
    private static void assertStartedAfter(double offsetSeconds, StepResult step) {
        List<ClientResult> clients = step.measurements().clientResults();
        assertEquals(0.0, clients.get(0).startSeconds(), START_SLACK_SECONDS, step.name() + ": client 1 at once");
        double second = clients.get(1).startSeconds();
        assertTrue(second >= offsetSeconds && second < offsetSeconds + START_SLACK_SECONDS,
                step.name() + ": client 2 " + offsetSeconds + " s after the step's start: " + second + " s");
    }

    private void assertBackgroundRateHeld(StepResult step) throws Exception {
        long rows = (long) QUERY_SECONDS * 100;
        assertWritesKeptTheRowCount(step, rows);
        assertEquals(CLIENTS * 100.0, step.measurements().sla().targetInsertsPerSecond());
        assertEquals(CLIENTS * rows / step.run().seconds(), step.measurements().sla().achievedInsertsPerSecond(), 1e-6,
                "the SLA's rate is the scheduled rows over the step's length");
        double period = step.run().settings().rowsPerCommit() / 100.0;
        assertTrue(step.run().seconds() >= QUERY_SECONDS - period,
                "the writers follow their schedule, never ahead of it: the step lasts its planned time, " + step.run()
                        .seconds() + " s");
        assertTrue(step.rates().queriesPerSecond() > 100, "queries ran: " + step.rates().queriesPerSecond());
        assertNotNull(step.measurements().operations().get("insert").responseTime(),
                "scheduled writers record response time");
        List<String> lines = Files.readAllLines(ResultFiles.onlyRun(work.resolve(step.name()))
                .resolve(step.measurements().intervals()));
        assertTrue(lines.size() >= QUERY_SECONDS + 1, "an interval line per second: " + lines.size());
        for (String line : lines) {
            assertEquals(IntervalTsv.COLUMNS.size(), line.split("\t", -1).length, line);
        }
    }
}
