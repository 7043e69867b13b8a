package io.ibench.report.compare;

import io.ibench.report.load.LoadedRun;

import java.util.List;

/**
 * The runs that share a label: the repetitions of one configuration ({@code --repeat}), or a single
 * run. Comparisons line labels up, not runs (docs/report.md, "Repetitions").
 *
 * @param label the label the runs share (a run without one: its run id)
 * @param runs  the runs, in the order given; not empty
 */
public record RunGroup(String label, List<LoadedRun> runs) {

    /**
     * @param run a loaded run
     * @return the label it is grouped under: its result's label, else its run id
     */
    static String key(LoadedRun run) {
        String label = run.result().label();
        return label == null || label.isBlank() ? run.result().runId() : label;
    }

    /** @return whether one run stands for the label, so an interval can only come from within its steps */
    public boolean single() {
        return runs.size() == 1;
    }
}
