package io.ibench.cli.options;

import io.ibench.core.config.RunConfig;
import io.ibench.core.config.Setting;
import io.ibench.core.config.Settings;
import io.ibench.core.spi.Adapters;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command-line options of the declared run settings ({@link Settings}, and the adapters' own):
 * one option per setting, built from its declaration (name, value label, help with range and
 * default, and the adapters' names, {@link AdapterHelp}), and the values the user gave, read with
 * the setting's own parser when the configuration is built. Settings the user did not give keep the
 * builder's declared defaults.
 */
public final class SettingOptions {
    private final Map<Setting<?>, Object> given = new LinkedHashMap<>();
    private final Adapters adapters = Adapters.discover();
    private final AdapterHelp adapterHelp = new AdapterHelp(adapters);
    private final List<Setting<?>> all = Settings.withAdapters(adapters.settings());

    /**
     * @return the settings of every adapter on the class path ({@link Adapters#settings()}), which a configuration
     *     is built with ({@link RunConfig#builder(List)})
     */
    public List<Setting<?>> adapterSettings() {
        return adapters.settings();
    }

    /** @return every setting, the adapters' included, in the order of a result's {@code config} */
    List<Setting<?>> all() {
        return all;
    }

    /**
     * @param setting a setting with an option
     * @param order   its place in its help section
     * @param help    the option's help in the command, e.g. the setting's own
     * @return the option, bound to this object's values
     */
    OptionSpec option(Setting<?> setting, int order, String help) {
        OptionSpec.Builder option = OptionSpec.builder(setting.option()).order(order)
                .description(adapterHelp.fill(help).replace("%", "%%"))
                .setter(new Binding(setting)).getter(new Binding(setting));
        if (!setting.isFlag()) {
            return option.type(String.class).paramLabel(setting.paramLabel()).build();
        }
        boolean on = Boolean.TRUE.equals(setting.defaultValue());
        return option.type(boolean.class).negatable(on).defaultValue(String.valueOf(on)).fallbackValue("true").build();
    }

    /**
     * @param setting a setting with an option
     * @param <T>     its value type
     * @return the value the user gave, or null
     * @throws io.ibench.core.config.ConfigException naming the option when the text is not a value of its kind
     */
    @SuppressWarnings("unchecked")
    public <T> T given(Setting<T> setting) {
        Object value = given.get(setting);
        return value == null || setting.isFlag() ? (T) value : setting.parse((String) value);
    }

    /**
     * @param setting a setting with an option
     * @param <T>     its value type
     * @return the value the user gave, else the declared default
     */
    public <T> T valueOrDefault(Setting<T> setting) {
        T value = given(setting);
        return value != null ? value : setting.defaultValue();
    }

    /**
     * @param builder the configuration being built
     * @throws io.ibench.core.config.ConfigException when a value is not of its setting's kind
     */
    void applyTo(RunConfig.Builder builder) {
        given.keySet().forEach(setting -> apply(builder, setting));
    }

    private <T> void apply(RunConfig.Builder builder, Setting<T> setting) {
        builder.set(setting, given(setting));
    }

    /** Where picocli puts an option's value: this object's map, by setting. */
    private final class Binding implements ISetter, IGetter {
        private final Setting<?> setting;

        Binding(Setting<?> setting) {
            this.setting = setting;
        }

        @Override
        public <T> T set(T value) {
            @SuppressWarnings("unchecked")
            T previous = (T) given.put(setting, value);
            return previous;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T get() {
            return (T) given.get(setting);
        }
    }
}
