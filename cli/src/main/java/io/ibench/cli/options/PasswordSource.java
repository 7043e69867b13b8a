package io.ibench.cli.options;

import io.ibench.core.config.ConfigException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;

/**
 * Where the password comes from: the first line of {@code --password-file}, or typed at the
 * prompt of {@code --ask-password} (one of the two, not both); without either, the
 * {@value #VARIABLE} environment variable; without that, no password.
 *
 * @param file      {@code --password-file}, or null
 * @param ask       {@code --ask-password}
 * @param user      {@code --user}, or null, for the prompt
 * @param prompt    how to ask when {@code ask} is set
 */
public record PasswordSource(Path file, boolean ask, String user, PasswordPrompt prompt) {
    /** The environment variable a password may come from. */
    static final String VARIABLE = "IBENCH_PASSWORD";

    /**
     * @param environment the process environment
     * @return the password, or null for none
     * @throws ConfigException when both options are given, the file cannot be read, or the prompt cannot be answered
     */
    public String read(Map<String, String> environment) {
        if (file != null && ask) {
            throw new ConfigException("give either --password-file or --ask-password, not both");
        }
        if (file != null) {
            return fromFile();
        }
        if (ask) {
            return typed();
        }
        return environment.get(VARIABLE);
    }

    private String fromFile() {
        try {
            return Files.readString(file, StandardCharsets.UTF_8).lines().findFirst().orElse("");
        } catch (IOException e) {
            String reason = e instanceof NoSuchFileException ? "no such file" : e.getMessage();
            throw new ConfigException("cannot read --password-file " + file + ": " + reason);
        }
    }

    private String typed() {
        char[] chars = prompt.ask("Password" + (user == null ? "" : " for " + user) + ": ");
        if (chars == null) {
            throw new ConfigException("--ask-password got no password: the input ended before a line was typed");
        }
        String password = new String(chars);
        Arrays.fill(chars, '\0');
        return password;
    }
}
