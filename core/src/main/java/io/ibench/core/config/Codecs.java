package io.ibench.core.config;

import io.ibench.core.lang.UrlRedaction;
import io.ibench.core.workload.DataDomain;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;

/** The value kinds of the {@link Settings}: how each is parsed, shown, recorded and restored. */
final class Codecs {
    /** A whole number below 2^31. */
    static final Codec<Integer> INT = new Whole<>("an int", Integer::valueOf, RecordedConfig::integer);
    /** A whole number below 2^63. */
    static final Codec<Long> LONG = new Whole<>("a long", Long::valueOf, RecordedConfig::number);
    /** A row count: digits, {@code _} as separator, or a suffix k, m, g (200k, 10m). */
    static final Codec<Long> COUNT = new Count();
    /** true or false; on the command line a flag, shown as on or off. */
    static final Codec<Boolean> FLAG = new Flag();
    /** Text. */
    static final Codec<String> TEXT = new Text<>(Function.identity(), Function.identity());
    /** A path. */
    static final Codec<Path> PATH = new Text<>(Path::of, Path::toString);
    /** Seconds or {@code auto}, null standing for auto. */
    static final Codec<Integer> SECONDS_OR_AUTO = new SecondsOrAuto();
    /** A duration held in milliseconds and written in seconds, e.g. 0.5. */
    static final Codec<Integer> MILLIS_AS_SECONDS = new MillisAsSeconds();
    /** A fraction written as one (0.01) or as a percentage (1%). */
    static final Codec<Double> RATE = new Rate();
    /** Step names in order. */
    static final Codec<List<String>> STEP_NAMES = new Compound<>() {
        @Override
        public Object record(List<String> value) {
            return value;
        }

        @Override
        public List<String> restore(RecordedConfig recorded, String key) {
            return recorded.textList(key);
        }
    };
    /** Rows per commit by step name. */
    static final Codec<Map<String, Integer>> COUNTS_BY_STEP = new Compound<>() {
        @Override
        public Object record(Map<String, Integer> value) {
            return new TreeMap<>(value);
        }

        @Override
        public Map<String, Integer> restore(RecordedConfig recorded, String key) {
            return recorded.counts(key);
        }
    };
    /** How to reach the server; the password is neither recorded nor restored. */
    static final Codec<ConnectionOptions> CONNECTION = new Compound<>() {
        @Override
        public Object record(ConnectionOptions value) {
            return value.describe();
        }

        @Override
        public ConnectionOptions restore(RecordedConfig recorded, String key) {
            RecordedConfig c = recorded.nested(key);
            String url = c.optionalText("url");
            // The recorded URL had its secrets redacted; they are left out, and the resuming command's password used.
            return new ConnectionOptions(url == null ? null : UrlRedaction.withoutSecrets(url), c.optionalText("host"),
                    c.optionalInt("port"), c.optionalText("socket"), c.optionalText("user"), null,
                    c.optionalText("database"));
        }
    };
    /** Value domains of rows and queries, recorded as an object of their fields. */
    static final Codec<DataDomain> DOMAIN = new Compound<>() {
        @Override
        public Object record(DataDomain value) {
            return value;
        }

        @Override
        public DataDomain restore(RecordedConfig recorded, String key) {
            RecordedConfig d = recorded.nested(key);
            return ConfigException.reported(() -> new DataDomain(d.integer("cashregisters"), d.integer("products"),
                    d.integer("customers"), d.integer("maxPrice"), d.integer("dataLengthMin"),
                    d.integer("dataLengthMax"), d.integer("dataRandomPct"), d.integer("rowsPerQuery")));
        }
    };

    private Codecs() {
    }

    /**
     * @param type the enum; its constants are written as {@link EnumOption#value}
     * @param <E>  the enum type
     * @return the codec of its option values
     */
    static <E extends Enum<E>> Codec<E> choice(Class<E> type) {
        return new Text<>(null, EnumOption::value) {
            @Override
            public E parse(String option, String text) {
                return EnumOption.parse(type, option, text);
            }

            @Override
            public E restore(RecordedConfig recorded, String key) {
                return EnumOption.parse(type, key, recorded.text(key));
            }
        };
    }

    private static ConfigException invalid(String option, String text, String expected) {
        return new ConfigException("Invalid value for option '" + option + "': '" + text + "' is not " + expected);
    }

    /** Values a result records as they are: numbers and booleans, read back by {@code reader}. */
    private abstract static class Plain<T> implements Codec<T> {
        private final BiFunction<RecordedConfig, String, T> reader;

        Plain(BiFunction<RecordedConfig, String, T> reader) {
            this.reader = reader;
        }

        @Override
        public Object record(T value) {
            return value;
        }

        @Override
        public T restore(RecordedConfig recorded, String key) {
            return reader.apply(recorded, key);
        }
    }

    /** Settings of several options, set through their own options rather than from one text. */
    private abstract static class Compound<T> implements Codec<T> {
        @Override
        public T parse(String option, String text) {
            throw new UnsupportedOperationException(option + " is read by its own options");
        }

        @Override
        public String format(T value) {
            return String.valueOf(value);
        }
    }

    private static final class Whole<T extends Number> extends Plain<T> {
        private final String expected;
        private final Function<String, T> parser;

        Whole(String expected, Function<String, T> parser, BiFunction<RecordedConfig, String, T> reader) {
            super(reader);
            this.expected = expected;
            this.parser = parser;
        }

        @Override
        public T parse(String option, String text) {
            try {
                return parser.apply(text.strip());
            } catch (NumberFormatException e) {
                throw invalid(option, text, expected);
            }
        }

        @Override
        public String format(T value) {
            return String.valueOf(value);
        }
    }

    private static final class Count extends Plain<Long> {
        Count() {
            super(RecordedConfig::number);
        }

        private static final String[] SUFFIXES = {"g", "m", "k"};
        private static final long[] MULTIPLIERS = {1_000_000_000L, 1_000_000L, 1_000L};

        @Override
        public Long parse(String option, String text) {
            String v = text.strip().toLowerCase(Locale.ROOT).replace("_", "");
            long multiplier = 1;
            for (int i = 0; i < SUFFIXES.length; i++) {
                if (v.endsWith(SUFFIXES[i])) {
                    multiplier = MULTIPLIERS[i];
                    v = v.substring(0, v.length() - 1);
                    break;
                }
            }
            try {
                return Math.multiplyExact(Long.parseLong(v), multiplier);
            } catch (NumberFormatException | ArithmeticException e) {
                throw invalid(option, text, "a row count (e.g. 200000, 200k, 10m)");
            }
        }

        @Override
        public String format(Long value) {
            for (int i = 0; i < SUFFIXES.length; i++) {
                if (value != 0 && value % MULTIPLIERS[i] == 0) {
                    return value / MULTIPLIERS[i] + SUFFIXES[i];
                }
            }
            return String.valueOf(value);
        }

        @Override
        public String show(Long value) {
            return String.valueOf(value);
        }
    }

    private static final class Flag extends Plain<Boolean> {
        Flag() {
            super(RecordedConfig::bool);
        }

        @Override
        public Boolean parse(String option, String text) {
            String v = text.strip().toLowerCase(Locale.ROOT);
            if (!v.equals("true") && !v.equals("false")) {
                throw invalid(option, text, "true or false");
            }
            return Boolean.valueOf(v);
        }

        @Override
        public String format(Boolean value) {
            return value ? "on" : "off";
        }
    }

    private static class Text<T> implements Codec<T> {
        private final Function<String, T> reader;
        private final Function<T, String> writer;

        Text(Function<String, T> reader, Function<T, String> writer) {
            this.reader = reader;
            this.writer = writer;
        }

        @Override
        public T parse(String option, String text) {
            return reader.apply(text);
        }

        @Override
        public String format(T value) {
            return writer.apply(value);
        }

        @Override
        public Object record(T value) {
            return value == null ? null : writer.apply(value);
        }

        @Override
        public T restore(RecordedConfig recorded, String key) {
            String text = recorded.optionalText(key);
            return text == null ? null : reader.apply(text);
        }
    }

    private static final class SecondsOrAuto implements Codec<Integer> {
        private static final String AUTO = "auto";

        @Override
        public Integer parse(String option, String text) {
            if (text.strip().equalsIgnoreCase(AUTO)) {
                return null;
            }
            try {
                return Integer.valueOf(text.strip());
            } catch (NumberFormatException e) {
                throw new ConfigException(option + " must be a whole number of seconds or '" + AUTO
                        + "' (got '" + text + "')");
            }
        }

        @Override
        public String format(Integer value) {
            return value == null ? AUTO : value.toString();
        }

        @Override
        public Object record(Integer value) {
            return value == null ? AUTO : value;
        }

        @Override
        public Integer restore(RecordedConfig recorded, String key) {
            return AUTO.equals(recorded.raw(key)) ? null : recorded.integer(key);
        }
    }

    private static final class MillisAsSeconds extends Plain<Integer> {
        MillisAsSeconds() {
            super(RecordedConfig::integer);
        }

        @Override
        public Integer parse(String option, String text) {
            try {
                double millis = Math.rint(Double.parseDouble(text.strip()) * 1000);
                return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, millis));
            } catch (NumberFormatException e) {
                throw invalid(option, text, "a number of seconds");
            }
        }

        @Override
        public String format(Integer value) {
            return BigDecimal.valueOf(value).movePointLeft(3).stripTrailingZeros().toPlainString();
        }

        @Override
        public String show(Integer value) {
            return Double.toString(value / 1000.0);
        }
    }

    private static final class Rate extends Plain<Double> {
        Rate() {
            super(RecordedConfig::decimal);
        }

        @Override
        public Double parse(String option, String text) {
            String v = text.strip();
            boolean percent = v.endsWith("%");
            try {
                double number = Double.parseDouble(percent ? v.substring(0, v.length() - 1).strip() : v);
                return percent ? number / 100 : number;
            } catch (NumberFormatException e) {
                throw new ConfigException(option + " must be a fraction such as 0.01 or a percentage such as 1% (got '"
                        + text + "')");
            }
        }

        @Override
        public String format(Double value) {
            return BigDecimal.valueOf(value).movePointRight(2).stripTrailingZeros().toPlainString() + "%";
        }

        @Override
        public String show(Double value) {
            return Double.toString(value);
        }
    }
}
