package io.ibench.adapter.postgres;

/** PostgreSQL 17, a server of the test's own from zonky's binaries. */
class Postgres17ConformanceIT extends OwnPostgresConformance {
    @Override
    OwnPostgres postgres() {
        return OwnPostgres.POSTGRES_17;
    }
}
