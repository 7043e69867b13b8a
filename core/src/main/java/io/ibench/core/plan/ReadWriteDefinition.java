package io.ibench.core.plan;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code qrN}, {@code qpN} and legacy {@code qN}: range (qr, q) or point (qp) queries as fast as possible while
 * writers insert N rows/s per client for {@code --query-seconds}; at N = 0 the queries alone run for that long.
 */
final class ReadWriteDefinition implements StepDefinition {
    private static final Pattern NAMES = Pattern.compile("q([rp]?)(\\d{1,7})");

    @Override
    public Pattern names() {
        return NAMES;
    }

    @Override
    public String knownAs() {
        return "qrN, qpN, qN (N = inserts per second per client, 0 = no writers)";
    }

    @Override
    public StepKind kind() {
        return StepKind.READ_WRITE;
    }

    @Override
    public int defaultRowsPerCommit() {
        return 50;
    }

    @Override
    public String rowsPerCommitHelp() {
        return "read-write " + defaultRowsPerCommit() + " (lowered to the rate when the rate is smaller)";
    }

    @Override
    public String help() {
        return "Read-write steps are qrN (range queries), qpN (point queries) or legacy qN, where N is the insert "
                + "rate per client in rows/s; N = 0 runs queries for --query-seconds with no writers.";
    }

    @Override
    public List<String> standardNames() {
        return List.of("qr100", "qp100", "qr500", "qp500", "qr1000", "qp1000");
    }

    @Override
    public Step plan(String name, int rowsPerCommit, PlanInput input) {
        Matcher m = NAMES.matcher(name);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a read-write step: " + name);
        }
        QueryMode mode = m.group(1).equals("p") ? QueryMode.POINT : QueryMode.RANGE;
        int rate = Integer.parseInt(m.group(2));
        Step.Builder step = Step.builder(name, kind(), input.clients()).queries(mode, input.queryThreads());
        if (rate == 0) {
            return step.timeLimitSeconds(input.querySeconds()).build();
        }
        // As the reference (docs/workload.md#steps-and-sizes): rows per commit is lowered to the
        // rate when the rate is smaller.
        return step.inserts((long) input.querySeconds() * rate, Math.min(rowsPerCommit, rate)).insertsPerSecond(rate)
                .deletes(input.deletes()).build();
    }
}
