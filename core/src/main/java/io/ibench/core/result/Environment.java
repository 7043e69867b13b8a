package io.ibench.core.result;

import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * Facts about the tool and the machine it ran on.
 *
 * @param toolVersion ibench version
 * @param javaVersion {@code java.version}
 * @param javaVendor  {@code java.vendor}
 * @param jvmName     {@code java.vm.name}
 * @param hostName    host name, or {@code unknown}
 * @param os          operating system name, version and architecture
 * @param cores       processors available to the JVM
 * @param memoryBytes physical memory of the host, bytes (0 when unknown)
 */
public record Environment(String toolVersion, String javaVersion, String javaVendor, String jvmName, String hostName,
                          String os, int cores, long memoryBytes) {

    /**
     * @param hostName the name the host goes by ({@code --host-name}), or null for the operating system's
     * @return the facts of this JVM and host
     */
    public static Environment current(String hostName) {
        long memory = 0;
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            memory = os.getTotalMemorySize();
        }
        return new Environment(ToolVersion.get(), System.getProperty("java.version"), System.getProperty("java.vendor"),
                System.getProperty("java.vm.name"), hostName != null ? hostName : localHostName(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(), memory);
    }

    private static String localHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "unknown";
        }
    }
}
