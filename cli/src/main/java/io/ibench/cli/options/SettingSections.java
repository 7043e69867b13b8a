package io.ibench.cli.options;

import io.ibench.core.config.Setting;
import io.ibench.core.config.Setting.Section;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.List;
import java.util.Map;

/**
 * Adds a command's help sections (Server, Workload, Output, Errors): each holds the options of
 * the declared settings of its {@link Section}, the adapters' included, in the order of a result's
 * {@code config}, then the command's own
 * annotated options for that section (those of settings made of several options, and options
 * of the command line alone).
 */
public final class SettingSections implements IModelTransformer {
    /** Help order of the settings' options; annotated options before them use smaller orders, after them larger. */
    static final int FIRST_SETTING_ORDER = 50;

    /** The annotated options of a section that has only the settings' own. */
    static final Object NO_OPTIONS = new Object();

    private static final Map<Section, String> HEADINGS = Map.of(Section.SERVER, "%nServer:%n",
            Section.WORKLOAD, "%nWorkload:%n", Section.OUTPUT, "%nOutput:%n", Section.ERRORS, "%nErrors:%n");

    /** An object of annotated options part of whose help is only known at run time. */
    interface DescribedAtRunTime {
        /**
         * @param option one of the object's annotated options
         * @return the option with its help completed, or the option itself
         */
        OptionSpec described(OptionSpec option);
    }

    /** A command with sections of settings. */
    public interface WithSettings {
        /** @return where the settings' options put their values */
        SettingOptions settings();

        /** @return per section the command shows, the object of its annotated options, or {@link #NO_OPTIONS} */
        Map<Section, Object> sections();
    }

    @Override
    public CommandSpec transform(CommandSpec spec) {
        WithSettings command = (WithSettings) spec.userObject();
        for (Section section : List.of(Section.SERVER, Section.WORKLOAD, Section.OUTPUT, Section.ERRORS)) {
            Object annotated = command.sections().get(section);
            if (annotated != null) {
                spec.addArgGroup(group(section, command.settings(), annotated));
            }
        }
        return spec;
    }

    private static ArgGroupSpec group(Section section, SettingOptions settings, Object annotated) {
        ArgGroupSpec.Builder group = ArgGroupSpec.builder().heading(HEADINGS.get(section))
                .order(section.ordinal() + 1).validate(false).exclusive(false);
        List<Setting<?>> all = settings.all();
        for (int i = 0; i < all.size(); i++) {
            Setting<?> setting = all.get(i);
            if (setting.section() == section) {
                group.addArg(settings.option(setting, FIRST_SETTING_ORDER + i));
            }
        }
        if (annotated != NO_OPTIONS) {
            CommandSpec.forAnnotatedObject(annotated).options().forEach(option -> group.addArg(
                    annotated instanceof DescribedAtRunTime described ? described.described(option) : option));
        }
        return group.build();
    }
}
