package io.ibench.adapter.postgres;

/** PostgreSQL 16, a server of the test's own from zonky's binaries. */
class Postgres16ConformanceIT extends OwnPostgresConformance {
    @Override
    OwnPostgres postgres() {
        return OwnPostgres.POSTGRES_16;
    }
}
