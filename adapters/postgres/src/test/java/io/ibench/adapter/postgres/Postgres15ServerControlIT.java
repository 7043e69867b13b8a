package io.ibench.adapter.postgres;

import io.ibench.core.conformance.ServerControlConformance;

import java.nio.file.Path;

/**
 * PostgreSQL 15 from Debian's packages ({@code /usr/lib/postgresql/15}), run as user postgres
 * when the test runs as root.
 */
class Postgres15ServerControlIT extends ServerControlConformance {
    Postgres15ServerControlIT() {
        super(new PostgresAdapter(), Path.of("/usr/lib/postgresql/15"), "bin/postgres", "postgres-15",
                "shared_buffers = 32MB\nmax_connections = 123\n", "show max_connections",
                "shared_buffers = 32MB\nno_such_option = 1\n",
                "unrecognized configuration parameter \"no_such_option\"");
    }
}
