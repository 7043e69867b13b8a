package io.ibench.core.result;

import io.ibench.core.spi.support.BundledProperties;

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
        return BundledProperties.read(ToolVersion.class, "/io/ibench/core/ibench-version.properties", "version")
                .orElse("unknown");
    }
}
