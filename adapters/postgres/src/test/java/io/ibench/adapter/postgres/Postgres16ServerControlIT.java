package io.ibench.adapter.postgres;

/** PostgreSQL 16 from zonky's binaries ({@link OwnPostgres}), run as user postgres when the test runs as root. */
class Postgres16ServerControlIT extends PostgresServerControlConformance {
    Postgres16ServerControlIT() {
        super(OwnPostgres.POSTGRES_16.basedir(), "postgres-16");
    }
}
