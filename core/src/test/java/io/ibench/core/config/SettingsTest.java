package io.ibench.core.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The declarations of {@link Settings} drive the builder's defaults, validation, describe() and restore. */
class SettingsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void keysAndOptionsAreDeclaredOnce() {
        Set<String> keys = new HashSet<>();
        Set<String> options = new HashSet<>();
        for (Setting<?> s : Settings.ALL) {
            assertTrue(keys.add(s.key()), "key " + s.key() + " declared twice");
            assertTrue(s.option() == null || options.add(s.option()), "option " + s.option() + " declared twice");
            assertTrue(s.section() == Setting.Section.NONE || s.option() != null,
                    s.key() + " is shown but has no option");
        }
    }

    @Test
    void everySettingIsDescribedByItsKeyInCatalogueOrder() {
        RunConfig c = RunConfig.builder().profile("quick").seed(3).build();
        assertEquals(Settings.ALL.stream().map(Setting::key).toList(), List.copyOf(c.describe().keySet()));
    }

    @Test
    void theBuilderDefaultsAreTheDeclaredOnes() {
        RunConfig c = RunConfig.builder().build();
        for (Setting<?> s : Settings.ALL) {
            if (s.defaultValue() != null) {
                assertEquals(s.defaultValue(), c.get(s), s.key());
            }
        }
        assertEquals(Settings.DEFAULT_WRITE_ROWS_FACTOR * c.rowsPerTable(), c.writeRowsPerTable(), "derived default");
    }

    @Test
    void everyDeclaredRangeIsEnforcedWithTheOptionNamed() {
        for (Setting<?> s : Settings.ALL) {
            if (!s.rangeText().isEmpty()) {
                ConfigException e = assertThrows(ConfigException.class, () -> outOfRange(s), s.key());
                assertTrue(e.getMessage().startsWith(s.option() + " must be between "), e.getMessage());
            }
        }
    }

    /** Sets the setting to one below its declared minimum, as its own option would write it, and builds. */
    private static <T> void outOfRange(Setting<T> s) {
        String min = s.rangeText().substring(0, s.rangeText().indexOf(".."));
        boolean percent = min.endsWith("%");
        BigDecimal below = new BigDecimal(percent ? min.substring(0, min.length() - 1) : min).subtract(BigDecimal.ONE);
        RunConfig.builder().set(s, s.parse(below.toPlainString() + (percent ? "%" : ""))).build();
    }

    @Test
    @SuppressWarnings("unchecked")
    void everyScalarSettingRestoresToTheValueItWasGiven() throws Exception {
        Map<Setting<?>, String> given = new LinkedHashMap<>();
        given.put(Settings.CLIENTS, "7");
        given.put(Settings.ROWS_PER_TABLE, "20k");
        given.put(Settings.WRITE_ROWS_PER_TABLE, "0");
        given.put(Settings.QUERY_SECONDS, "9");
        given.put(Settings.QUERY_THREADS, "2");
        given.put(Settings.SECONDARY_INDEXES, "2");
        given.put(Settings.RESYNC_GET_MIN, "0");
        given.put(Settings.SEED, "-4");
        given.put(Settings.LABEL, "x.1");
        given.put(Settings.REPORT_INTERVAL_MILLIS, "0.25");
        given.put(Settings.PROBE_INTERVAL_SECONDS, "0");
        given.put(Settings.CLEANUP_SECONDS, "3");
        given.put(Settings.ENGINE, "rocksdb");
        given.put(Settings.ENGINE_OPTIONS, "comment 'x'");
        given.put(Settings.ON_ERROR, "abort-step");
        given.put(Settings.MAX_ERROR_RATE, "2.5%");
        given.put(Settings.STATEMENT_TIMEOUT_SECONDS, "0");
        given.put(Settings.RECONNECT_SECONDS, "86400");
        given.put(Settings.STATEMENTS, "prepared");
        given.put(Settings.DBMS, "mysql");
        given.put(Settings.PROFILE, "standard");
        given.put(Settings.RESULTS_DIRECTORY, "out/x");
        RunConfig.Builder builder = RunConfig.builder();
        given.forEach((s, text) -> parseInto(builder, s, text));
        for (Setting<?> flag : Settings.ALL.stream().filter(Setting::isFlag).toList()) {
            builder.set((Setting<Boolean>) flag, !(Boolean) flag.defaultValue());
        }
        RunConfig original = builder.deletes(false).build();
        Map<String, Object> recorded =
                JSON.readValue(JSON.writeValueAsString(original.describe()), LinkedHashMap.class);
        RunConfig restored = RecordedConfig.restore(recorded, "result.json", null, List.of()).build();
        for (Setting<?> s : Settings.ALL) {
            assertEquals(original.get(s), restored.get(s), s.key());
            assertTrue(s.optional() || s == Settings.CONNECTION || !s.isFlag()
                    || !s.defaultValue().equals(original.get(s)),
                    s.key() + " was changed from its default");
        }
        given.forEach((s, text) -> assertEquals(reparsed(s, text), restored.get(s), s.key()));
    }

    private static <T> void parseInto(RunConfig.Builder builder, Setting<T> s, String text) {
        builder.set(s, s.parse(text));
    }

    private static Object reparsed(Setting<?> s, String text) {
        return s.parse(text);
    }

    @Test
    void theHelpShowsTheDeclaredRangeAndDefault() {
        assertEquals("1..4096", Settings.CLIENTS.rangeText());
        assertTrue(Settings.CLIENTS.help().contains("1..4096") && Settings.CLIENTS.help().contains("(default 1)"),
                Settings.CLIENTS.help());
        assertEquals("10m", Settings.ROWS_PER_TABLE.defaultText());
        assertEquals("1%", Settings.MAX_ERROR_RATE.defaultText());
        assertEquals("auto", Settings.CLEANUP_SECONDS.defaultText());
        assertEquals("0.1..60", Settings.REPORT_INTERVAL_MILLIS.rangeText());
        for (Setting<?> s : Settings.ALL) {
            String filledByTheCli = s.help().replace(Settings.ADAPTER_NAMES, "").replace(Settings.SYSTEM_DATABASES, "");
            assertTrue(!filledByTheCli.contains("{"), s.key() + " help has an unfilled placeholder: " + s.help());
            assertTrue(s.section() == Setting.Section.NONE || s.isFlag() || s.optional()
                    || s.help().contains(s.defaultText()), s.key() + " help does not show its default");
        }
    }
}
