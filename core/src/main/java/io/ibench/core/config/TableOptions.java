package io.ibench.core.config;

/**
 * Table options that a dialect turns into DDL.
 *
 * @param engine        storage engine name for DBMS that have engines (e.g. {@code innodb}), or null for the adapter default
 * @param engineOptions text appended to CREATE TABLE as is (spec §3.1 {@code --engine_options}), or empty
 */
public record TableOptions(String engine, String engineOptions) {
    public TableOptions {
        engineOptions = engineOptions == null ? "" : engineOptions.strip();
        if (engine != null && !engine.matches("[A-Za-z0-9_]{1,64}")) {
            throw new ConfigException("--engine must be a storage engine name of letters, digits and '_' (got '" + engine + "')");
        }
    }
}
