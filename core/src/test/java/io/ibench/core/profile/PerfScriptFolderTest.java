package io.ibench.core.profile;

import io.ibench.core.result.Golden;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PerfScriptFolderTest {
    private static final String RESOURCES = "io/ibench/core/profile/";

    @Test
    void perfScriptOutputFoldsAsTheGoldenFileSays() throws IOException {
        FoldedStacks stacks;
        try (BufferedReader script = new BufferedReader(new InputStreamReader(
                getClass().getResourceAsStream("/" + RESOURCES + "perf-script.txt"), StandardCharsets.UTF_8))) {
            stacks = PerfScriptFolder.fold(script);
        }
        Golden.assertMatches(RESOURCES + "perf-script.folded", stacks.text());
    }

    @Test
    void everySampleCountsOnceAndTheCommandIsTheRootFrame() throws IOException {
        String script = "mariadbd  8750 \n\t  a854df handler::ha_write_row (/usr/sbin/mariadbd)\n"
                + "\t  83d61f do_command (/usr/sbin/mariadbd)\n\n"
                + "mariadbd  8751 \n\t  a854df handler::ha_write_row (/usr/sbin/mariadbd)\n"
                + "\t  83d61f do_command (/usr/sbin/mariadbd)\n";
        FoldedStacks stacks = PerfScriptFolder.fold(new BufferedReader(new StringReader(script)));
        assertEquals("mariadbd;do_command;handler::ha_write_row 2\n", stacks.text());
        assertEquals(2, stacks.total());
    }

    @Test
    void anUnknownSymbolIsNamedAfterItsLibrary() throws IOException {
        String script = "postgres 12\n\t 3c4d10 [unknown] (/usr/lib/postgresql/15/bin/postgres)\n"
                + "\t 1032547698badcfe [unknown] ([unknown])\n";
        FoldedStacks stacks = PerfScriptFolder.fold(new BufferedReader(new StringReader(script)));
        assertTrue(stacks.counts().containsKey("postgres;[unknown];[postgres]"), stacks.text());
    }
}
