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
    void aLineWithoutACountIsRefusedWithItsNumberAndNoneOfItsText() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FoldedStacks.parse("a;b 1\npassword=secret\n"));
        assertEquals("line 2 is not a folded stack (frames, a space and a sample count)", e.getMessage());
    }

    @Test
    void aStackDeeperThanPerfRecordsIsRefusedAndTheDeepestAllowedIsRead() {
        String deepest = "f;".repeat(FoldedStacks.MAX_FRAMES - 1) + "leaf 3\n";
        assertEquals(3, FoldedStacks.parse(deepest).total());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FoldedStacks.parse("a 1\n" + "f;".repeat(FoldedStacks.MAX_FRAMES) + "leaf 3\n"));
        assertEquals("line 2 has a stack of 513 frames, more than 512", e.getMessage());
    }

    @Test
    void moreFramesInAllThanATreeMayHoldAreRefused() {
        String stack = "f;".repeat(499) + "leaf";
        StringBuilder text = new StringBuilder();
        for (int i = 0; i <= FoldedStacks.MAX_TOTAL_FRAMES / 500; i++) {
            text.append(stack).append(i).append(" 1\n");
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FoldedStacks.parse(text.toString()));
        assertEquals("its stacks have more than 500000 frames in all", e.getMessage());
    }
}
