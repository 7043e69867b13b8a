package io.ibench.cli;

import io.ibench.cli.sweep.SweepCommand;
import io.ibench.core.result.ToolVersion;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level {@code ibench} command; its subcommands do the work. */
@Command(name = "ibench",
        mixinStandardHelpOptions = true,
        versionProvider = IbenchCommand.Version.class,
        description = "The Insert Benchmark: loads a table with an append-only key and three secondary indexes, "
                + "runs inserts and deletes as a queue, then queries while rate-limited writers run.",
        subcommands = {RunCommand.class, CalibrateCommand.class, SweepCommand.class, ReportCommand.class,
            CompareCommand.class, AdaptersCommand.class, CommandLine.HelpCommand.class})
public final class IbenchCommand implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command, e.g. 'ibench run'");
    }

    /** Prints the tool and Java versions. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"ibench " + ToolVersion.get(),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"};
        }
    }
}
