package io.ibench.core.host;

/**
 * What the host did between two {@link HostCounters} samples, in the units vmstat and iostat
 * report: CPU as percent of all processors, rates per second, sizes in MB.
 *
 * @param seconds                   length of the period
 * @param cpuUserPct                user + nice time, % of all CPUs (vmstat {@code us})
 * @param cpuSystemPct              system + irq + softirq time, % (vmstat {@code sy})
 * @param cpuIdlePct                idle time, % (vmstat {@code id})
 * @param cpuIowaitPct              I/O wait time, % (vmstat {@code wa})
 * @param contextSwitchesPerSecond  context switches per second (vmstat {@code cs})
 * @param readsPerSecond            read operations per second on the monitored disks (iostat {@code r/s})
 * @param readKBPerSecond           KB read per second ({@code rkB/s})
 * @param writesPerSecond           write operations per second ({@code w/s})
 * @param writeKBPerSecond          KB written per second ({@code wkB/s})
 * @param memoryUsedMB              physical memory in use at the end, MB
 * @param serverCpuCores            server CPU time / wall time (1.0 = one core busy), or null
 *     when the server is not local
 * @param serverRssMB               resident memory of the server's largest process at the end, MB, or null
 * @param serverReadKBPerSecond     KB per second the server's processes read from storage, or null
 *     when the server is not local
 * @param serverWriteKBPerSecond    KB per second the server's processes wrote to storage (free of
 *     other processes' I/O), or null
 * @param clientCpuCores            ibench's CPU time / wall time
 * @param clientHeapMB              ibench's heap in use at the end, MB
 */
public record HostRates(double seconds, double cpuUserPct, double cpuSystemPct, double cpuIdlePct, double cpuIowaitPct,
                        double contextSwitchesPerSecond, double readsPerSecond, double readKBPerSecond,
                        double writesPerSecond, double writeKBPerSecond, double memoryUsedMB, Double serverCpuCores,
                        Double serverRssMB, Double serverReadKBPerSecond, Double serverWriteKBPerSecond,
                        double clientCpuCores, double clientHeapMB) {

    private static final double MB = 1024.0 * 1024.0;

    /**
     * @param from the earlier sample
     * @param to   the later sample
     * @return the rates between them; all zero when no time passed
     */
    public static HostRates between(HostCounters from, HostCounters to) {
        double seconds = (to.nanos() - from.nanos()) / 1e9;
        long[] d = new long[from.cpuTicks().length];
        long total = 0;
        for (int i = 0; i < d.length; i++) {
            d[i] = Math.max(0, to.cpuTicks()[i] - from.cpuTicks()[i]);
            total += d[i];
        }
        double pct = total > 0 ? 100.0 / total : 0;
        boolean server = from.serverCpuMillis() >= 0 && to.serverCpuMillis() >= 0;
        return new HostRates(seconds,
                (d[HostCounters.USER] + d[HostCounters.NICE]) * pct,
                (d[HostCounters.SYSTEM] + d[HostCounters.IRQ] + d[HostCounters.SOFTIRQ]) * pct,
                d[HostCounters.IDLE] * pct,
                d[HostCounters.IOWAIT] * pct,
                perSecond(to.contextSwitches() - from.contextSwitches(), seconds),
                perSecond(to.reads() - from.reads(), seconds),
                perSecond(to.readBytes() - from.readBytes(), seconds) / 1024.0,
                perSecond(to.writes() - from.writes(), seconds),
                perSecond(to.writeBytes() - from.writeBytes(), seconds) / 1024.0,
                to.memoryUsedBytes() / MB,
                server ? perSecond(to.serverCpuMillis() - from.serverCpuMillis(), seconds) / 1000.0 : null,
                to.serverRssBytes() >= 0 ? to.serverRssBytes() / MB : null,
                server ? perSecond(to.serverReadBytes() - from.serverReadBytes(), seconds) / 1024.0 : null,
                server ? perSecond(to.serverWriteBytes() - from.serverWriteBytes(), seconds) / 1024.0 : null,
                perSecond(to.clientCpuNanos() - from.clientCpuNanos(), seconds) / 1e9,
                to.clientHeapBytes() / MB);
    }

    private static double perSecond(long delta, double seconds) {
        return seconds > 0 ? Math.max(0, delta) / seconds : 0;
    }

    /** @return {@code cpuUserPct + cpuSystemPct}: vmstat's us + sy, the reference's {@code cpups} */
    public double cpuBusyPct() {
        return cpuUserPct + cpuSystemPct;
    }
}
