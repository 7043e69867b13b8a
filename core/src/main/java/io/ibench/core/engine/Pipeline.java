package io.ibench.core.engine;

import io.ibench.core.host.ProcessTimes;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Supplier;

/**
 * Makes a fixed number of items in order on its own thread, at most {@code depth} ahead of the
 * one thread that takes them, so that making the next item overlaps with the use of the current
 * one (an inserter's next batch is made while its current INSERT runs). The items are exactly
 * those the maker would return when called in the same order on the taker's thread.
 *
 * <p>An error of the maker is not lost: it ends the maker's thread and is thrown by the
 * {@link #next} that would have returned the item it was making. {@link #close} ends the maker's
 * thread whether or not every item was taken; the thread is a daemon, so it never holds up the JVM.
 *
 * @param <T> the items
 */
final class Pipeline<T> implements AutoCloseable {
    private final BlockingQueue<Made<T>> ready;
    private final Thread maker;
    private volatile long makerCpuNanos;

    /** One made item, or the error that ended the maker. */
    private record Made<T>(T item, RuntimeException runtimeError, Error error) {
    }

    /**
     * Starts the maker's thread.
     *
     * @param name  the thread's name, e.g. {@code ibench l.i0 client 1 batch maker}
     * @param depth items made ahead, ≥ 1
     * @param count items to make in all, ≥ 0; the thread ends after the last
     * @param make  makes the next item, never null; called on the maker's thread only
     */
    Pipeline(String name, int depth, long count, Supplier<T> make) {
        this.ready = new ArrayBlockingQueue<>(depth);
        this.maker = new Thread(() -> makeAll(count, make), name);
        maker.setDaemon(true);
        maker.start();
    }

    private void makeAll(long count, Supplier<T> make) {
        long cpuStart = ProcessTimes.threadCpuNanos();
        try {
            for (long k = 0; k < count; k++) {
                Made<T> made;
                try {
                    made = new Made<>(make.get(), null, null);
                } catch (RuntimeException e) {
                    made = new Made<>(null, e, null);
                } catch (Error e) {
                    made = new Made<>(null, null, e);
                }
                ready.put(made);
                if (made.runtimeError() != null || made.error() != null) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            // closed: the taker needs no more items
        } finally {
            makerCpuNanos = ProcessTimes.threadCpuNanos() - cpuStart;
        }
    }

    /**
     * @return the next item, in the order made; waits while it is being made
     * @throws InterruptedException when the taking thread is interrupted while waiting
     * @throws RuntimeException     the maker's error, for the item it failed to make
     * @throws Error                the maker's error, for the item it failed to make
     */
    T next() throws InterruptedException {
        Made<T> made = ready.take();
        if (made.runtimeError() != null) {
            throw made.runtimeError();
        }
        if (made.error() != null) {
            throw made.error();
        }
        return made.item();
    }

    /** @return the CPU time the maker's thread took, ns; complete once {@link #close} returned */
    long makerCpuNanos() {
        return makerCpuNanos;
    }

    /**
     * Ends the maker's thread and waits until it ended.
     *
     * @throws InterruptedException when the calling thread is interrupted while waiting; the
     *                              maker's thread ends anyway
     */
    @Override
    public void close() throws InterruptedException {
        maker.interrupt();
        maker.join();
    }
}
