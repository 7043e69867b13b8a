package io.ibench.adapter.mysql;

import io.ibench.core.conformance.ServerControlConformance;

/**
 * Upstream MySQL 8.0.31 from Maven Central's tarball, initialised, started and stopped by the adapter's server control.
 */
class MySql8031ServerControlIT extends ServerControlConformance {
    MySql8031ServerControlIT() {
        super(new MySqlAdapter(), UpstreamMySql.MYSQL_8_0_31.basedir(), "bin/mysqld", "mysql-8.0",
                "[mysqld]\ninnodb_buffer_pool_size = 64M\nmax_connections = 123\n", "select @@max_connections",
                "[mysqld]\ninnodb_buffer_pool_size = 64M\ninnodb_no_such_option = 1\n",
                "unknown variable 'innodb_no_such_option=1'");
    }
}
