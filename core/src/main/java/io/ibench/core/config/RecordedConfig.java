package io.ibench.core.config;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads back the effective configuration a run recorded ({@link RunConfig#describe()}), so that
 * {@code ibench run --resume} continues with exactly the same settings and seeds: every setting of
 * {@link Settings} and of the adapters is read back by its key. The password was never recorded: it comes from the
 * resuming command's own password source. A setting with a default that the record does not hold at all
 * (a setting added after the run was written) takes today's default; {@link #withAssumedDefaults} records which.
 */
public final class RecordedConfig {
    /**
     * The key under which a resumed run's configuration lists the settings its record did not hold and that took
     * today's defaults.
     */
    public static final String ASSUMED_DEFAULTS = "assumedDefaults";

    private final Map<String, Object> values;
    private final String source;

    private RecordedConfig(Map<String, Object> values, String source) {
        this.values = values;
        this.source = source;
    }

    /**
     * @param described the {@code config} object of a {@code result.json}
     * @param source    where it came from, for messages, e.g. the file's path
     * @param password  the password to connect with, or null
     * @param adapterSettings the settings every adapter on the class path declares ({@code Adapters.settings()}):
     *                  the run's adapter is chosen from the restored configuration, so all of them are read back
     * @return a builder holding the recorded configuration
     * @throws ConfigException naming the file and the setting that is missing or malformed
     */
    public static RunConfig.Builder restore(Map<String, Object> described, String source, String password,
                                            List<Setting<?>> adapterSettings) {
        if (described == null) {
            throw new ConfigException(source + " records no configuration, so the run cannot be resumed");
        }
        return new RecordedConfig(described, source).builder(password, adapterSettings);
    }

    private RunConfig.Builder builder(String password, List<Setting<?>> adapterSettings) {
        RunConfig.Builder builder = RunConfig.builder(adapterSettings);
        for (Setting<?> setting : Settings.withAdapters(adapterSettings)) {
            restoreInto(builder, setting);
        }
        return builder.connection(builder.get(Settings.CONNECTION).withPassword(password));
    }

    private <T> void restoreInto(RunConfig.Builder builder, Setting<T> setting) {
        if (!setting.optional()) {
            if (!values.containsKey(setting.key())) {
                return; // recorded before the setting existed: the builder's default stands
            }
            required(setting.key());
        } else if (values.get(setting.key()) == null) {
            builder.set(setting, null);
            return;
        }
        builder.set(setting, setting.restore(this));
    }

    private ConfigException bad(String key, String expected) {
        return new ConfigException(source + ": the recorded setting '" + key + "' " + expected);
    }

    /**
     * @param described the {@code config} object of a {@code result.json}
     * @param restored  the configuration {@link #restore} built from it
     * @return the recorded configuration with every setting it lacked added with the value {@code restored} took,
     *         and those settings' keys under {@link #ASSUMED_DEFAULTS}; the same map when it lacked none
     */
    public static Map<String, Object> withAssumedDefaults(Map<String, Object> described, RunConfig restored) {
        Map<String, Object> today = restored.describe();
        List<String> assumed = new ArrayList<>();
        Map<String, Object> completed = new LinkedHashMap<>(described);
        for (Setting<?> setting : restored.settings()) {
            if (!setting.optional() && !described.containsKey(setting.key())) {
                assumed.add(setting.key());
                completed.put(setting.key(), today.get(setting.key()));
            }
        }
        if (assumed.isEmpty()) {
            return described;
        }
        completed.put(ASSUMED_DEFAULTS, List.copyOf(assumed));
        return completed;
    }

    /**
     * The settings a run used, for comparing runs and sweeps: files written before {@link RunConfig#PLANNED} existed
     * recorded the derived {@code rowsPerPartition} as a setting; later ones record it under {@code planned}.
     *
     * @param described the {@code config} object of a {@code result.json}, or {@link RunConfig#describe()}; or null
     * @return the same with each value under {@link RunConfig#PLANNED} in the place of the setting of its key, and
     *     without {@code planned}; the same map when it has none; null for null
     */
    public static Map<String, Object> effective(Map<String, Object> described) {
        if (described == null || !(described.get(RunConfig.PLANNED) instanceof Map<?, ?> planned)) {
            return described;
        }
        Map<String, Object> out = new LinkedHashMap<>(described);
        out.remove(RunConfig.PLANNED);
        planned.forEach((key, value) -> out.put(String.valueOf(key), value));
        return out;
    }

    /** @return the recorded value of {@code key} as JSON read it, or null */
    Object raw(String key) {
        return values.get(key);
    }

    private Object required(String key) {
        Object value = values.get(key);
        if (value == null) {
            throw bad(key, "is missing");
        }
        return value;
    }

    RecordedConfig nested(String key) {
        if (!(required(key) instanceof Map<?, ?> map)) {
            throw bad(key, "must be an object");
        }
        Map<String, Object> copy = new LinkedHashMap<>();
        map.forEach((k, v) -> copy.put(String.valueOf(k), v));
        return new RecordedConfig(copy, source + " (" + key + ")");
    }

    String text(String key) {
        if (!(required(key) instanceof String text)) {
            throw bad(key, "must be text");
        }
        return text;
    }

    String optionalText(String key) {
        return values.get(key) == null ? null : text(key);
    }

    boolean bool(String key) {
        if (!(required(key) instanceof Boolean flag)) {
            throw bad(key, "must be true or false");
        }
        return flag;
    }

    long number(String key) {
        if (!(required(key) instanceof Number n) || n instanceof Double || n instanceof Float) {
            throw bad(key, "must be a whole number");
        }
        return n.longValue();
    }

    int integer(String key) {
        long n = number(key);
        if (n != (int) n) {
            throw bad(key, "must be a whole number below 2^31");
        }
        return (int) n;
    }

    Integer optionalInt(String key) {
        return values.get(key) == null ? null : integer(key);
    }

    double decimal(String key) {
        if (!(required(key) instanceof Number n)) {
            throw bad(key, "must be a number");
        }
        return n.doubleValue();
    }

    List<String> textList(String key) {
        if (!(required(key) instanceof List<?> list) || list.stream().anyMatch(v -> !(v instanceof String))) {
            throw bad(key, "must be a list of step names");
        }
        return list.stream().map(String.class::cast).toList();
    }

    Map<String, Integer> counts(String key) {
        RecordedConfig map = nested(key);
        Map<String, Integer> out = new LinkedHashMap<>();
        for (String step : map.values.keySet()) {
            out.put(step, map.integer(step));
        }
        return out;
    }
}
