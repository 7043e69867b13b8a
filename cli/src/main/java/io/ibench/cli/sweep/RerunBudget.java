package io.ibench.cli.sweep;

import io.ibench.core.config.ConfigException;

/**
 * How often a sweep runs a config again when the host disturbed its run ({@code --rerun-disturbed N},
 * docs/sweeps.md, "Disturbed runs"): none with {@code --keep-disturbed}, which counts disturbed runs like the others.
 */
final class RerunBudget {
    /** The fewest times: never. */
    static final int MIN = 0;
    /** The most times. */
    static final int MAX = 10;
    /** When {@code --rerun-disturbed} is not given. */
    static final int DEFAULT = 1;

    private RerunBudget() {
    }

    /**
     * @param args the sweep's options
     * @return how many times at most a disturbed run of a config is run again
     * @throws ConfigException when {@code --rerun-disturbed} is out of range, or given with {@code --keep-disturbed}
     */
    static int of(SweepArgs args) {
        if (args.rerunDisturbed == null) {
            return args.keepDisturbed ? 0 : DEFAULT;
        }
        if (args.rerunDisturbed < MIN || args.rerunDisturbed > MAX) {
            throw new ConfigException("--rerun-disturbed must be a whole number from " + MIN + " to " + MAX + " (got "
                    + args.rerunDisturbed + ")");
        }
        if (args.keepDisturbed && args.rerunDisturbed > 0) {
            throw new ConfigException("--keep-disturbed counts disturbed runs like the others, so none is run again; "
                    + "drop --rerun-disturbed");
        }
        return args.rerunDisturbed;
    }
}
