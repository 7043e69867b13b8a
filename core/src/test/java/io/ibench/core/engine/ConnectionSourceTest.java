package io.ibench.core.engine;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ConnectionSourceTest {
    @Test
    void aRunsWaitForAConnectionIsItsReconnectSecondsButLeavesAStepStartTimeToOpenThePoolAndStopsAt30() {
        assertEquals(3, ConnectionSource.waitSeconds(3, 4), "--reconnect-seconds 3, a few connections");
        assertEquals(10, ConnectionSource.waitSeconds(3, 100), "100 connections opened one at a time: 10 s");
        assertEquals(11, ConnectionSource.waitSeconds(3, 101));
        assertEquals(30, ConnectionSource.waitSeconds(300, 4), "the default --reconnect-seconds: the pool's 30 s");
        assertEquals(30, ConnectionSource.waitSeconds(1, 4096), "never longer than 30 s");
        assertEquals(1, ConnectionSource.waitSeconds(1, 1));
    }
}
