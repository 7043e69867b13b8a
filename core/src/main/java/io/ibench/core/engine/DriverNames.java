package io.ibench.core.engine;

import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names a JDBC driver for results and reports: its name and release, e.g. {@code MySQL Connector/J 9.4.0},
 * {@code MariaDB Connector/J 3.5.6} or {@code PostgreSQL JDBC Driver 42.7.7}, read from the driver itself (no
 * statement reaches the server).
 */
final class DriverNames {
    private static final Pattern RELEASE = Pattern.compile("\\d+(?:\\.\\d+)+");

    private DriverNames() {
    }

    /**
     * @param metaData a connection's metadata
     * @return the driver's name and release
     * @throws SQLException when the driver cannot say
     */
    static String of(DatabaseMetaData metaData) throws SQLException {
        return describe(metaData.getDriverName(), metaData.getDriverVersion());
    }

    /**
     * @param name    the driver's name, e.g. {@code MySQL Connector/J}
     * @param version its version text, which may carry more than the release, e.g.
     *                {@code mysql-connector-j-9.4.0 (Revision: 1a2b3c)}
     * @return the name and the first dotted number of the version, or the whole version text when it has none
     */
    static String describe(String name, String version) {
        Matcher release = RELEASE.matcher(version == null ? "" : version);
        return name + " " + (release.find() ? release.group() : version);
    }
}
