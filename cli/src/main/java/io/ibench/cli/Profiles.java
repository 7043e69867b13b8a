package io.ibench.cli;

import io.ibench.core.config.ConfigException;
import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;

/**
 * Benchmark profiles: named sets of {@code ibench run} option values, stored as properties in
 * the configs module ({@code configs/profiles/<name>.properties}). A profile's values go in
 * front of the user's arguments, except for options the user gives, so the command line always
 * wins. Without {@code --profile}, a run that names no server (and so gets the embedded one)
 * uses {@value #EMBEDDED_DEFAULT}.
 */
final class Profiles {
    /** The profile of runs that name no server. */
    static final String EMBEDDED_DEFAULT = "quick";

    private static final String FOLDER = "/io/ibench/configs/profiles/";
    private static final List<String> SUBCOMMANDS_WITH_PROFILES = List.of("run");
    private static final List<String> SERVER_OPTIONS = List.of("--url", "--host", "--port", "--socket");

    private Profiles() {
    }

    /**
     * @param args the raw arguments
     * @param root the parsed command hierarchy, to check the profile's option names
     * @return the arguments with the profile's options inserted after the subcommand
     * @throws ConfigException when the profile does not exist or names an unknown option
     */
    static String[] expand(String[] args, CommandLine root) {
        int sub = subcommandIndex(args);
        if (sub >= args.length || !SUBCOMMANDS_WITH_PROFILES.contains(args[sub])) {
            return args;
        }
        List<String> rest = Arrays.asList(args).subList(sub + 1, args.length);
        if (rest.contains("--help") || rest.contains("-h") || given(rest, "--resume")) {
            return args;
        }
        String profile = lastValue(rest, "--profile");
        List<String> inserted = new ArrayList<>();
        if (profile == null && SERVER_OPTIONS.stream().noneMatch(o -> given(rest, o))) {
            profile = EMBEDDED_DEFAULT;
            inserted.add("--profile=" + profile);
        }
        if (profile == null) {
            return args;
        }
        profile = profile.toLowerCase(java.util.Locale.ROOT);
        CommandLine.Model.CommandSpec spec = root.getSubcommands().get(args[sub]).getCommandSpec();
        Properties values = load(profile);
        for (String key : new TreeSet<>(values.stringPropertyNames())) {
            String option = "--" + key;
            if (spec.findOption(option) == null) {
                throw new ConfigException("profile " + profile + " sets " + option + ", which is not an option of ibench "
                        + args[sub]);
            }
            if (!given(rest, option)) {
                inserted.add(option + "=" + values.getProperty(key).strip());
            }
        }
        List<String> out = new ArrayList<>(Arrays.asList(args).subList(0, sub + 1));
        out.addAll(inserted);
        out.addAll(rest);
        return out.toArray(String[]::new);
    }

    /**
     * @param args raw arguments
     * @return the subcommand they name, e.g. {@code run}, or an empty string
     */
    static String subcommand(String[] args) {
        int sub = subcommandIndex(args);
        return sub < args.length ? args[sub] : "";
    }

    private static int subcommandIndex(String[] args) {
        int sub = 0;
        while (sub < args.length && args[sub].startsWith("-")) {
            sub++;
        }
        return sub;
    }

    /** @return the names of the profiles the jar carries */
    static List<String> names() {
        try (InputStream in = Profiles.class.getResourceAsStream(FOLDER + "profiles.list")) {
            if (in == null) {
                return List.of();
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(l -> !l.isEmpty()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Properties load(String profile) {
        if (!profile.matches("[a-z0-9-]+")) {
            throw new ConfigException("unknown --profile '" + profile + "'; profiles: " + String.join(", ", names()));
        }
        try (InputStream in = Profiles.class.getResourceAsStream(FOLDER + profile + ".properties")) {
            if (in == null) {
                throw new ConfigException("unknown --profile '" + profile + "'; profiles: " + String.join(", ", names()));
            }
            Properties p = new Properties();
            p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read profile " + profile + ": " + e.getMessage(), e);
        }
    }

    private static boolean given(List<String> args, String option) {
        return args.stream().anyMatch(a -> a.equals(option) || a.startsWith(option + "="));
    }

    private static String lastValue(List<String> args, String option) {
        String value = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals(option) && i + 1 < args.size()) {
                value = args.get(i + 1);
            } else if (a.startsWith(option + "=")) {
                value = a.substring(option.length() + 1);
            }
        }
        return value;
    }
}
