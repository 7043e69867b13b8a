package io.ibench.core.host;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class HostRatesTest {
    private static HostCounters counters(long nanos, long[] ticks, long cs, long reads, long readBytes, long writes,
                                         long writeBytes, long serverCpuMillis, long clientCpuNanos) {
        // the server's own I/O: 1 KB read and 3 KB written per ms of its CPU
        return new HostCounters(nanos, ticks, cs, reads, readBytes, writes, writeBytes, 3L << 30, serverCpuMillis,
                serverCpuMillis < 0 ? -1 : 500L << 20, serverCpuMillis < 0 ? -1 : serverCpuMillis * 1024,
                serverCpuMillis < 0 ? -1 : serverCpuMillis * 3072, clientCpuNanos, 64L << 20);
    }

    @Test
    void ratesFollowVmstatAndIostatUnits() {
        // two seconds; of 1000 ticks: user 400 + nice 100, system 150 + irq 25 + softirq 25, idle 250, iowait 50
        HostCounters a = counters(0, new long[] {1000, 0, 1000, 1000, 0, 0, 0, 0}, 10_000, 100, 1_000_000, 50,
                2_000_000, 10_000, 1_000_000_000L);
        HostCounters b = counters(2_000_000_000L, new long[] {1400, 100, 1150, 1250, 50, 25, 25, 0}, 50_000, 300,
                1_000_000 + 2 * 1024 * 1024, 450, 2_000_000 + 8 * 1024 * 1024, 13_000, 1_500_000_000L);
        HostRates r = HostRates.between(a, b);
        assertEquals(2.0, r.seconds(), 1e-9);
        assertEquals(50.0, r.cpuUserPct(), 1e-9);
        assertEquals(20.0, r.cpuSystemPct(), 1e-9);
        assertEquals(25.0, r.cpuIdlePct(), 1e-9);
        assertEquals(5.0, r.cpuIowaitPct(), 1e-9);
        assertEquals(70.0, r.cpuBusyPct(), 1e-9);
        assertEquals(20_000.0, r.contextSwitchesPerSecond(), 1e-9);
        assertEquals(100.0, r.readsPerSecond(), 1e-9);
        assertEquals(1024.0, r.readKBPerSecond(), 1e-9);
        assertEquals(200.0, r.writesPerSecond(), 1e-9);
        assertEquals(4096.0, r.writeKBPerSecond(), 1e-9);
        assertEquals(3072.0, r.memoryUsedMB(), 1e-9);
        assertEquals(1.5, r.serverCpuCores(), 1e-9, "3 s of server CPU in 2 s");
        assertEquals(500.0, r.serverRssMB(), 1e-9);
        assertEquals(1500.0, r.serverReadKBPerSecond(), 1e-9, "3000 KB in 2 s");
        assertEquals(4500.0, r.serverWriteKBPerSecond(), 1e-9);
        assertEquals(0.25, r.clientCpuCores(), 1e-9);
        assertEquals(64.0, r.clientHeapMB(), 1e-9);
    }

    @Test
    void aRemoteServerHasNoServerFiguresAndNoTimeMeansZeroRates() {
        long[] ticks = {1, 1, 1, 1, 1, 1, 1, 1};
        HostCounters a = counters(5, ticks, 10, 1, 1, 1, 1, -1, 1);
        HostRates r = HostRates.between(a, a);
        assertNull(r.serverCpuCores());
        assertNull(r.serverRssMB());
        assertNull(r.serverReadKBPerSecond());
        assertNull(r.serverWriteKBPerSecond());
        assertEquals(0.0, r.readsPerSecond());
        assertEquals(0.0, r.cpuUserPct());
    }
}
