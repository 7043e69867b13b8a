package io.ibench.core.result;

import io.ibench.core.host.HostRates;

/**
 * The host over a whole step: averages from the first sample to the last, in vmstat/iostat units.
 *
 * @param scope          which disks and processes were measured, e.g. {@code disk /dev/vda holding /var/lib/mysql}
 * @param cpus           processors of the host
 * @param rates          averages over the step (CPU %, context switches/s, disk ops/s and KB/s, server and client CPU)
 * @param dataDirBytes   size of the server's data directory at the end (apparent bytes, as {@code du -bs}), or null
 * @param serverRssMaxMB largest resident memory of the server's largest process during the step, MB, or null
 */
public record HostSummary(String scope, int cpus, HostRates rates, Long dataDirBytes, Double serverRssMaxMB) {
}
