package io.ibench.core.engine;

/**
 * Keeps a client's inserter and deleter close together, as the reference's 8-deep statement
 * queues do (docs/workload.md#statements): neither may start statement k before the other has started
 * statement k − {@value #DEPTH} − 1. A writer thus runs at most {@value #DEPTH} + 1 statements
 * ahead, the reference's effective bound (8 queued statements plus the one in flight).
 */
final class DriftWindow {
    /** How many statements one writer may run ahead of the other. */
    static final int DEPTH = 8;

    private long insertsStarted;
    private long deletesStarted;

    /**
     * Blocks until the writer may start its statement {@code k}.
     *
     * @param inserter true for the inserter, false for the deleter
     * @param k        the statement about to start, 0-based
     * @param control  the step, to give up when it stops
     * @return true when the writer may go on, false when the step stopped or the writers' time limit passed
     * @throws InterruptedException when the thread is interrupted
     */
    synchronized boolean awaitTurn(boolean inserter, long k, StepControl control) throws InterruptedException {
        while (!mayStart(inserter, k)) {
            if (control.stopped() || control.timeUp()) {
                return false;
            }
            wait(50);
        }
        return !control.stopped();
    }

    /**
     * @param inserter true for the inserter, false for the deleter
     * @param k        the statement about to start, 0-based
     * @return whether the writer may start statement {@code k} now
     */
    synchronized boolean mayStart(boolean inserter, long k) {
        return (inserter ? deletesStarted : insertsStarted) >= k - DEPTH;
    }

    /** @param inserter true when the inserter started a statement, false for the deleter */
    synchronized void started(boolean inserter) {
        if (inserter) {
            insertsStarted++;
        } else {
            deletesStarted++;
        }
        notifyAll();
    }
}
