package io.ibench.adapter.mysql;

/** InnoDB on upstream MySQL 8.0.31, a server of the test's own from Maven Central's tarball. */
class MySql80ConformanceIT extends UpstreamMySqlConformance {
    @Override
    UpstreamMySql upstream() {
        return UpstreamMySql.MYSQL_8_0_31;
    }
}
