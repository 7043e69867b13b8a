package io.ibench.core.config;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The driver-property corpus ({@code driver-urls.tsv}): URLs that set a property which would make MySQL
 * Connector/J, MariaDB Connector/J or pgjdbc load a class, read or send local files or deserialize are refused
 * wherever connection options are made, naming the property; the socket factories ibench documents stay allowed.
 */
class DriverPropertiesTest {

    /** One line of the corpus: a URL and the property it is refused for, or "-". */
    record Line(String url, String property) {
        @Override
        public String toString() {
            return url;
        }
    }

    static List<Line> corpus() throws IOException {
        try (InputStream in = Objects.requireNonNull(
                DriverPropertiesTest.class.getResourceAsStream("driver-urls.tsv"))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t", -1))
                    .map(f -> new Line(f[0], f[1])).toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void unsafePropertiesAreRefusedNamingThemAndOthersPass(Line line) {
        if (line.property().equals("-")) {
            assertDoesNotThrow(() -> ConnectionOptions.ofUrl(line.url(), null, null));
            return;
        }
        ConfigException e = assertThrows(ConfigException.class, () -> ConnectionOptions.ofUrl(line.url(), null, null));
        assertTrue(e.getMessage().startsWith("--url sets " + line.property() + ", which would make the driver "),
                e.getMessage());
    }
}
