package io.ibench.cli.options;

import io.ibench.core.config.RunConfig;
import io.ibench.core.config.Setting.Section;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The benchmark's own options, shared by {@code ibench run} and {@code ibench sweep}: the
 * declared settings' options ({@link SettingOptions}) and the workload and output options that
 * are not one setting each. {@link SettingSections} puts them into the commands' help sections.
 */
public final class BenchmarkArgs {
    public final SettingOptions settings = new SettingOptions();
    final WorkloadArgs workload = new WorkloadArgs();
    final OutputArgs output = new OutputArgs();

    /**
     * @param server the command's annotated server options, or null when its server options are its own
     * @return per help section, the object of its annotated options
     */
    public Map<Section, Object> sections(Object server) {
        Map<Section, Object> sections = new LinkedHashMap<>();
        if (server != null) {
            sections.put(Section.SERVER, server);
        }
        sections.put(Section.WORKLOAD, workload);
        sections.put(Section.OUTPUT, output);
        sections.put(Section.ERRORS, SettingSections.NO_OPTIONS);
        return sections;
    }

    /**
     * @param builder the configuration being built
     * @throws io.ibench.core.config.ConfigException when a value is invalid
     */
    public void applyTo(RunConfig.Builder builder) {
        workload.applyTo(builder);
        settings.applyTo(builder);
    }

    /** @return {@code --memory}, the server host's memory as given, or null */
    public String memory() {
        return workload.memory;
    }

    /** @return whether to show the live status line: on a terminal, unless {@code --no-progress} */
    public boolean progress() {
        return System.console() != null && !output.noProgress;
    }
}
