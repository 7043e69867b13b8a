package io.ibench.core.server;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.ConfigSyntax;
import io.ibench.core.spi.ServerControl;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the server controls of local processes share: their config syntax, finding programs and reading versions. */
public abstract class LocalServerControl implements ServerControl {
    private final ConfigSyntax syntax;
    private final Adapter adapter;

    /**
     * @param syntax  the DBMS's config syntax
     * @param adapter the adapter, to reach a started server
     */
    protected LocalServerControl(ConfigSyntax syntax, Adapter adapter) {
        this.syntax = syntax;
        this.adapter = adapter;
    }

    /**
     * @param options options that reach a started server
     * @return the target that tells whether it accepts connections, see {@link Adapter#serverTarget}
     */
    protected final ConnectionTarget serverTarget(ConnectionOptions options) {
        return adapter.serverTarget(options);
    }

    /**
     * The one check of the admin password a control gives a server: an empty one would let the admin user in over
     * TCP without a password (the sweep refuses such a {@code --password-file} before, in one sentence).
     *
     * @param password the password given to {@link #initialize} or {@link #start}, or null for none
     * @return the password
     * @throws IllegalArgumentException when it is empty or holds a line break
     */
    protected static String adminPassword(String password) {
        if (password != null && (password.isEmpty() || password.contains("\n") || password.contains("\r"))) {
            throw new IllegalArgumentException("a server's admin password must not be empty or hold a line break; "
                    + "give null for a server on its socket only");
        }
        return password;
    }

    @Override
    public final ConfigSyntax configSyntax() {
        return syntax;
    }

    /**
     * @param basedir the base directory
     * @param folders sub-folders to look in, {@code ""} for the base directory itself
     * @param names   program names, in order of preference
     * @return the first program found
     * @throws ConfigException naming {@code --basedir} and where it looked when there is none
     */
    protected static Path program(Path basedir, List<String> folders, List<String> names) {
        return Programs.find(basedir, folders, names).orElseThrow(() -> new ConfigException("--basedir " + basedir
                + " holds no " + String.join(" or ", names) + " program (looked in "
                + String.join(", ", folders.stream().map(f -> f.isEmpty() ? "the folder itself" : f + "/").toList())
                + ")"));
    }

    /**
     * @param program a program that prints its version
     * @param args    its arguments, e.g. {@code --version}
     * @param pattern what the version looks like in its output
     * @return the match
     * @throws ConfigException naming {@code --basedir} when the output has no version
     */
    protected static Matcher version(Path program, List<String> args, Pattern pattern) {
        List<String> command = new ArrayList<>(List.of(program.toString()));
        command.addAll(args);
        String text = Programs.output(command);
        Matcher m = pattern.matcher(text);
        if (!m.find()) {
            throw new ConfigException("--basedir: cannot read a version from '" + text.strip() + "' (" + program + " "
                    + String.join(" ", args) + ")");
        }
        return m;
    }
}
