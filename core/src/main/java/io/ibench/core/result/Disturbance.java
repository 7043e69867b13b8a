package io.ibench.core.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.List;
import java.util.Locale;

/**
 * Whether something other than the benchmark took a share of the host during a step, so that the
 * step's figures do not stand for the configuration alone (docs/report.md, "Disturbance").
 *
 * @param verdict {@link Verdict#QUIET} or {@link Verdict#DISTURBED}
 * @param reasons why the step is disturbed, one short phrase each naming the figure and its
 *                threshold (e.g. {@code other processes 31 % of the host CPU > 10 %}); empty when quiet
 */
public record Disturbance(Verdict verdict, List<String> reasons) {

    /** The two verdicts, written in lower case. */
    public enum Verdict {
        /** Nothing measured took more of the host than the rule allows. */
        QUIET,
        /** At least one figure was beyond its threshold; the step decides no verdict and no noise profile. */
        DISTURBED;

        /** @return the name written to result.json, e.g. {@code quiet} */
        @JsonValue
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * @param key a name as written to result.json
         * @return its verdict
         * @throws IllegalArgumentException naming the value when it is neither {@code quiet} nor {@code disturbed}
         */
        @JsonCreator
        public static Verdict of(String key) {
            for (Verdict verdict : values()) {
                if (verdict.key().equals(key)) {
                    return verdict;
                }
            }
            throw new IllegalArgumentException("disturbance verdict '" + key + "' is neither quiet nor disturbed");
        }
    }

    /** Validates and copies. */
    public Disturbance {
        if (verdict == null) {
            throw new IllegalArgumentException("a disturbance needs a verdict");
        }
        reasons = reasons == null ? List.of() : List.copyOf(reasons);
    }

    /** @return a quiet step's disturbance */
    public static Disturbance quiet() {
        return new Disturbance(Verdict.QUIET, List.of());
    }

    /**
     * @param reasons what was beyond its threshold, one phrase each
     * @return a disturbed step's disturbance
     */
    public static Disturbance disturbedBy(String... reasons) {
        return new Disturbance(Verdict.DISTURBED, List.of(reasons));
    }

    /** @return true when the verdict is {@link Verdict#DISTURBED} */
    public boolean disturbed() {
        return verdict == Verdict.DISTURBED;
    }
}
