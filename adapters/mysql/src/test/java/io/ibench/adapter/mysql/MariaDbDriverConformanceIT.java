package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import org.junit.jupiter.api.parallel.ResourceLock;

/** Every step through MariaDB Connector/J (a {@code jdbc:mariadb:} URL) on the local MariaDB service. */
@ResourceLock(TestServer.INNODB_WRITE_BACK)
class MariaDbDriverConformanceIT extends MySqlConformance {
    private static final String DB = "ibench_conformance_mariadb_driver";

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        ConnectionOptions options = TestServer.freshDatabase(DB);
        return ConnectionOptions.ofUrl(options.url().replaceFirst("^jdbc:mysql:", "jdbc:mariadb:"), options.user(),
                options.password());
    }

    @Override
    protected void release() throws Exception {
        TestServer.drop(DB);
    }
}
