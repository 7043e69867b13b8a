package io.ibench.adapter.testonly;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.EngineOptions;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.Dialect;
import io.ibench.core.spi.PostLoadCleanup;
import io.ibench.core.spi.ServerInfo;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * A DBMS adapter that exists only on the end-to-end tests' class path, registered by their
 * {@code META-INF/services/io.ibench.core.spi.Adapter} and by no other file: AdapterDiscoveryTest shows that
 * discovery alone makes it one of ibench's adapters. It answers every question a command asks before it
 * connects and refuses to connect anywhere.
 */
public final class TestOnlyAdapter implements Adapter {
    /** What {@link #target} says: the adapter was chosen, and there is no server behind it. */
    public static final String NO_SERVER = "the test-only adapter connects to no server";

    @Override
    public String id() {
        return "testonly";
    }

    @Override
    public String description() {
        return "A test-only DBMS: found by discovery, connects to nothing";
    }

    @Override
    public List<String> names() {
        return List.of("testonly", "scratch");
    }

    @Override
    public List<String> systemDatabases() {
        return List.of("testonly_catalog");
    }

    @Override
    public List<String> urlPrefixes() {
        return List.of("jdbc:testonly:");
    }

    @Override
    public ConnectionTarget target(ConnectionOptions options) {
        throw new ConfigException(NO_SERVER);
    }

    @Override
    public ConnectionTarget serverTarget(ConnectionOptions options) {
        throw new ConfigException(NO_SERVER);
    }

    @Override
    public List<String> createDatabase(String database) {
        return List.of();
    }

    @Override
    public Dialect dialect(EngineOptions options) {
        throw new UnsupportedOperationException(NO_SERVER);
    }

    @Override
    public ServerInfo describeServer(Connection connection, EngineOptions options) {
        throw new UnsupportedOperationException(NO_SERVER);
    }

    @Override
    public PostLoadCleanup cleanup(EngineOptions options) {
        throw new UnsupportedOperationException(NO_SERVER);
    }

    @Override
    public ConnectionProblem explainConnectionFailure(SQLException error, ConnectionTarget target) {
        throw new UnsupportedOperationException(NO_SERVER);
    }

    @Override
    public boolean isMissingDatabase(SQLException error) {
        return false;
    }
}
