package io.ibench.core.host;

/**
 * The host's cumulative counters at one instant, from which {@link HostRates} are computed.
 * Counters only grow (except memory, RSS and heap, which are current values).
 *
 * @param nanos            {@link System#nanoTime()} of the sample
 * @param cpuTicks         CPU time of all processors by state, in OSHI's tick order: user, nice,
 *                         system, idle, iowait, irq, softirq, steal
 * @param contextSwitches  context switches since boot
 * @param reads            read operations of the monitored disks since boot
 * @param readBytes        bytes read from them
 * @param writes           write operations
 * @param writeBytes       bytes written
 * @param memoryUsedBytes  physical memory in use (total − available)
 * @param serverCpuMillis  CPU time (user + system) of the server's processes, ms; −1 when the
 *     server is not on this host
 * @param serverRssBytes   resident memory of the server's largest process, bytes; −1 when unknown
 * @param serverReadBytes  bytes the server's processes read from storage (not the page cache); −1 when unknown
 * @param serverWriteBytes bytes the server's processes sent to storage; −1 when unknown
 * @param clientCpuNanos   CPU time of the ibench process, ns
 * @param clientHeapBytes  heap in use by the ibench JVM, bytes
 */
public record HostCounters(long nanos, long[] cpuTicks, long contextSwitches, long reads, long readBytes, long writes,
                           long writeBytes, long memoryUsedBytes, long serverCpuMillis, long serverRssBytes,
                           long serverReadBytes, long serverWriteBytes, long clientCpuNanos, long clientHeapBytes) {
    /** Index of user time in {@link #cpuTicks}. */
    public static final int USER = 0;
    /** Index of nice time. */
    public static final int NICE = 1;
    /** Index of system time. */
    public static final int SYSTEM = 2;
    /** Index of idle time. */
    public static final int IDLE = 3;
    /** Index of I/O wait time. */
    public static final int IOWAIT = 4;
    /** Index of hardware interrupt time. */
    public static final int IRQ = 5;
    /** Index of software interrupt time. */
    public static final int SOFTIRQ = 6;
    /** Index of time stolen by the hypervisor. */
    public static final int STEAL = 7;
}
