package io.ibench.core.engine;

import io.ibench.core.host.DirectorySize;
import io.ibench.core.host.HostCounters;
import io.ibench.core.host.HostRates;
import io.ibench.core.host.OshiHost;
import io.ibench.core.host.ProcessTimes;
import io.ibench.core.result.HostSummary;
import io.ibench.core.spi.LocalServer;

/**
 * Samples the host once per report interval during one step (on the step's coordinating
 * thread), and sums the step up at its end. Does nothing when host metrics are off.
 */
final class HostSampler {
    private final OshiHost host;
    private final LocalServer server;
    private HostCounters first;
    private HostCounters previous;
    private double rssMaxMB = -1;
    private long cpuNanos;

    /**
     * @param host   the host, or null when host metrics are off
     * @param server the server when it runs on this host, else null
     */
    HostSampler(OshiHost host, LocalServer server) {
        this.host = host;
        this.server = server;
    }

    /** Takes the step's first sample. */
    void start() {
        if (host != null) {
            first = host.sample();
            previous = first;
        }
    }

    /** @return the host's rates since the previous sample, or null when host metrics are off */
    HostRates interval() {
        if (host == null || first == null) {
            return null;
        }
        long cpuStart = ProcessTimes.threadCpuNanos();
        HostCounters now = host.sample();
        HostRates rates = HostRates.between(previous, now);
        previous = now;
        if (rates.serverRssMB() != null) {
            rssMaxMB = Math.max(rssMaxMB, rates.serverRssMB());
        }
        cpuNanos += ProcessTimes.threadCpuNanos() - cpuStart;
        return rates;
    }

    /** @return CPU time the interval samples took, ns */
    long cpuNanos() {
        return cpuNanos;
    }

    /** @return the step's averages from its first sample to its last, or null when host metrics are off */
    HostSummary finish() {
        if (host == null || first == null) {
            return null;
        }
        HostRates step = HostRates.between(first, previous);
        Long dataDirBytes = null;
        if (server != null) {
            var size = DirectorySize.bytes(server.dataDirectory());
            dataDirBytes = size.isPresent() ? size.getAsLong() : null;
        }
        return new HostSummary(host.scope(), Runtime.getRuntime().availableProcessors(), step, dataDirBytes,
                rssMaxMB >= 0 ? rssMaxMB : null);
    }
}
