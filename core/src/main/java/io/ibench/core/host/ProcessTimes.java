package io.ibench.core.host;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** CPU time used by this JVM process (all threads) and by the calling thread, user + system. */
public final class ProcessTimes {
    private ProcessTimes() {
    }

    /** @return process CPU time in nanoseconds, or −1 when the JVM cannot tell */
    public static long cpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /** @return the calling thread's CPU time in nanoseconds, or 0 when the JVM cannot tell */
    public static long threadCpuNanos() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : 0;
    }
}
