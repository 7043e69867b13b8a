package io.ibench.cli.sweep;

import io.ibench.cli.options.GivenOptions;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code ibench sweep --plan}: the sweep as independent jobs, one shell command line per config and
 * repetition, each a sweep of that one config (with {@code --repeat N}: of its one repetition, {@code
 * --repetition R}, into {@code <config>/r<R>}) with every size pinned ({@code --seed}, {@code --memory},
 * {@code --cache-size} and the profile's values), so that jobs on different hosts run the same
 * benchmark and their folders can be merged with {@code ibench report}.
 */
final class SweepPlan {
    /** Set by each job: which repetition of how many it runs. */
    static final List<String> SET_PER_JOB = List.of("--repeat", "--repetition");
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./=:,@%+-]+");
    /** Options of the sweep that no job is given: the jobs' own {@code --config}, and what makes them plans. */
    private static final List<String> DROPPED = List.of("--config", "--plan", "--no-report");
    private static final String NO_REPORT = "--no-report";

    private SweepPlan() {
    }

    /** The model of {@code ibench sweep}'s options, which the jobs' arguments are located against. */
    private static final class SweepOptions {
        static final CommandSpec SPEC = new CommandLine(new SweepCommand()).getCommandSpec();
    }

    /**
     * One job: one cell of the sweep (with {@code --repeat N}: once per repetition).
     *
     * @param label   the cell's run label
     * @param config  its config as {@code --config} gave it
     * @param basedir {@code --basedir NAME=DIR} of its build when the sweep names its builds, else null (the
     *                sweep's one {@code --basedir} as given)
     */
    record Job(String label, String config, String basedir) {
    }

    /**
     * @param cells    the sweep's cells
     * @param labelled whether the labels carry the build's name ({@link SweepServers#labelled})
     * @return one job per cell, in order
     */
    static List<Job> jobs(SweepCells.Cells cells, boolean labelled) {
        return cells.cells().stream().map(c -> new Job(c.label(), c.given(),
                labelled ? c.server().basedirArgument() : null)).toList();
    }

    /**
     * @param command  how to start ibench, e.g. {@code ibench}
     * @param args     the sweep's arguments after {@code sweep}, profile expanded
     * @param jobs     the cells' jobs, in order
     * @param pinned   options that fix the sizes, e.g. {@code --seed=42}, added unless given
     * @param folder   the sweep's folder, for the closing report line
     * @param base     the base cell's label
     * @param repeat   {@code --repeat}, ≥ 1
     * @return one line per cell and repetition, repetition by repetition (A B A B), then a comment with the
     *         report command
     */
    static List<String> lines(String command, List<String> args, List<Job> jobs, List<String> pinned,
                              String folder, String base, int repeat) {
        List<String> common = jobArguments(args, pinned, perJob(jobs, SET_PER_JOB));
        List<String> lines = new ArrayList<>();
        for (int r = 1; r <= repeat; r++) {
            for (Job job : jobs) {
                List<String> words = new ArrayList<>(List.of(command, "sweep"));
                words.addAll(job(common, job, job.config(), r, repeat));
                lines.add(String.join(" ", words.stream().map(SweepPlan::quote).toList()));
            }
        }
        lines.add("# then, with every config's folder in " + folder + ": " + command + " report " + quote(folder)
                + (repeat > 1 ? "/*/r*/" : "/*/") + " --base " + quote(base) + " -o "
                + quote(folder + "/" + SweepFolder.REPORT));
        return lines;
    }

    /**
     * @param jobs    the sweep's jobs
     * @param dropped options every job sets itself
     * @return those, with {@code --basedir} when each job names its build
     */
    static List<String> perJob(List<Job> jobs, List<String> dropped) {
        List<String> all = new ArrayList<>(dropped);
        if (jobs.stream().anyMatch(j -> j.basedir() != null) && !all.contains("--basedir")) {
            all.add("--basedir");
        }
        return all;
    }

    /**
     * @param common     the arguments every job shares ({@link #jobArguments}, without {@link #perJob})
     * @param job        the job
     * @param config     the job's config as {@code --config} takes it (on a campaign's hosts: its copy)
     * @param repetition which repetition the job runs, 1..{@code repeat}
     * @param repeat     how many repetitions the sweep has, ≥ 1
     * @return the job's arguments: the common ones, its build's {@code --basedir} when named, its config, and
     *         {@code --repeat=N --repetition=R} when the sweep repeats
     */
    static List<String> job(List<String> common, Job job, String config, int repetition, int repeat) {
        List<String> words = new ArrayList<>(common);
        if (job.basedir() != null) {
            words.add("--basedir=" + job.basedir());
        }
        words.add("--config=" + config);
        if (repeat > 1) {
            words.add("--repeat=" + repeat);
            words.add("--repetition=" + repetition);
        }
        return words;
    }

    /**
     * @param args    the sweep's arguments after {@code sweep}, profile expanded
     * @param pinned  options that fix the sizes, e.g. {@code --seed=42}, added unless given
     * @param dropped options that each job sets itself, e.g. {@code --results}
     * @return the arguments every job of the sweep shares: without {@code --plan}, {@code --config} and the
     *         dropped options (with their values), with the pinned ones and {@code --no-report}
     */
    static List<String> jobArguments(List<String> args, List<String> pinned, List<String> dropped) {
        CommandSpec sweep = SweepOptions.SPEC;
        GivenOptions common = GivenOptions.of(sweep, args).without(DROPPED).without(dropped)
                .withDefaults(GivenOptions.of(sweep, pinned));
        List<String> words = new ArrayList<>(common.words());
        words.add(NO_REPORT);
        return words;
    }

    /** Quotes a word for a POSIX shell when it holds anything but plain characters. */
    static String quote(String word) {
        return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
