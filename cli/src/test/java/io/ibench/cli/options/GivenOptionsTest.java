package io.ibench.cli.options;

import io.ibench.cli.IbenchCommand;
import io.ibench.core.config.ConfigException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GivenOptionsTest {
    private static final CommandSpec SWEEP = new CommandLine(new IbenchCommand()).getSubcommands().get("sweep")
            .getCommandSpec();

    private static GivenOptions sweep(String... args) {
        return GivenOptions.of(SWEEP, List.of(args));
    }

    @Test
    void anOptionIsFoundUnderEveryFormWithItsValueAndAValueIsNoOption() {
        GivenOptions given = sweep("--label", "--config", "--clients=8", "--no-host-metrics", "--memory", "2g");
        assertEquals("8", given.value("--clients"));
        assertEquals("2g", given.value("--memory"));
        assertEquals("--config", given.value("--label"), "the value of --label, not the option --config");
        assertFalse(given.has("--config"));
        assertTrue(given.has("--host-metrics"), "the negated name counts as the option");
        assertNull(given.value("--seed"));
    }

    @Test
    void wordsAfterTheEndOfOptionsNameNoOption() {
        GivenOptions given = sweep("--seed=1", "--", "--seed=2");
        assertEquals("1", given.value("--seed"));
        assertTrue(given.has("--"));
    }

    @Test
    void anOptionOfOneValueGivenTwiceIsRefusedUnderAnyOfItsForms() {
        ConfigException e = assertThrows(ConfigException.class,
                () -> sweep("--seed", "1", "--clients=2", "--seed=3").refuseRepeated());
        assertEquals("option '--seed' should be specified only once", e.getMessage());
        sweep("--config", "a", "--config=b", "-v").refuseRepeated();
    }

    @Test
    void optionsAreLeftOutWithTheirValuesAndDefaultsAddedOnlyWhenNotGiven() {
        GivenOptions given = sweep("--dbms", "mariadb", "--config", "base", "--repeat=2", "--seed", "7", "--plan");
        GivenOptions common = given.without(List.of("--config", "--repeat", "--plan"))
                .withDefaults(sweep("--seed=42", "--memory=8192m"));
        assertEquals(List.of("--dbms", "mariadb", "--seed", "7", "--memory=8192m"), common.words());
    }
}
