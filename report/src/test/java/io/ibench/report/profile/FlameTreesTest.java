package io.ibench.report.profile;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.ibench.core.profile.FoldedStacks;
import io.ibench.core.result.Golden;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class FlameTreesTest {
    private static final String RESOURCES = "io/ibench/report/profile/";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Test
    void aProfileBecomesTheTreeOfTheGoldenFile() throws IOException {
        FlameNode tree = FlameTrees.of(folded("variant.folded"), 0);
        Golden.assertMatches(RESOURCES + "variant-tree.json", JSON.writeValueAsString(tree) + "\n");
        assertEquals(120, tree.v());
        assertNull(tree.d());
    }

    @Test
    void theDifferentialAgainstTheBaseIsTheGoldenFile() throws IOException {
        FlameNode diff = FlameTrees.differential(folded("variant.folded"), folded("base.folded"), 0);
        Golden.assertMatches(RESOURCES + "differential.json", JSON.writeValueAsString(diff) + "\n");
    }

    @Test
    void sharesAreComparedNotSampleCounts() throws IOException {
        // base: 100 samples, variant: 120; mysql_execute_command has 60 of 100, then 90 of 120 (+15 at 120)
        FlameNode diff = FlameTrees.differential(folded("variant.folded"), folded("base.folded"), 0);
        FlameNode execute = child(child(child(child(diff, "mariadbd"), "do_command"), "mysql_parse"),
                "mysql_execute_command");
        assertEquals(90, execute.v());
        assertEquals(90 - 60 * 1.2, execute.d(), 1e-9);
        FlameNode pfs = child(execute, "pfs_start_table_io_wait");
        assertEquals((double) pfs.v(), pfs.d(), "a frame the base never had is all new");
        assertEquals(0.0, diff.d(), "the root's share is always all samples");
    }

    @Test
    void framesBelowTheFloorAreLeftOutButCountInTheirCaller() throws IOException {
        FlameNode tree = FlameTrees.of(folded("variant.folded"), 0.05);
        FlameNode mariadbd = child(tree, "mariadbd");
        assertEquals(120, mariadbd.v());
        assertEquals(java.util.List.of("do_command", "ib_io_wr"), mariadbd.c().stream().map(FlameNode::n).toList());
    }

    private static FlameNode child(FlameNode node, String name) {
        return node.c().stream().filter(c -> c.n().equals(name)).findFirst().orElseThrow();
    }

    private static FoldedStacks folded(String name) throws IOException {
        try (InputStream in = FlameTreesTest.class.getResourceAsStream("/" + RESOURCES + name)) {
            return FoldedStacks.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
