package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.StatementMode;

/** The local PostgreSQL service (or the server in IBENCH_TEST_POSTGRES_URL). */
class PostgresConformanceIT extends PostgresConformance {
    private static final String DB = "ibench_conformance_pg";

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        return PgTestServer.freshDatabase(DB);
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
        PgTestServer.drop(DB);
    }
}
