package io.ibench.core.result;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version of this ibench build, from a resource filtered at build time. */
public final class ToolVersion {
    private static final String VERSION = load();

    private ToolVersion() {
    }

    /** @return the version, e.g. {@code 0.1.0-SNAPSHOT} */
    public static String get() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = ToolVersion.class.getResourceAsStream("/io/ibench/core/ibench-version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
