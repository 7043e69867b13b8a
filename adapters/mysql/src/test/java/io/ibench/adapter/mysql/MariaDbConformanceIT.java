package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.StatementMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/** InnoDB on the local MariaDB service (or the server in IBENCH_TEST_MYSQL_URL). */
@ResourceLock(TestServer.INNODB_WRITE_BACK)
class MariaDbConformanceIT extends MySqlConformance {
    private static final String DB = "ibench_conformance_innodb";

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        return TestServer.freshDatabase(DB);
    }

    /**
     * The local service's run binds the inserts' parameters; the other runs of the adapter send the reference's text.
     */
    @Override
    protected StatementMode statementMode() {
        return StatementMode.PREPARED;
    }

    @Override
    protected void release() throws Exception {
        TestServer.drop(DB);
    }
}
