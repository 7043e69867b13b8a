package io.ibench.core.lang;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The redaction corpus ({@code secret-urls.tsv}): every form in which a JDBC URL of MySQL Connector/J, MariaDB
 * Connector/J or pgjdbc carries a secret, and messages that quote one, each with what {@link UrlRedaction#redact}
 * and {@link UrlRedaction#withoutSecrets} must make of it.
 */
class UrlRedactionTest {

    /** One line of the corpus. */
    record Line(String text, String redacted, String withoutSecrets) {
        @Override
        public String toString() {
            return text;
        }
    }

    static List<Line> corpus() throws IOException {
        try (InputStream in = Objects.requireNonNull(UrlRedactionTest.class.getResourceAsStream("secret-urls.tsv"))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t", -1))
                    .map(f -> new Line(f[0], f[1], f[2])).toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void everySecretIsMaskedAndNothingElse(Line line) {
        String redacted = UrlRedaction.redact(line.text());
        assertEquals(line.redacted(), redacted);
        assertFalse(redacted.contains("SECRET"), redacted);
        assertEquals(redacted, UrlRedaction.redact(redacted), "redacting twice changes nothing");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void aRecordedUrlLosesItsSecretsAndKeepsTheRest(Line line) {
        if (line.withoutSecrets().equals("-")) {
            return;
        }
        String recorded = UrlRedaction.redact(line.text());
        assertEquals(line.withoutSecrets(), UrlRedaction.withoutSecrets(recorded));
        assertEquals(line.withoutSecrets(), UrlRedaction.withoutSecrets(line.text()));
    }

    @Test
    void theCorpusHasEveryDocumentedForm() throws IOException {
        String all = String.join("\n", corpus().stream().map(Line::text).toList());
        for (String form : List.of("address=(", ",password=", "u2:SECRET", "sslpassword=", "trustCertificateKeyStore",
                "clientCertificateKeyStorePassword", "keyStorePassword", "trustStorePassword", "keyPassword",
                "password1=", "xdevapi.ssl-truststore-password", "//u:SECRET")) {
            assertTrue(all.contains(form), "the corpus lacks " + form);
        }
    }
}
