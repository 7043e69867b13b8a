package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.EngineOptions;

/** MyRocks on the local MariaDB service with its RocksDB plugin (./test loads it). */
class MyRocksConformanceIT extends MySqlConformance {
    private static final String DB = "ibench_conformance_rocksdb";

    @Override
    protected EngineOptions engineOptions() {
        return new EngineOptions("rocksdb", "");
    }

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        ConnectionOptions options = TestServer.freshDatabase(DB);
        TestServer.assumeRocksDb();
        return options;
    }

    @Override
    protected void release() throws Exception {
        TestServer.drop(DB);
    }
}
