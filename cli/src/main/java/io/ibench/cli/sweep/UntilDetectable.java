package io.ibench.cli.sweep;

import io.ibench.core.config.ConfigException;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sweep that runs until it can tell ({@code --until-detectable PCT}, docs/report.md, "Campaigns that run until
 * they can tell"): its target and its budget, checked before anything starts.
 *
 * @param target     the detectable difference aimed at, as a share (0.15 for {@code --until-detectable 15})
 * @param first      the repetitions run before the rule is first asked ({@code --repeat}, default {@value #FIRST})
 * @param maxRepeat  the budget of repetitions of every config ({@code --max-repeat})
 * @param maxSeconds the time limit ({@code --max-time}), or null
 */
record UntilDetectable(double target, int first, int maxRepeat, Long maxSeconds) {
    /** The first repetitions when {@code --repeat} is not given: the fewest that estimate a run-to-run spread. */
    static final int FIRST = 2;
    /** The smallest budget: one repetition beyond the first. */
    static final int MIN_BUDGET = 2;
    /** The largest budget. */
    static final int MAX_BUDGET = 1000;
    /** The largest target, in percent. */
    static final double MAX_PERCENT = 1000;
    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})([smh])");

    /**
     * @param args   the sweep's options
     * @param repeat {@code --repeat} when given, else null
     * @return the campaign's target and budget, or null when {@code --until-detectable} is not given
     * @throws ConfigException naming the option when one is out of range, missing or cannot go with it
     */
    static UntilDetectable of(SweepArgs args, Integer repeat) {
        if (args.untilDetectable == null) {
            if (args.maxRepeat != null || args.maxTime != null) {
                throw new ConfigException("--max-repeat and --max-time are the budget of --until-detectable; give "
                        + "--until-detectable PCT too, or use --repeat N");
            }
            return null;
        }
        double percent = args.untilDetectable;
        if (!(percent > 0 && percent <= MAX_PERCENT)) {
            throw new ConfigException("--until-detectable must be a percentage above 0 and at most "
                    + (int) MAX_PERCENT + " (got " + args.untilDetectable + ")");
        }
        if (args.plan || args.ansible != null || args.repetition != null) {
            throw new ConfigException("--until-detectable decides the repetitions while the sweep runs, so it cannot "
                    + "be planned as jobs or split; drop --plan, --ansible and --repetition");
        }
        if (args.maxRepeat == null) {
            throw new ConfigException("--until-detectable needs a budget: give --max-repeat N (and optionally "
                    + "--max-time)");
        }
        if (args.maxRepeat < MIN_BUDGET || args.maxRepeat > MAX_BUDGET) {
            throw new ConfigException("--max-repeat must be a whole number from " + MIN_BUDGET + " to " + MAX_BUDGET
                    + " (got " + args.maxRepeat + ")");
        }
        int first = repeat == null ? Math.min(FIRST, args.maxRepeat) : repeat;
        if (first > args.maxRepeat) {
            throw new ConfigException("--repeat " + first + " (the first repetitions of --until-detectable) is more "
                    + "than --max-repeat " + args.maxRepeat);
        }
        return new UntilDetectable(percent / 100, first, args.maxRepeat,
                args.maxTime == null ? null : seconds(args.maxTime));
    }

    /**
     * @param text a duration: a whole number followed by s, m or h, e.g. {@code 90m}
     * @return it in seconds, &gt; 0
     * @throws ConfigException when it is not one
     */
    static long seconds(String text) {
        Matcher m = DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        long value = m.matches() ? Long.parseLong(m.group(1)) : 0;
        if (value <= 0) {
            throw new ConfigException("--max-time takes a duration such as 90m, 2h or 3600s (got '" + text + "')");
        }
        return value * switch (m.group(2)) {
            case "h" -> 3600;
            case "m" -> 60;
            default -> 1;
        };
    }
}
