package io.ibench.core.config;

import io.ibench.core.plan.StepKind;

import java.util.regex.Pattern;

/**
 * Storage-engine choices that a dialect turns into DDL and session settings.
 *
 * @param engine       storage engine name for DBMS that have engines (e.g. {@code innodb},
 *                     {@code rocksdb}), or null for the adapter's default
 * @param tableOptions text appended to CREATE TABLE as is (the reference's {@code --engine_options},
 *                     e.g. {@code using orioledb} on Postgres), or empty
 * @param uniqueChecks the reference's {@code --unique_checks}: when false, writers of engines that
 *                     honour it (MyRocks) run with unique checks off
 * @param bulkLoad     the reference's {@code --bulk_load}: when true, MyRocks writers run with
 *                     {@code rocksdb_bulk_load=1}
 */
public record EngineOptions(String engine, String tableOptions, boolean uniqueChecks, boolean bulkLoad) {

    /** The adapter's default engine, no table options, unique checks on, no bulk load. */
    public static final EngineOptions DEFAULT = new EngineOptions(Settings.ENGINE.defaultValue(),
            Settings.ENGINE_OPTIONS.defaultValue(), Settings.UNIQUE_CHECKS.defaultValue(),
            Settings.BULK_LOAD.defaultValue());

    /** The most characters of table options. */
    static final int MAX_TABLE_OPTIONS = 1000;
    private static final Pattern QUOTED = Pattern.compile("'[^']*'|\"[^\"]*\"");
    private static final Pattern STATEMENT_END_OR_COMMENT = Pattern.compile(";|--|#|/\\*|\\*/|['\"]");

    public EngineOptions {
        tableOptions = tableOptions == null ? "" : tableOptions.strip();
        Settings.ENGINE.check(engine);
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
     * The harness's scope of the session options (docs/workload.md#myrocks): {@code rocksdb_bulk_load} in l.i0
     * only, and unique checks always on in read-write steps, whatever the run's options.
     *
     * @param kind what the step does
     * @return the options a step of that kind runs its writers with
     */
    public EngineOptions forStep(StepKind kind) {
        return new EngineOptions(engine, tableOptions, uniqueChecks || kind == StepKind.READ_WRITE,
                bulkLoad && kind == StepKind.INITIAL_LOAD);
    }

    /**
     * @param fallback the adapter's default engine
     * @return the engine, lower case, or {@code fallback} when none was chosen
     */
    public String engineOr(String fallback) {
        return (engine != null ? engine : fallback).toLowerCase(java.util.Locale.ROOT);
    }
}
