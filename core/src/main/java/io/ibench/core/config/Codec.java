package io.ibench.core.config;

/**
 * How a setting's value is written on the command line, in messages and in a result's
 * {@code config} section, and read back from each.
 *
 * @param <T> the value type
 */
interface Codec<T> {
    /**
     * @param option the option, for messages, e.g. {@code --clients}
     * @param text   what the user gave
     * @return the value
     * @throws ConfigException naming the option and the text when it is not a value of this kind
     */
    T parse(String option, String text);

    /** @return the value as the option takes it, e.g. {@code 10m} or {@code 1%}; {@link #parse} reads it back */
    String format(T value);

    /** @return the value as messages show it after "got", by default {@link #format} */
    default String show(T value) {
        return format(value);
    }

    /** @return the value as {@link RunConfig#describe()} records it: a JSON number, boolean, text, list or object */
    Object record(T value);

    /**
     * @param recorded a result's {@code config} section
     * @param key      the setting's key in it
     * @return the recorded value
     * @throws ConfigException naming the source and the key when it is missing or malformed
     */
    T restore(RecordedConfig recorded, String key);
}
