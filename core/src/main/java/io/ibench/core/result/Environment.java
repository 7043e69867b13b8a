package io.ibench.core.result;

import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

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
 * @param osSettings  the operating system settings that change results (docs/results.md, "Dumps"), name →
 *                    value; null in results of earlier versions and on hosts where they are not read
 */
public record Environment(String toolVersion, String javaVersion, String javaVendor, String jvmName, String hostName,
                          String os, int cores, long memoryBytes, Map<String, String> osSettings) {
    public Environment {
        osSettings = osSettings == null ? null : Collections.unmodifiableMap(new TreeMap<>(osSettings));
    }

    /**
     * @param settings the operating system settings that change results
     * @return these facts with them
     */
    public Environment withOsSettings(Map<String, String> settings) {
        return new Environment(toolVersion, javaVersion, javaVendor, jvmName, hostName, os, cores, memoryBytes,
                settings);
    }

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
                Runtime.getRuntime().availableProcessors(), memory, null);
    }

    private static String localHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "unknown";
        }
    }
}
