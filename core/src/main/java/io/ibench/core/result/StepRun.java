package io.ibench.core.result;

/**
 * When and how a step ran.
 *
 * @param startedAt wall-clock release of the clients, ISO-8601 UTC
 * @param seconds   from the release of all clients until the last one finished, ≥ 0
 * @param clients   clients that took part
 * @param settings  the sizes the step ran with; null for the cleanup step
 * @param timeLimitReached true when {@code --max-seconds} stopped its writers before all their rows were written
 *                  (the step is complete with fewer rows); null otherwise
 * @param htapTransactions long read transactions its clients held and committed ({@code --htap-transaction-seconds});
 *                  null when it ran none
 * @param redo      when the step ran again after {@code --resume}: which attempt it is and how the tables were put
 *                  back to its start; null on a first attempt
 */
public record StepRun(String startedAt, double seconds, int clients, StepSettings settings, Boolean timeLimitReached,
                      Long htapTransactions, StepRedo redo) {

    /**
     * @param value how the step was redone
     * @return this run with it
     */
    public StepRun withRedo(StepRedo value) {
        return new StepRun(startedAt, seconds, clients, settings, timeLimitReached, htapTransactions, value);
    }
}
