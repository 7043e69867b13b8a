package io.ibench.cli.sweep;

import io.ibench.cli.ExitCodes;
import io.ibench.cli.run.RunExecution;
import io.ibench.cli.run.ServerSession;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.RunConfig;
import io.ibench.core.engine.RunFailure;
import io.ibench.core.lang.Throwables;
import io.ibench.core.result.Repetition;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.server.Folders;
import io.ibench.core.server.Programs;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerStartException;
import io.ibench.report.compare.DisturbedStep;
import io.ibench.report.verdict.Campaign;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Runs the configs of a sweep one after another, each on its own fresh server, skipping those
 * that finished in an earlier attempt; with {@code --repeat N} the whole list N times
 * (A B C A B C …), each repetition of a config in its own folder {@code <config>/r<n>} (with
 * {@code --repetition R} only repetition R); a config whose run the host disturbed runs again after the other
 * configs of its repetition, at most {@code --rerun-disturbed} times, beside the disturbed run; with
 * {@code --until-detectable} repetitions are added until {@link SweepCampaign} stops them; a config whose server
 * does not start, or whose run fails, is reported in one sentence and the sweep goes on; Ctrl-C or SIGTERM ends
 * the sweep after saving the interrupted run. Then it prints a summary and writes the report.
 */
final class SweepRunner {
    private final Adapter adapter;
    private final ServerControl control;
    private final SweepFolder folder;
    private final SweepArgs args;
    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean progress;
    /** The servers' admin password ({@code --password-file}), or null. */
    private final String password;
    private int interrupted;
    private int port;

    /** Builds the run configuration of one config. */
    @FunctionalInterface
    interface RunConfigs {
        /**
         * @param config     the config's name
         * @param connection options that reach its server
         * @param results    the config's folder, which receives the run's folder
         * @return the run configuration
         */
        RunConfig of(String config, ConnectionOptions connection, Path results);
    }

    /**
     * How one config ended.
     *
     * @param name      the config, with {@code #n} for repetition n of a repeated sweep and {@code (attempt k)} for a
     *                  run again after a disturbed one
     * @param status    how it ended
     * @param seconds   how long it took, 0 when skipped
     * @param run       its run folder; for a config that failed before its run had one, the config's folder, with the
     *                  server's config file and logs
     * @param error     why it failed, one sentence; null when it did not fail
     * @param disturbed its disturbed steps with what disturbed them, e.g. {@code l.i1 (other processes …)}; null when
     *                  its run was quiet or did not finish
     */
    record Outcome(String name, SweepStatus status, long seconds, Path run, String error, String disturbed) {
    }

    /**
     * The sweep's repetitions.
     *
     * @param repeat the repetitions of every config ({@code --repeat}; with {@code --until-detectable} the first
     *               ones), ≥ 1
     * @param reruns how many times at most a disturbed run of a config is run again, ≥ 0
     * @param until  the target and budget of {@code --until-detectable}, or null
     */
    record Rounds(int repeat, int reruns, UntilDetectable until) {
        /** @return how many repetitions a result records it is one of: {@code --repeat}, or the budget */
        int of() {
            return until == null ? repeat : until.maxRepeat();
        }
    }

    SweepRunner(Adapter adapter, ServerControl control, SweepFolder folder, SweepArgs args, String password,
                PrintWriter out, PrintWriter err, boolean progress) {
        this.adapter = adapter;
        this.control = control;
        this.folder = folder;
        this.args = args;
        this.out = out;
        this.err = err;
        this.progress = progress;
        this.password = password;
    }

    /**
     * @param configs    the cells (build × config), in order
     * @param baseLabel  the label of the base cell's run
     * @param runConfigs builds each cell's run configuration from its label
     * @param rounds     the repetitions, runs again and the campaign's target
     * @return the sweep's exit code, see {@link SweepCommand}
     */
    int run(List<SweepCells.Cell> configs, String baseLabel, RunConfigs runConfigs, Rounds rounds) throws Exception {
        Path data = dataFolder();
        List<Outcome> outcomes = new ArrayList<>();
        SweepCampaign campaign = rounds.until() == null ? null
                : new SweepCampaign(rounds.until(), folder.root(), baseLabel, args.keepDisturbed, out);
        Campaign stopped = null;
        try {
            int first = args.repetition == null ? 1 : args.repetition;
            int last = args.repetition != null ? args.repetition : rounds.of();
            for (int r = first; r <= last && stopped == null; r++) {
                long roundStarted = System.nanoTime();
                Repetition repetition = Repetition.of(r, rounds.of());
                if (!round(configs, repetition, data, runConfigs, outcomes, rounds.reruns())) {
                    return interrupted;
                }
                if (campaign != null && r >= rounds.repeat()) {
                    stopped = campaign.after(r, finished(outcomes), seconds(roundStarted)).orElse(null);
                }
            }
        } finally {
            if (args.dataDir == null && !args.keepData) {
                Folders.delete(data);
            }
        }
        summary(outcomes);
        List<Path> runs = finished(outcomes);
        if (stopped != null) {
            campaign.record(stopped);
        }
        if (!args.noReport && !runs.isEmpty()) {
            SweepReport.write(runs, baseLabel, folder.root().resolve(SweepFolder.REPORT), args.keepDisturbed, stopped,
                    out, err);
        }
        if (runs.isEmpty()) {
            return ExitCodes.FAILURE;
        }
        boolean complete = outcomes.stream().allMatch(o -> o.status().complete());
        return complete ? ExitCodes.OK : ExitCodes.DEGRADED;
    }

    private static List<Path> finished(List<Outcome> outcomes) {
        return outcomes.stream().filter(o -> o.status().finished()).map(Outcome::run).toList();
    }

    /**
     * Runs one repetition of every config, then again, after the others, each config whose run the host disturbed,
     * up to {@code reruns} times.
     *
     * @return false when the sweep was interrupted
     */
    private boolean round(List<SweepCells.Cell> configs, Repetition repetition, Path data, RunConfigs runConfigs,
                          List<Outcome> outcomes, int reruns) throws Exception {
        for (int attempt = 1; attempt <= reruns + 1; attempt++) {
            for (int i = 0; i < configs.size(); i++) {
                SweepCells.Cell config = configs.get(i);
                String slot = slot(config, repetition);
                List<Path> attempts = folder.finishedRuns(slot);
                if (attempt > 1 && (attempts.size() < attempt - 1 || !disturbed(attempts.get(attempt - 2)))) {
                    continue;
                }
                out.println();
                out.println("== " + config.label() + " (" + (i + 1) + " of " + configs.size()
                        + (repetition == null ? "" : ", repetition " + repetition.index() + " of " + repetition.of())
                        + (attempt == 1 ? "" : ", run again " + (attempt - 1) + " of at most " + reruns
                        + " after a disturbed run") + "): " + config.config().config().deltaText());
                out.flush();
                Outcome outcome = runOne(config, repetition, attempt, data, runConfigs);
                if (outcome == null) {
                    return false;
                }
                outcomes.add(outcome);
                if (outcome.disturbed() != null) {
                    out.println("disturbed: " + outcome.disturbed() + (attempt <= reruns ? "; it runs again after the "
                            + "other configs" : "; it is kept: --rerun-disturbed " + reruns + " is spent"));
                }
            }
        }
        return true;
    }

    private static String slot(SweepCells.Cell cell, Repetition repetition) {
        return repetition == null ? cell.label() : cell.label() + "/r" + repetition.index();
    }

    /** @return whether some step of the run with a throughput was disturbed */
    private boolean disturbed(Path run) {
        return !args.keepDisturbed && !DisturbedStep.in(ResultJson.read(run), "").isEmpty();
    }

    /** @return its disturbed steps, e.g. {@code l.i1 (other processes …)}, or null when it has none */
    private String disturbance(RunResult result) {
        List<DisturbedStep> steps = DisturbedStep.in(result, result.label());
        return steps.isEmpty() || args.keepDisturbed ? null : String.join("; ", steps.stream().map(d -> d.step()
                + (d.reasons().isEmpty() ? "" : " (" + String.join(", ", d.reasons()) + ")")).toList());
    }

    /**
     * @param attempt 1 for a config's first run, k for its (k − 1)th run again after a disturbed one
     * @return how the config ended, or null when the sweep was interrupted (see {@link #interrupted})
     */
    private Outcome runOne(SweepCells.Cell cell, Repetition repetition, int attempt, Path data, RunConfigs runConfigs)
            throws Exception {
        SweepConfigs.Rendered config = cell.config();
        ServerBinaries binaries = cell.server().binaries();
        String slot = slot(cell, repetition);
        String name = (repetition == null ? cell.label() : cell.label() + " #" + repetition.index())
                + (attempt == 1 ? "" : " (attempt " + attempt + ")");
        List<Path> attempts = folder.finishedRuns(slot);
        if (attempts.size() >= attempt) {
            Path done = attempts.get(attempt - 1);
            out.println("done before: " + done + " (delete that folder to run it again)");
            RunResult result = ResultJson.read(done);
            return new Outcome(name, SweepStatus.doneBefore(result.status()), 0, done, null, disturbance(result));
        }
        if (folder.clearUnfinished(slot)) {
            out.println("redoing: an earlier attempt did not finish");
        }
        Path kept = folder.config(slot).resolve("server");
        Programs.writeConfig(kept.resolve(control.configSyntax().fileName()), config.rendered());
        port = SweepServer.port(port);
        long started = System.nanoTime();
        Path runFolder = null;
        out.println("Starting " + binaries.description() + " with " + config.name() + " …");
        out.flush();
        try (SweepServer server = SweepServer.start(control, binaries, data, port, config.rendered(),
                args.startTimeout, password)) {
            out.println("Started " + server.server().description() + " in " + seconds(started) + " s.");
            RunConfig run = runConfigs.of(cell.label(), server.server().connection(ConnectionOptions.DEFAULT_DATABASE),
                    folder.config(slot));
            RunExecution.Outcome result = execute(run, repetition);
            if (result.exitCode() == ExitCodes.INTERRUPTED || result.exitCode() == ExitCodes.TERMINATED) {
                interrupted = result.exitCode();
                err.println("ibench sweep: interrupted in " + cell.label() + "; start the same command again "
                        + "to continue with the configs not done");
                return null;
            }
            runFolder = result.folder();
            boolean clean = server.stop();
            out.println("Stopped the server"
                    + (clean ? "" : " (it did not shut down cleanly; see " + kept + ")") + ".");
            RunStatus status = result.result().status();
            return new Outcome(name, SweepStatus.ran(status), seconds(started), result.folder(),
                    status == RunStatus.FAILED ? result.result().error() : null,
                    status == RunStatus.FAILED ? null : disturbance(result.result()));
        } catch (ServerStartException e) {
            String error = binaries.product() + " " + binaries.version() + " did not start with it: "
                    + e.getMessage().replace(data.resolve("logs").toString(), kept.toString());
            err.println("ibench sweep: config " + cell.label() + " failed: " + error);
            return new Outcome(name, SweepStatus.SERVER_FAILED, seconds(started), kept, Throwables.firstLine(error),
                    null);
        } catch (RunFailure e) {
            return failed(cell, name, started, e.getMessage(),
                    e.resultDirectory() != null ? e.resultDirectory() : folder.config(slot));
        } catch (RuntimeException e) {
            return failed(cell, name, started, e.getMessage(), folder.config(slot));
        } finally {
            if (runFolder != null) {
                SweepServer.copyIntoRun(data, kept.resolve(control.configSyntax().fileName()), runFolder, password)
                        .forEach(err::println);
            }
            SweepServer.putAway(data, kept, args.keepData, slot.replace('/', '.'), password);
        }
    }

    /** Says that the config failed and why; {@code where} is its run folder, or the config's folder. */
    private Outcome failed(SweepCells.Cell cell, String name, long started, String message, Path where) {
        String error = Throwables.firstLine(message);
        err.println("ibench sweep: config " + cell.label() + " failed: " + error);
        return new Outcome(name, SweepStatus.FAILED, seconds(started), where, error, null);
    }

    private RunExecution.Outcome execute(RunConfig run, Repetition repetition) throws Exception {
        try (ServerSession session = ServerSession.open(adapter, null, run.connection(), out)) {
            return new RunExecution(out, err, "ibench sweep", progress)
                    .execute(adapter, session, run, runner -> runner.run(repetition), null);
        }
    }

    private void summary(List<Outcome> outcomes) {
        int width = Math.max(14, outcomes.stream().mapToInt(o -> o.name().length()).max().orElse(0));
        String format = "%-" + width + "s %-14s %8s  %s";
        out.println();
        out.println(String.format(Locale.ROOT, format, "config", "status", "minutes", "run"));
        for (Outcome o : outcomes) {
            out.println(String.format(Locale.ROOT, format, o.name(), o.status(),
                    String.format(Locale.ROOT, "%.1f", o.seconds() / 60.0), o.run()));
            if (o.error() != null) {
                out.println(" ".repeat(width + 1) + "error: " + o.error());
            }
            if (o.disturbed() != null) {
                out.println(" ".repeat(width + 1) + "disturbed: " + o.disturbed());
            }
        }
    }

    private Path dataFolder() throws IOException {
        if (args.dataDir != null) {
            return Files.createDirectories(args.dataDir.toAbsolutePath());
        }
        Path temp = Files.createTempDirectory("ibench-sweep-");
        try {
            Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: servers run as this user there
        }
        return temp;
    }

    private static long seconds(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos).toSeconds();
    }
}
