package io.ibench.cli.options;

import io.ibench.core.config.Setting;
import io.ibench.core.config.Setting.Section;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.List;
import java.util.Map;
import java.util.Optional;

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

        /**
         * @param section a section the command shows
         * @return the heading of its group in the command's help, e.g. {@code %nServer:%n}
         */
        default String heading(Section section) {
            return HEADINGS.get(section);
        }

        /**
         * @param setting a setting of a section the command shows
         * @return the help of its option in this command, the declared one unless the option means more here (sweep's
         *     {@code --dbms} names the DBMS of the binaries); empty when the command has no option for it
         */
        default Optional<String> help(Setting<?> setting) {
            return Optional.of(setting.help());
        }
    }

    @Override
    public CommandSpec transform(CommandSpec spec) {
        WithSettings command = (WithSettings) spec.userObject();
        for (Section section : List.of(Section.SERVER, Section.WORKLOAD, Section.OUTPUT, Section.ERRORS)) {
            Object annotated = command.sections().get(section);
            if (annotated != null) {
                spec.addArgGroup(group(section, command, annotated));
            }
        }
        return spec;
    }

    private static ArgGroupSpec group(Section section, WithSettings command, Object annotated) {
        ArgGroupSpec.Builder group = ArgGroupSpec.builder().heading(command.heading(section))
                .order(section.ordinal() + 1).validate(false).exclusive(false);
        SettingOptions settings = command.settings();
        List<Setting<?>> all = settings.all();
        for (int i = 0; i < all.size(); i++) {
            Setting<?> setting = all.get(i);
            int order = FIRST_SETTING_ORDER + i;
            if (setting.section() == section) {
                command.help(setting).ifPresent(help -> group.addArg(settings.option(setting, order, help)));
            }
        }
        if (annotated != NO_OPTIONS) {
            CommandSpec.forAnnotatedObject(annotated).options().forEach(option -> group.addArg(
                    annotated instanceof DescribedAtRunTime described ? described.described(option) : option));
        }
        return group.build();
    }
}
