package io.ibench.core.engine;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which addresses name this host, whose server ibench then reaches through its socket. */
class TransportChoiceTest {

    @Test
    void loopbackAddressesAndNamesAreThisHost() {
        assertTrue(TransportChoice.onThisHost("127.0.0.1:3306"));
        assertTrue(TransportChoice.onThisHost("localhost:5432"));
        assertTrue(TransportChoice.onThisHost("localhost"));
        assertTrue(TransportChoice.onThisHost("[::1]:3306"));
    }

    @Test
    void otherHostsAndHostListsAreNot() {
        assertFalse(TransportChoice.onThisHost("db1.invalid:3306"), "a name that does not resolve");
        assertFalse(TransportChoice.onThisHost("192.0.2.1:3306"), "an address of no interface here (TEST-NET-1)");
        assertFalse(TransportChoice.onThisHost("127.0.0.1:3306,127.0.0.1:3307"), "several hosts");
        assertFalse(TransportChoice.onThisHost("address=(host=127.0.0.1)(port=3306)"), "Connector/J's long form");
    }
}
