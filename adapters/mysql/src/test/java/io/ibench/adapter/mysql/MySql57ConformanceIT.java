package io.ibench.adapter.mysql;

/** InnoDB on upstream MySQL 5.7.22, a server of the test's own from Maven Central's tarball. */
class MySql57ConformanceIT extends UpstreamMySqlConformance {
    @Override
    UpstreamMySql upstream() {
        return UpstreamMySql.MYSQL_5_7_22;
    }
}
