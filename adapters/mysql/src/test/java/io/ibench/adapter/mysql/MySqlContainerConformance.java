package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import org.testcontainers.mysql.MySQLContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * The conformance test against a MySQL-family server in a container: runs where a Docker engine
 * is available; each subclass is marked {@code @Testcontainers(disabledWithoutDocker = true)},
 * so without one JUnit reports it skipped ("Docker is not available").
 */
abstract class MySqlContainerConformance extends MySqlConformance {
    /** The password of the container's root user, which the cleanup needs for global settings. */
    static final String ROOT_PASSWORD = "ibench-conformance";

    /**
     * @param image a MySQL-compatible image, e.g. {@code mysql:8.0} or {@code percona/percona-server:8.0}
     * @return a container with database {@code ib} for root
     */
    static MySQLContainer container(String image) {
        return new MySQLContainer(DockerImageName.parse(image).asCompatibleSubstituteFor("mysql"))
                .withDatabaseName("ib").withUsername("root").withPassword(ROOT_PASSWORD);
    }

    /** @return the running container */
    abstract MySQLContainer server();

    @Override
    protected boolean serverRunsHere() {
        return false;
    }

    @Override
    protected ConnectionOptions freshDatabase() {
        return new ConnectionOptions(null, server().getHost(), server().getMappedPort(MySQLContainer.MYSQL_PORT), null,
                "root", ROOT_PASSWORD, "ib");
    }
}
