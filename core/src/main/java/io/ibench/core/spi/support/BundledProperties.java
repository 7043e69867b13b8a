package io.ibench.core.spi.support;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import java.util.Properties;

/** Reads a value from a properties file on the class path, e.g. the version of bundled server binaries. */
public final class BundledProperties {
    private BundledProperties() {
    }

    /**
     * @param owner    a class whose class loader sees the resource
     * @param resource absolute resource path, e.g. {@code /META-INF/maven/g/a/pom.properties}
     * @param key      the property
     * @return its value, or empty when the resource or the key is missing or unreadable
     */
    public static Optional<String> read(Class<?> owner, String resource, String key) {
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            Properties properties = new Properties();
            properties.load(in);
            return Optional.ofNullable(properties.getProperty(key));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
