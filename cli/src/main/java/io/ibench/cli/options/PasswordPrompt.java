package io.ibench.cli.options;

import io.ibench.core.config.ConfigException;

import java.io.Console;

/** Asks the person at the terminal for a password, without echo ({@code --ask-password}). */
@FunctionalInterface
interface PasswordPrompt {

    /**
     * @param prompt the text shown before the input, e.g. {@code Password for root: }
     * @return the characters typed, or null when the input ended before a line was entered
     * @throws ConfigException when there is no terminal to ask
     */
    char[] ask(String prompt);

    /**
     * @param console the process's console ({@link System#console()}), or null when it has none
     * @return a prompt on that console, refusing with one sentence when there is none
     */
    static PasswordPrompt on(Console console) {
        return prompt -> {
            if (console == null) {
                throw new ConfigException("--ask-password needs a terminal to type the password in, and there is none; "
                        + "use --password-file or the " + PasswordSource.VARIABLE + " environment variable instead");
            }
            return console.readPassword("%s", prompt);
        };
    }
}
