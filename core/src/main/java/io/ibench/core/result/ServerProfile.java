package io.ibench.core.result;

import java.util.List;

/**
 * The server's CPU profile of one step ({@code --server-profile}): perf's samples of the server's
 * processes over a window in the middle of the step, as folded stacks in a file of the run folder
 * (docs/measurement.md, "Server CPU profiles"). Either {@code file} or {@code problem} is set.
 *
 * @param file          the file of folded stacks in the run folder, e.g. {@code qr100.folded}; null when there is
 *                      no profile
 * @param event         the perf event sampled, {@code cpu-clock}
 * @param frequencyHz   samples per second and CPU the profile asked for, Hz
 * @param windowSeconds how long the server was sampled, s, ≥ 0
 * @param pids          the processes sampled (the server's process and its descendants when the window opened,
 *                      and the new ones after a restart inside the window)
 * @param samples       stacks in the file, ≥ 0
 * @param problem       why the step has no profile (perf missing or not permitted, the server not on this host,
 *                      the step too short), one sentence; null when it has one
 */
public record ServerProfile(String file, String event, Integer frequencyHz, Double windowSeconds, List<Long> pids,
                            Long samples, String problem) {

    /**
     * @param problem why there is no profile
     * @return a step's record of having no profile
     */
    public static ServerProfile missing(String problem) {
        return new ServerProfile(null, null, null, null, null, null, problem);
    }
}
