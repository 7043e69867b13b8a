package io.ibench.adapter.mysql;

import io.ibench.core.conformance.ServerControlConformance;

/**
 * Upstream MySQL 5.7.22 from Maven Central's tarball, initialised, started and stopped by the adapter's server control.
 */
class MySql57ServerControlIT extends ServerControlConformance {
    MySql57ServerControlIT() {
        super(new MySqlAdapter(), UpstreamMySql.MYSQL_5_7_22.basedir(), "bin/mysqld", "mysql-5.7",
                "[mysqld]\ninnodb_buffer_pool_size = 64M\nmax_connections = 123\n", "select @@max_connections",
                "[mysqld]\ninnodb_buffer_pool_size = 64M\ninnodb_no_such_option = 1\n",
                "unknown variable 'innodb_no_such_option=1'");
    }
}
