package io.ibench.adapter.mysql;

import io.ibench.core.conformance.ServerControlConformance;

import java.nio.file.Path;

/**
 * MariaDB 10.11 from Debian's packages ({@code /usr/sbin/mariadbd}), started and stopped by the
 * adapter's server control.
 */
class MariaDbServerControlIT extends ServerControlConformance {
    MariaDbServerControlIT() {
        super(new MySqlAdapter(), Path.of("/usr"), "sbin/mariadbd", "mariadb-10.11",
                "[mysqld]\ninnodb_buffer_pool_size = 64M\nmax_connections = 123\n", "select @@max_connections",
                "[mysqld]\ninnodb_buffer_pool_size = 64M\ninnodb_no_such_option = 1\n",
                "unknown variable 'innodb_no_such_option=1'");
    }
}
