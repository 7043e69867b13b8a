package io.ibench.core.engine;

import io.ibench.core.host.ProcessTimes;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Supplier;

/**
 * Makes a fixed number of items in order on its own thread, ahead of the one thread that takes
 * them, so that making the next items overlaps with the use of the current one (an inserter's next
 * batches are made while its current INSERT runs). The items are exactly those the maker would
 * return when called in the same order on the taker's thread.
 *
 * <p>Items are handed over in chunks of {@code chunk} items, at most {@code depth} chunks ahead:
 * the maker's thread wakes once per chunk, not once per item, so that a cheap item (an INSERT of a
 * few rows) does not cost the taker a thread wake-up each.
 *
 * <p>An error of the maker is not lost: it ends the maker's thread and is thrown by the
 * {@link #next} that would have returned the item it was making. {@link #close} ends the maker's
 * thread whether or not every item was taken; the thread is a daemon, so it never holds up the JVM.
 *
 * @param <T> the items
 */
final class Pipeline<T> implements AutoCloseable {
    private final BlockingQueue<Chunk<T>> ready;
    private final Thread maker;
    private volatile long makerCpuNanos;
    private Chunk<T> current;
    private Iterator<T> items;

    /** Made items, in order, and the error that ended the maker after them, if any. */
    private record Chunk<T>(List<T> items, RuntimeException runtimeError, Error error) {
    }

    /**
     * Starts the maker's thread.
     *
     * @param name  the thread's name, e.g. {@code ibench l.i0 client 1 inserter batch maker}
     * @param depth chunks made ahead, ≥ 1
     * @param chunk items per chunk, ≥ 1
     * @param count items to make in all, ≥ 0; the thread ends after the last
     * @param make  makes the next item, never null; called on the maker's thread only
     */
    Pipeline(String name, int depth, int chunk, long count, Supplier<T> make) {
        this.ready = new ArrayBlockingQueue<>(depth);
        this.maker = new Thread(() -> makeAll(chunk, count, make), name);
        maker.setDaemon(true);
        maker.start();
    }

    private void makeAll(int chunk, long count, Supplier<T> make) {
        long cpuStart = ProcessTimes.threadCpuNanos();
        try {
            long left = count;
            while (left > 0) {
                List<T> items = new ArrayList<>((int) Math.min(chunk, left));
                Chunk<T> made;
                try {
                    while (items.size() < chunk && left > 0) {
                        items.add(make.get());
                        left--;
                    }
                    made = new Chunk<>(items, null, null);
                } catch (RuntimeException e) {
                    made = new Chunk<>(items, e, null);
                } catch (Error e) {
                    made = new Chunk<>(items, null, e);
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
        while (items == null || !items.hasNext()) {
            if (current != null && current.runtimeError() != null) {
                throw current.runtimeError();
            }
            if (current != null && current.error() != null) {
                throw current.error();
            }
            current = ready.take();
            items = current.items().iterator();
        }
        return items.next();
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
