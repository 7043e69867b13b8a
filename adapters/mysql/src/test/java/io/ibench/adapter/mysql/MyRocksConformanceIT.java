package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.EngineOptions;

import java.sql.Connection;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** MyRocks on the local MariaDB service with its RocksDB plugin (.ci/run loads it). */
class MyRocksConformanceIT extends MySqlConformance {
    private static final String DB = "ibench_conformance_rocksdb";

    @Override
    protected EngineOptions engineOptions() {
        return new EngineOptions("rocksdb", "", true, false);
    }

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        ConnectionOptions options = TestServer.freshDatabase(DB);
        try (Connection c = TestServer.admin()) {
            assumeTrue(MySqlServerIT.rocksDbAvailable(c),
                    "skipped: the MariaDB test server has no RocksDB engine; .ci/run installs mariadb-plugin-rocksdb and "
                            + "starts the server with --plugin-load-add=ha_rocksdb.so");
        }
        return options;
    }

    @Override
    protected void release() throws Exception {
        TestServer.drop(DB);
    }
}
