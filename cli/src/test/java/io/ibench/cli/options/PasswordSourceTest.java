package io.ibench.cli.options;

import io.ibench.core.config.ConfigException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The three password sources, their precedence, and the prompt's reading logic with a typed-in answer. */
class PasswordSourceTest {
    private static final Map<String, String> ENVIRONMENT = Map.of(PasswordSource.VARIABLE, "from-env");
    private static final PasswordPrompt NOT_ASKED = prompt -> {
        throw new AssertionError("asked for a password: " + prompt);
    };

    @TempDir
    Path dir;

    @Test
    void theFirstLineOfThePasswordFileWinsOverTheEnvironment() throws IOException {
        Path file = Files.writeString(dir.resolve("pw"), "from-file\nsecond line\n");
        assertEquals("from-file", new PasswordSource(file, false, "u", NOT_ASKED).read(ENVIRONMENT));
    }

    @Test
    void theEnvironmentVariableIsUsedWithoutAnOption() {
        assertEquals("from-env", new PasswordSource(null, false, "u", NOT_ASKED).read(ENVIRONMENT));
        assertNull(new PasswordSource(null, false, "u", NOT_ASKED).read(Map.of()), "no source: no password");
    }

    @Test
    void thePromptAsksForTheUsersPasswordAndWinsOverTheEnvironment() {
        List<String> prompts = new ArrayList<>();
        char[] typed = "typed $ecret".toCharArray();
        PasswordPrompt prompt = text -> {
            prompts.add(text);
            return typed;
        };
        assertEquals("typed $ecret", new PasswordSource(null, true, "bench", prompt).read(ENVIRONMENT));
        assertEquals(List.of("Password for bench: "), prompts);
        assertArrayEquals(new char[typed.length], typed, "the typed characters are wiped once read");
        assertEquals("", new PasswordSource(null, true, null, text -> new char[0]).read(Map.of()),
                "an empty line is an empty password");
    }

    @Test
    void theEndOfInputAtThePromptIsBadInput() {
        ConfigException e = assertThrows(ConfigException.class,
                () -> new PasswordSource(null, true, null, text -> null).read(Map.of()));
        assertEquals("--ask-password got no password: the input ended before a line was typed", e.getMessage());
    }

    @Test
    void withoutATerminalThePromptRefusesInOneSentence() {
        ConfigException e = assertThrows(ConfigException.class,
                () -> new PasswordSource(null, true, "u", PasswordPrompt.on(null)).read(ENVIRONMENT));
        assertEquals("--ask-password needs a terminal to type the password in, and there is none; use --password-file "
                + "or the IBENCH_PASSWORD environment variable instead", e.getMessage());
    }

    @Test
    void aFileAndThePromptContradictEachOther() throws IOException {
        Path file = Files.writeString(dir.resolve("pw"), "from-file\n");
        ConfigException e = assertThrows(ConfigException.class,
                () -> new PasswordSource(file, true, "u", NOT_ASKED).read(ENVIRONMENT));
        assertEquals("give either --password-file or --ask-password, not both", e.getMessage());
    }

    @Test
    void anUnreadableFileIsNamed() {
        ConfigException e = assertThrows(ConfigException.class,
                () -> new PasswordSource(dir.resolve("nope"), false, "u", NOT_ASKED).read(ENVIRONMENT));
        assertTrue(e.getMessage().equals("cannot read --password-file " + dir.resolve("nope") + ": no such file"),
                e.getMessage());
    }
}
