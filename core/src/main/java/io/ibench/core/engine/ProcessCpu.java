package io.ibench.core.engine;

import java.lang.management.ManagementFactory;

/** CPU time used by this JVM process, all threads, user + system. */
final class ProcessCpu {
    private ProcessCpu() {
    }

    /** @return process CPU time in nanoseconds, or -1 when the JVM cannot tell */
    static long nanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }
}
