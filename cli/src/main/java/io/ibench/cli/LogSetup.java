package io.ibench.cli;

/**
 * Configures slf4j-simple before any library logs: warnings only, and the connection pool's,
 * the embedded server's and MariaDB Connector/J's own messages (stack traces, and a warning for every
 * error the server returns) only with {@code --verbose}; ibench reports their failures itself in one
 * sentence.
 */
final class LogSetup {
    private LogSetup() {
    }

    /** @param verbose whether {@code --verbose} was given */
    static void configure(boolean verbose) {
        setIfAbsent("org.slf4j.simpleLogger.logFile", "System.err");
        setIfAbsent("org.slf4j.simpleLogger.defaultLogLevel", verbose ? "info" : "warn");
        setIfAbsent("org.slf4j.simpleLogger.log.com.zaxxer.hikari", verbose ? "info" : "off");
        setIfAbsent("org.slf4j.simpleLogger.log.ch.vorburger", verbose ? "info" : "off");
        setIfAbsent("org.slf4j.simpleLogger.log.org.mariadb.jdbc", verbose ? "info" : "off");
        setIfAbsent("org.slf4j.simpleLogger.showDateTime", "true");
        setIfAbsent("org.slf4j.simpleLogger.dateTimeFormat", "HH:mm:ss.SSS");
    }

    private static void setIfAbsent(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }
}
