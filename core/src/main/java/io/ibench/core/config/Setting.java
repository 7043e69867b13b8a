package io.ibench.core.config;

import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The one declaration of a run setting: its key in {@link RunConfig#describe()} and a result's
 * {@code config} section, its command-line option, default, accepted range, unit and help. The
 * declaration drives {@link RunConfig.Builder}'s defaults and validation, {@link RunConfig#describe()},
 * {@link RecordedConfig#restore} and the command line's options, defaults and help; the
 * catalogue is {@link Settings}.
 *
 * @param <T> the value type
 */
public final class Setting<T> {
    /** Where the command line shows a setting's option in its help; {@link #NONE} when it has no option of its own. */
    public enum Section {
        /** How to reach the server. */
        SERVER,
        /** What the benchmark does. */
        WORKLOAD,
        /** Where and how results are written. */
        OUTPUT,
        /** How errors are met. */
        ERRORS,
        /** Set by several options of its own, or by ibench itself. */
        NONE
    }

    private final String key;
    private final Codec<T> codec;
    private final String option;
    private final String paramLabel;
    private final Section section;
    private final T defaultValue;
    private final Function<RunConfig.Builder, T> derived;
    private final String derivedText;
    private final String unsetText;
    private final Range<?> range;
    private final Predicate<T> rule;
    private final String ruleText;
    private final String unit;
    private final String help;
    private final boolean recordedWhenUnset;

    private Setting(Declaration<T> d) {
        this.key = d.key;
        this.codec = d.codec;
        this.option = d.option;
        this.paramLabel = d.paramLabel;
        this.section = d.section;
        this.defaultValue = d.defaultValue;
        this.derived = d.derived;
        this.derivedText = d.derivedText;
        this.unsetText = d.unsetText;
        this.range = d.range;
        this.rule = d.rule;
        this.ruleText = d.ruleText;
        this.unit = d.unit;
        this.help = d.help;
        this.recordedWhenUnset = d.recordedWhenUnset;
    }

    /**
     * @param key   the key in {@link RunConfig#describe()}, e.g. {@code resyncGetMin}
     * @param codec how values are written and read
     * @param <T>   the value type
     * @return a declaration to complete
     */
    static <T> Declaration<T> declare(String key, Codec<T> codec) {
        return new Declaration<>(key, codec);
    }

    /**
     * Declares a true/false setting, a flag on the command line, the kind of setting an adapter declares for its
     * DBMS alone ({@code Adapter.settings()}).
     *
     * @param key the key in {@link RunConfig#describe()}, e.g. {@code bulkLoad}
     * @return a declaration to complete
     */
    public static Declaration<Boolean> flag(String key) {
        return declare(key, Codecs.FLAG);
    }

    /**
     * @return the key in {@link RunConfig#describe()} and a result's {@code config} section, e.g. {@code resyncGetMin}
     */
    public String key() {
        return key;
    }

    /** @return the command-line option, e.g. {@code --resync-get-min}, or null for a setting ibench sets itself */
    public String option() {
        return option;
    }

    /** @return the placeholder of the option's value in the help, e.g. {@code ROUNDS}; empty for a flag */
    public String paramLabel() {
        return paramLabel;
    }

    /** @return where the help shows the option */
    public Section section() {
        return section;
    }

    /** @return true for a true/false setting, a flag on the command line */
    public boolean isFlag() {
        return codec == Codecs.FLAG;
    }

    /** @return the default value, or null when the setting has none or derives it from others */
    public T defaultValue() {
        return defaultValue;
    }

    /** @return true when the value may stay unset (null): no default and nothing to derive it from */
    public boolean optional() {
        return defaultValue == null && derived == null;
    }

    /** @return the unit of the value as the option takes it, e.g. {@code seconds}; empty when it has none */
    public String unit() {
        return unit;
    }

    /**
     * @return the default as the option takes it, e.g. {@code 10m}, how it is derived, or what leaving it unset means
     */
    public String defaultText() {
        return derived != null ? derivedText : defaultValue == null ? unsetText : codec.format(defaultValue);
    }

    /**
     * @return the accepted values as the option takes them, e.g. {@code 1..4096}, or empty
     *     when any value of the kind is
     */
    public String rangeText() {
        return range == null ? "" : format(range.min()) + ".." + format(range.max());
    }

    /** @return the help text of the option: its range and default filled in */
    public String help() {
        return help.replace("{range}", rangeText()).replace("{default}", defaultText());
    }

    /**
     * @param text what the user gave for {@link #option()}
     * @return the value
     * @throws ConfigException naming the option when the text is not a value of this kind
     */
    public T parse(String text) {
        return codec.parse(name(), text);
    }

    /**
     * @param value a value, or null
     * @throws ConfigException naming the option and the value when it is out of range or malformed
     */
    public void check(T value) {
        if (value == null) {
            return;
        }
        if (range != null && !inRange(value)) {
            String between = range.text() != null ? range.text() : show(range.min()) + " and " + show(range.max());
            throw new ConfigException(name() + " must be between " + between + " (got " + codec.show(value) + ")");
        }
        if (rule != null && !rule.test(value)) {
            throw new ConfigException(name() + " must be " + ruleText + " (got '" + codec.format(value) + "')");
        }
    }

    /** @return false when {@link RunConfig#describe()} leaves the setting out while it is unset (null) */
    boolean recordedWhenUnset() {
        return recordedWhenUnset;
    }

    /** @return the value as {@link RunConfig#describe()} records it */
    Object record(T value) {
        return codec.record(value);
    }

    /** @return the value a result recorded; see {@link Codec#restore} */
    T restore(RecordedConfig recorded) {
        return codec.restore(recorded, key);
    }

    /** @return the value a builder holds for this setting when none was given, or null */
    T fallback(RunConfig.Builder builder) {
        return derived != null ? derived.apply(builder) : defaultValue;
    }

    @Override
    public String toString() {
        return name();
    }

    private String name() {
        return option != null ? option : key;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private boolean inRange(T value) {
        return ((Range) range).contains((Comparable) value);
    }

    @SuppressWarnings("unchecked")
    private String format(Object bound) {
        return codec.format((T) bound);
    }

    @SuppressWarnings("unchecked")
    private String show(Object bound) {
        return codec.show((T) bound);
    }

    /**
     * Collects a setting's declaration; {@link Settings} and the adapters hold the results. Not thread safe.
     *
     * @param <T> the value type
     */
    public static final class Declaration<T> {
        private final String key;
        private final Codec<T> codec;
        private String option;
        private String paramLabel = "";
        private Section section = Section.NONE;
        private T defaultValue;
        private Function<RunConfig.Builder, T> derived;
        private String derivedText;
        private String unsetText = "none";
        private Range<?> range;
        private Predicate<T> rule;
        private String ruleText;
        private String unit = "";
        private String help = "";
        private boolean recordedWhenUnset = true;

        private Declaration(String key, Codec<T> codec) {
            this.key = key;
            this.codec = codec;
        }

        /**
         * @param name  the command-line option, e.g. {@code --bulk-load}
         * @param label the placeholder of its value in the help; empty for a flag
         * @param where the help section that shows it
         * @return this
         */
        public Declaration<T> option(String name, String label, Section where) {
            this.option = name;
            this.paramLabel = label;
            this.section = where;
            return this;
        }

        /** @param value the value when none is given @return this */
        public Declaration<T> defaultValue(T value) {
            this.defaultValue = value;
            return this;
        }

        Declaration<T> derived(Function<RunConfig.Builder, T> from, String text) {
            this.derived = from;
            this.derivedText = text;
            return this;
        }

        Declaration<T> unset(String meaning) {
            this.unsetText = meaning;
            return this;
        }

        <C extends Comparable<? super C>> Declaration<T> range(C min, C max) {
            return range(min, max, null);
        }

        <C extends Comparable<? super C>> Declaration<T> range(C min, C max, String text) {
            this.range = new Range<>(min, max, text);
            return this;
        }

        Declaration<T> rule(Predicate<T> test, String mustBe) {
            this.rule = test;
            this.ruleText = mustBe;
            return this;
        }

        Declaration<T> unit(String value) {
            this.unit = value;
            return this;
        }

        /** @param text the option's help, with {@code {range}} and {@code {default}} to be filled in @return this */
        public Declaration<T> help(String text) {
            this.help = Objects.requireNonNull(text);
            return this;
        }

        Declaration<T> omittedWhenUnset() {
            this.recordedWhenUnset = false;
            return this;
        }

        /** @return the declared setting */
        public Setting<T> done() {
            return new Setting<>(this);
        }
    }
}
