package io.ibench.core.result;

/**
 * One step's summary line in the published reports' columns, computed by
 * {@code io.ibench.core.metrics.StepMetricsCalculator}; docs/metrics.md, "The per-step summary line
 * ({@code metrics})", defines each column. "Operation" is an inserted row in load
 * steps (l.i0, l.x: indexed rows, l.i1, l.i2) and a query in read-write steps; {@code wpi} and
 * {@code wkbpi} are always per inserted row. A column is null when it cannot be measured (no host
 * metrics, no operations, fewer than 10 intervals for p50/p99).
 *
 * @param ips    inserted rows per second, all clients (l.x: indexed rows per second)
 * @param qps    queries per second, all clients
 * @param rps    disk reads per second on the server's data disk
 * @param rmbps  disk MB read per second
 * @param wps    disk writes per second
 * @param wmbps  disk MB written per second
 * @param rpq    disk reads per operation
 * @param rkbpq  disk KB read per operation
 * @param wpi    disk writes per inserted row
 * @param wkbpi  disk KB written per inserted row
 * @param csps   context switches per second (whole host)
 * @param cpups  CPU busy, user + system, % of all CPUs (whole host)
 * @param cspq   context switches per operation
 * @param cpupq  host CPU µs per operation: (cpups / 100) × CPUs × 10^6 / rate (server, client and everything else)
 * @param dbgb1  logical database size at the end, GB (the adapter's {@code databaseBytes} probe)
 * @param dbgb2  data-directory size at the end, GB (local servers)
 * @param rss    resident memory of the server's largest process at the end, GB (local servers)
 * @param maxop  longest insert (load steps) or query (read-write steps), seconds
 * @param p50    the per-second insert or query rate that half of the step's seconds reached, all clients
 * @param p99    the rate that 99 % of the seconds reached (a low-end rate: the reference sorts rates descending)
 * @param ccpupq the ibench client's own CPU µs per operation
 * @param cgap   the client's gap between statements of the headline operation (inserts in load steps, queries in
 *               read-write steps), % of their service time: {@link OperationResult#clientGapPct()}
 * @param stability how steady the per-second rate was: variation, worst windows, stalls (docs/metrics.md,
 *               "Stability"); null with fewer than 2 intervals, and in results written before it was measured
 */
public record StepMetrics(double ips, double qps, Double rps, Double rmbps, Double wps, Double wmbps, Double rpq,
                          Double rkbpq, Double wpi, Double wkbpi, Double csps, Double cpups, Double cspq, Double cpupq,
                          Double dbgb1, Double dbgb2, Double rss, Double maxop, Double p50, Double p99, Double ccpupq,
                          Double cgap, StepStability stability) {
}
