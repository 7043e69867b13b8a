package io.ibench.core.profile;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FoldedStacksTest {
    @Test
    void theTextReadsBackToTheSameStacks() {
        FoldedStacks stacks = new FoldedStacks.Builder().add(List.of("a", "b")).add(List.of("a", "b"))
                .add(List.of("a", "c d(int, long)")).build();
        assertEquals("a;b 2\na;c d(int, long) 1\n", stacks.text());
        assertEquals(stacks.counts(), FoldedStacks.parse(stacks.text()).counts());
        assertEquals(3, FoldedStacks.parse(stacks.text()).total());
    }

    @Test
    void repeatedLinesAddUpAndBlankLinesAreSkipped() {
        assertEquals("x;y 5\n", FoldedStacks.parse("x;y 2\n\nx;y 3\n").text());
    }

    @Test
    void aLineWithoutACountIsRefusedWithItsNumber() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FoldedStacks.parse("a;b 1\na;b many\n"));
        assertEquals("line 2 is not a folded stack (frames, a space and a sample count): a;b many", e.getMessage());
    }
}
