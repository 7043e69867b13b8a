package io.ibench.core.config;

import io.ibench.core.plan.StepKind;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Storage-engine choices that a dialect turns into DDL and session settings.
 *
 * @param engine          storage engine name for DBMS that have engines (e.g. {@code innodb},
 *                        {@code rocksdb}), or null for the adapter's default
 * @param tableOptions    text appended to CREATE TABLE as is (the reference's {@code --engine_options},
 *                        e.g. {@code using orioledb} on Postgres), or empty
 * @param adapterSettings the values of the settings the adapters declare for their DBMS alone
 *                        ({@code Adapter.settings()}, e.g. MyRocks's bulk load), by setting; a setting
 *                        missing here has its default ({@link #get})
 * @param step            the kind of step these options are for ({@link #forStep}), or null for the run as a whole
 */
public record EngineOptions(String engine, String tableOptions, Map<Setting<?>, Object> adapterSettings,
                            StepKind step) {

    /** The adapter's default engine, no table options, every adapter setting at its default. */
    public static final EngineOptions DEFAULT = new EngineOptions(Settings.ENGINE.defaultValue(),
            Settings.ENGINE_OPTIONS.defaultValue());

    /** The most characters of table options. */
    static final int MAX_TABLE_OPTIONS = 1000;
    private static final Pattern QUOTED = Pattern.compile("'[^']*'|\"[^\"]*\"");
    private static final Pattern STATEMENT_END_OR_COMMENT = Pattern.compile(";|--|#|/\\*|\\*/|['\"]");

    public EngineOptions {
        tableOptions = tableOptions == null ? "" : tableOptions.strip();
        Settings.ENGINE.check(engine);
        adapterSettings = Map.copyOf(adapterSettings);
    }

    /**
     * @param engine       storage engine name, or null for the adapter's default
     * @param tableOptions text appended to CREATE TABLE, or null for none
     */
    public EngineOptions(String engine, String tableOptions) {
        this(engine, tableOptions, Map.of(), null);
    }

    /**
     * @param setting a setting an adapter declares
     * @param value   its value
     * @param <T>     its value type
     * @return these options with that value
     */
    public <T> EngineOptions with(Setting<T> setting, T value) {
        Map<Setting<?>, Object> values = new HashMap<>(adapterSettings);
        values.put(setting, Objects.requireNonNull(value, setting.key()));
        return new EngineOptions(engine, tableOptions, values, step);
    }

    /**
     * @param setting a setting an adapter declares
     * @param <T>     its value type
     * @return its value in these options, else its default
     */
    @SuppressWarnings("unchecked")
    public <T> T get(Setting<T> setting) {
        Object value = adapterSettings.get(setting);
        return value != null ? (T) value : setting.defaultValue();
    }

    /**
     * @param tableOptions text for the end of CREATE TABLE
     * @return whether it stays inside that statement: at most {@value #MAX_TABLE_OPTIONS} characters, no backslash
     *         or control character, and outside quotes no statement end, no comment and no unclosed quote; so that
     *         options recorded in a result ({@code --resume}) can add no statement (pgjdbc runs every statement of
     *         a text)
     */
    static boolean oneClause(String tableOptions) {
        if (tableOptions.length() > MAX_TABLE_OPTIONS
                || tableOptions.chars().anyMatch(c -> c == '\\' || Character.isISOControl(c))) {
            return false;
        }
        return !STATEMENT_END_OR_COMMENT.matcher(QUOTED.matcher(tableOptions).replaceAll("")).find();
    }

    /**
     * @param kind what the step does
     * @return the options a step of that kind runs its writers with: these, for that kind of step (an adapter may
     *     scope its settings by it, as MyRocks's bulk load is scoped to l.i0)
     */
    public EngineOptions forStep(StepKind kind) {
        return new EngineOptions(engine, tableOptions, adapterSettings, Objects.requireNonNull(kind, "kind"));
    }

    /**
     * @param fallback the adapter's default engine
     * @return the engine, lower case, or {@code fallback} when none was chosen
     */
    public String engineOr(String fallback) {
        return (engine != null ? engine : fallback).toLowerCase(java.util.Locale.ROOT);
    }
}
