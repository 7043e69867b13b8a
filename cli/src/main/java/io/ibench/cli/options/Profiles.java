package io.ibench.cli.options;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.IoReason;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Benchmark profiles: sets of {@code ibench run} option values ({@link ProfileFile}), either
 * carried by the jar ({@code configs/profiles/<name>.properties}, named by {@code --profile NAME})
 * or the user's own file ({@code --profile PATH}: a value with a {@code /} or ending in
 * {@code .properties}). A profile's values go in front of the user's arguments, except for
 * options the user gives, so the command line always wins. Without {@code --profile}, a run that
 * names no server (and so gets the embedded one) uses {@value #EMBEDDED_DEFAULT}.
 */
public final class Profiles {
    /** The profile of runs that name no server. */
    static final String EMBEDDED_DEFAULT = "quick";

    private static final String FOLDER = "/io/ibench/configs/profiles/";
    private static final List<String> SUBCOMMANDS_WITH_PROFILES = List.of("run", "sweep");
    private static final List<String> SERVER_OPTIONS = List.of("--url", "--host", "--port", "--socket");
    private static final List<String> NOT_IN_PROFILES = List.of("--profile", "--help");

    private Profiles() {
    }

    /**
     * @param args the raw arguments
     * @param root the command hierarchy, to locate the subcommand's options and check the profile's option names
     * @return the arguments with the profile's options inserted after the subcommand, and where each came from
     * @throws ConfigException when an option that takes one value is given twice
     *                         ({@link GivenOptions#refuseRepeated}), or the profile does not exist, cannot be read,
     *                         or has a line that is not a known option of the command (naming the profile and the
     *                         line)
     */
    public static Expansion expand(String[] args, CommandLine root) {
        int sub = subcommandIndex(args);
        CommandLine command = sub < args.length ? root.getSubcommands().get(args[sub]) : null;
        if (command == null) {
            return new Expansion(args, Map.of());
        }
        CommandSpec spec = command.getCommandSpec();
        List<String> rest = Arrays.asList(args).subList(sub + 1, args.length);
        GivenOptions given = GivenOptions.of(spec, rest);
        given.refuseRepeated();
        if (!SUBCOMMANDS_WITH_PROFILES.contains(args[sub]) || given.has("--help") || given.has("--resume")) {
            return new Expansion(args, Map.of());
        }
        String profile = given.value("--profile");
        List<String> inserted = new ArrayList<>();
        if (profile == null && SERVER_OPTIONS.stream().noneMatch(given::has)) {
            profile = EMBEDDED_DEFAULT;
            inserted.add("--profile=" + profile);
        }
        if (profile == null) {
            return new Expansion(args, Map.of());
        }
        Map<String, String> origins = new LinkedHashMap<>();
        Map<OptionSpec, Integer> lines = new HashMap<>();
        String origin = isFile(profile) ? "profile file " + profile : "profile " + profile.toLowerCase(Locale.ROOT);
        for (ProfileFile.Setting setting
                : ProfileFile.parse(origin, read(profile) + HostProfiles.sizedLines(profile, given))) {
            String where = origin + ", line " + setting.line();
            OptionSpec option = OptionLookup.find(spec, setting.option());
            if (option == null || NOT_IN_PROFILES.contains(option.longestName())) {
                throw new ConfigException(where + ": " + setting.option() + (option == null
                        ? " is not an option of ibench " + args[sub] : " cannot be set in a profile"));
            }
            Integer first = lines.putIfAbsent(option, setting.line());
            if (first != null) {
                throw new ConfigException(where + ": " + setting.option() + " sets the same option as line " + first);
            }
            if (!given.has(option)) {
                inserted.add(setting.value().isEmpty() && option.arity().min() == 0 ? setting.option()
                        : setting.option() + "=" + setting.value());
                origins.put(option.longestName(), where);
            }
        }
        List<String> out = new ArrayList<>(Arrays.asList(args).subList(0, sub + 1));
        out.addAll(inserted);
        out.addAll(rest);
        return new Expansion(out.toArray(String[]::new), Map.copyOf(origins));
    }

    /**
     * The arguments after a profile was expanded, and which profile line set each inserted option.
     *
     * @param args    the arguments to parse
     * @param origins per option's longest name: e.g. {@code profile file /x/p.properties, line 3}
     */
    public record Expansion(String[] args, Map<String, String> origins) {
        /**
         * @param option  the option a message is about (its longest name), or null when unknown
         * @param message one sentence about a bad value
         * @return the sentence, preceded by the profile line that set the option when a profile did;
         *         without a known option, the first option the sentence names counts
         */
        public String locate(String option, String message) {
            String about = option != null ? option : firstOptionIn(message);
            String where = about == null ? null : origins.get(about);
            return where == null ? message : where + ": " + message;
        }

        private static String firstOptionIn(String message) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("--[a-z][a-z0-9-]*").matcher(message);
            return m.find() ? m.group() : null;
        }
    }

    /**
     * @param args raw arguments
     * @return the subcommand they name, e.g. {@code run}, or an empty string
     */
    public static String subcommand(String[] args) {
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

    /** A profile is a file when its name has a path separator or the .properties ending. */
    private static boolean isFile(String profile) {
        return profile.contains("/") || profile.contains(java.io.File.separator)
                || profile.toLowerCase(Locale.ROOT).endsWith(".properties");
    }

    private static String read(String profile) {
        return isFile(profile) ? readFile(profile) : readBundled(profile.toLowerCase(Locale.ROOT));
    }

    private static String readBundled(String name) {
        String unknown = "unknown --profile '" + name + "'; profiles: " + String.join(", ", names())
                + ", or a path to a .properties file";
        if (!name.matches("[a-z0-9-]+")) {
            throw new ConfigException(unknown);
        }
        try (InputStream in = Profiles.class.getResourceAsStream(FOLDER + name + ".properties")) {
            if (in == null) {
                throw new ConfigException(unknown);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read profile " + name + ": " + e.getMessage(), e);
        }
    }

    private static String readFile(String profile) {
        Path file;
        try {
            file = Path.of(profile);
        } catch (InvalidPathException e) {
            throw new ConfigException("--profile " + profile + " is not a valid path");
        }
        if (Files.isDirectory(file)) {
            throw new ConfigException("--profile " + profile + " is a folder; name a profile's .properties file");
        }
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            throw new ConfigException("profile file " + profile + " is not UTF-8 text");
        } catch (IOException e) {
            throw new ConfigException("cannot read --profile " + profile + ": " + IoReason.of(e));
        }
    }
}
