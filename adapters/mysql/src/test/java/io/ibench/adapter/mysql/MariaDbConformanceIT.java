package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;

/** InnoDB on the local MariaDB service (or the server in IBENCH_TEST_MYSQL_URL). */
class MariaDbConformanceIT extends MySqlConformance {
    private static final String DB = "ibench_conformance_innodb";

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        return TestServer.freshDatabase(DB);
    }

    @Override
    protected void release() throws Exception {
        TestServer.drop(DB);
    }
}
