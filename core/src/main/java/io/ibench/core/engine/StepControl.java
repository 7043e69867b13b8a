package io.ibench.core.engine;

import io.ibench.core.lang.Throwables;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Coordinates the role threads of one step: they all get ready (connection, statements),
 * then are released together; the first failure stops every role; the coordinator waits for
 * all of them to finish.
 */
final class StepControl implements StepSampler.Work {
    private final CountDownLatch ready;
    private final CountDownLatch release = new CountDownLatch(1);
    private final CountDownLatch done;
    private final AtomicReference<Failure> failure = new AtomicReference<>();
    private final ErrorLog errors = new ErrorLog();
    private final AtomicLong roleCpuNanos = new AtomicLong();
    private volatile boolean stopped;
    private volatile String interruption;
    private volatile long startNanos;
    private final long timeLimitNanos;
    private volatile boolean timeLimitReached;

    /** @param roles number of role threads */
    StepControl(int roles) {
        this(roles, 0);
    }

    /**
     * @param roles      number of role threads
     * @param maxSeconds seconds after the release when the writers stop ({@code --max-seconds}); 0 none
     */
    StepControl(int roles, int maxSeconds) {
        this.ready = new CountDownLatch(roles);
        this.done = new CountDownLatch(roles);
        this.timeLimitNanos = maxSeconds * 1_000_000_000L;
    }

    /**
     * Called by a role when it is ready; blocks until the step starts.
     *
     * @return true when the step started, false when it was stopped before starting
     * @throws InterruptedException when the thread is interrupted
     */
    boolean arriveAndAwaitRelease() throws InterruptedException {
        ready.countDown();
        release.await();
        return !stopped;
    }

    /**
     * Blocks the coordinator until every role is ready or one failed.
     *
     * @return true when all are ready, false after a failure
     * @throws InterruptedException when the thread is interrupted
     */
    boolean awaitReady() throws InterruptedException {
        while (!ready.await(50, TimeUnit.MILLISECONDS)) {
            if (stopped) {
                return false;
            }
        }
        return !stopped;
    }

    /** @param nanos {@link System#nanoTime()} of the step's start, given to every role */
    void release(long nanos) {
        startNanos = nanos;
        release.countDown();
    }

    /** @return {@link System#nanoTime()} at the release */
    long startNanos() {
        return startNanos;
    }

    /**
     * @return {@link System#nanoTime()} when the writers' time limit ends ({@code --max-seconds});
     *         {@link Long#MAX_VALUE} without one
     */
    long writersDeadlineNanos() {
        return timeLimitNanos == 0 ? Long.MAX_VALUE : startNanos + timeLimitNanos;
    }

    /**
     * Asked by writers before each statement: once it is true they stop, and the step records that its
     * time limit ended it.
     *
     * @return true once the writers' time limit ({@code --max-seconds}) has passed
     */
    boolean timeUp() {
        if (timeLimitNanos == 0 || System.nanoTime() - writersDeadlineNanos() < 0) {
            return false;
        }
        timeLimitReached = true;
        return true;
    }

    /** @return true when the writers' time limit ended the step before all its rows were written */
    boolean timeLimitReached() {
        return timeLimitReached;
    }

    /** @return true once the step is being stopped */
    @Override
    public boolean stopped() {
        return stopped;
    }

    /**
     * Records a role's failure (the first one wins) and stops the step.
     *
     * @param role  which role failed, e.g. {@code client 2 inserter}
     * @param error why
     */
    void fail(String role, Throwable error) {
        failure.compareAndSet(null, new Failure(role, error));
        stop();
    }

    /** Stops every role at its next check and releases roles still waiting to start. */
    void stop() {
        stopped = true;
        release.countDown();
    }

    /**
     * Stops the step because the user interrupted the run: its results so far are kept, marked incomplete.
     *
     * @param reason e.g. {@code SIGINT}
     */
    void interrupt(String reason) {
        interruption = reason;
        stop();
    }

    /** @return true once the run was interrupted during this step */
    boolean interrupted() {
        return interruption != null;
    }

    /** @return why the step was interrupted, e.g. {@code interrupted by SIGINT}, or null */
    String interruption() {
        return interruption == null ? null : "interrupted by " + interruption;
    }

    /** @return the errors the roles met, by kind */
    ErrorLog errors() {
        return errors;
    }

    /** @return the first failure, or null */
    Failure failure() {
        return failure.get();
    }

    /**
     * Called by each role when it ends, whatever the reason.
     *
     * @param cpuNanos the CPU time the role's thread used in the step, ns
     */
    void roleDone(long cpuNanos) {
        roleCpuNanos.addAndGet(cpuNanos);
        done.countDown();
    }

    /** @return the CPU time of the roles that ended, ns (thread CPU clocks: nanosecond resolution) */
    long roleCpuNanos() {
        return roleCpuNanos.get();
    }

    /**
     * @param deadlineNanos {@link System#nanoTime()} to wait until at most
     * @return true when every role has ended
     * @throws InterruptedException when the thread is interrupted
     */
    @Override
    public boolean awaitDone(long deadlineNanos) throws InterruptedException {
        return done.await(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
    }

    /**
     * @param role  the role that failed
     * @param error the error
     */
    record Failure(String role, Throwable error) {
        /**
         * @return "role: first line of the error message", e.g. {@code client 2 inserter: Communications link failure}
         */
        String describe() {
            return role + ": " + Throwables.firstLine(error);
        }
    }
}
