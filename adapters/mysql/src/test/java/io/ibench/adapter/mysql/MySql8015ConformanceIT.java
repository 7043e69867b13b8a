package io.ibench.adapter.mysql;

/** InnoDB on upstream MySQL 8.0.15 (before 8.0.30's redo log changes), a server of the test's own. */
class MySql8015ConformanceIT extends UpstreamMySqlConformance {
    @Override
    UpstreamMySql upstream() {
        return UpstreamMySql.MYSQL_8_0_15;
    }
}
