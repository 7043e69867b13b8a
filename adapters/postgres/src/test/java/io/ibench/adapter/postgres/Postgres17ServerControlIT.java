package io.ibench.adapter.postgres;

/** PostgreSQL 17 from zonky's binaries ({@link OwnPostgres}), run as user postgres when the test runs as root. */
class Postgres17ServerControlIT extends PostgresServerControlConformance {
    Postgres17ServerControlIT() {
        super(OwnPostgres.POSTGRES_17.basedir(), "postgres-17");
    }
}
