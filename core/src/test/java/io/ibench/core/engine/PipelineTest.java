package io.ibench.core.engine;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Items made ahead on the maker's thread: their order, the maker's errors, and the end of its thread. */
class PipelineTest {

    private static boolean makerAlive(String name) {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals(name) && t.isAlive());
    }

    @Test
    void itemsArriveInTheOrderMadeAndTheMakerEndsAfterTheLast() throws Exception {
        AtomicInteger counter = new AtomicInteger();
        List<Integer> taken = new ArrayList<>();
        try (Pipeline<Integer> pipeline = new Pipeline<>("test maker order", 2, 7, 1000, counter::getAndIncrement)) {
            for (int i = 0; i < 1000; i++) {
                taken.add(pipeline.next());
            }
        }
        for (int i = 0; i < 1000; i++) {
            assertEquals(i, taken.get(i));
        }
        assertEquals(1000, counter.get(), "no item made beyond the count");
        assertFalse(makerAlive("test maker order"));
    }

    @Test
    void theMakersErrorIsThrownInPlaceOfTheItemItFailedToMake() throws Exception {
        IllegalStateException failure = new IllegalStateException("no more rows");
        AtomicInteger counter = new AtomicInteger();
        try (Pipeline<Integer> pipeline = new Pipeline<>("test maker error", 2, 4, 10, () -> {
            int n = counter.getAndIncrement();
            if (n == 2) {
                throw failure;
            }
            return n;
        })) {
            assertEquals(0, pipeline.next());
            assertEquals(1, pipeline.next());
            assertSame(failure, assertThrows(IllegalStateException.class, pipeline::next));
        }
        assertEquals(3, counter.get(), "the maker stops at its error");
        assertFalse(makerAlive("test maker error"));
    }

    @Test
    void anErrorOfTheJvmIsPassedOnToo() throws Exception {
        try (Pipeline<Integer> pipeline = new Pipeline<>("test maker jvm error", 2, 3, 5, () -> {
            throw new OutOfMemoryError("test");
        })) {
            assertEquals("test", assertThrows(OutOfMemoryError.class, pipeline::next).getMessage());
        }
    }

    @Test
    void closingBeforeEveryItemWasTakenEndsTheMakersThread() throws Exception {
        Pipeline<Integer> pipeline = new Pipeline<>("test maker closed early", 2, 3, Long.MAX_VALUE, () -> 1);
        assertEquals(1, pipeline.next());
        pipeline.close();
        assertFalse(makerAlive("test maker closed early"));
        assertTrue(pipeline.makerCpuNanos() >= 0);
    }
}
