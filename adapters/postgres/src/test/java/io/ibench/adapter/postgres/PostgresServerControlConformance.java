package io.ibench.adapter.postgres;

import io.ibench.core.conformance.ServerControlConformance;

import java.nio.file.Path;

/** The server-control conformance test with PostgreSQL's configs, for binaries of any release. */
abstract class PostgresServerControlConformance extends ServerControlConformance {
    /**
     * @param basedir     the binaries' base directory ({@code bin/postgres} inside)
     * @param expectedSet the config set chosen for them, e.g. {@code postgres-16}
     */
    PostgresServerControlConformance(Path basedir, String expectedSet) {
        super(new PostgresAdapter(), basedir, "bin/postgres", expectedSet,
                "shared_buffers = 32MB\nmax_connections = 123\n", "show max_connections",
                "shared_buffers = 32MB\nno_such_option = 1\n",
                "unrecognized configuration parameter \"no_such_option\"");
    }
}
