package io.ibench.core.config;

import io.ibench.core.workload.DataDomain;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RecordedConfigTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<Setting<?>> ADAPTER_SETTINGS = List.of(AdapterSettingsTest.FLAG);

    private static RunConfig.Builder restore(Map<String, Object> described, String source, String password) {
        return RecordedConfig.restore(described, source, password, ADAPTER_SETTINGS);
    }

    private static RunConfig everySettingChanged() {
        return RunConfig.builder(ADAPTER_SETTINGS).dbms("mysql")
                .connection(new ConnectionOptions(null, "db1", 3307, null, "bench", "secret-pw", "ib2"))
                .createDatabase(true).force(true).clients(3).rowsPerTable(123_456).writeRowsPerTable(7_890L)
                .querySeconds(77)
                .steps(List.of("l.i0", "l.x", "qp0")).rowsPerCommit(Map.of("l.i0", 10)).deletes(false).queryThreads(2)
                .secondaryIndexes(2).domain(new DataDomain(10, 20, 30, 40, 5, 6, 70, 8)).resyncGetMin(9).seed(4711L)
                .label("my-label").reportIntervalMillis(500).probeIntervalSeconds(0).hostMetrics(false)
                .cleanupSeconds(12)
                .engineOptions(new EngineOptions("rocksdb", "comment 'x'").with(AdapterSettingsTest.FLAG, true))
                .resultsDirectory(Path.of("out/r"))
                .profile("quick").faults(new FaultPolicy(OnError.CONTINUE, 0.05, 30, 90)).embeddedServer(true).build();
    }

    /** As the result file holds it: through JSON, so numbers come back as Jackson reads them. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> recorded(RunConfig config) throws Exception {
        return JSON.readValue(JSON.writeValueAsString(config.describe()), LinkedHashMap.class);
    }

    @Test
    void aRecordedConfigurationComesBackIdenticalExceptThePassword() throws Exception {
        RunConfig original = everySettingChanged();
        RunConfig restored = restore(recorded(original), "result.json", "other-pw").build();
        assertEquals(original.describe(), restored.describe());
        assertEquals("other-pw", restored.connection().password());

        RunConfig defaults = RunConfig.builder(ADAPTER_SETTINGS).seed(1L).build();
        assertEquals(defaults.describe(),
                restore(recorded(defaults), "result.json", null).build().describe());
        assertNull(restore(recorded(defaults), "result.json", null).build().cleanupSeconds());
    }

    @Test
    void aPasswordInTheRecordedUrlIsLeftOutForTheResumingCommandsOwn() throws Exception {
        for (String url : new String[] {"jdbc:mysql://h:3306/ib?password=secret&sslMode=DISABLED",
            "jdbc:mysql://h:3306/ib?sslMode=DISABLED&password=secret",
            "jdbc:postgresql://bench:secret@h:5432/ib?sslmode=disable"}) {
            RunConfig original = RunConfig.builder().connection(ConnectionOptions.ofUrl(url, "bench", null)).seed(1L)
                    .build();
            RunConfig restored = restore(recorded(original), "result.json", "from-file").build();
            String expected = url.replace("password=secret&", "").replace("&password=secret", "")
                    .replace("bench:secret@", "bench@");
            assertEquals(expected, restored.connection().url(), "recorded as " + original.describe().get("connection"));
            assertEquals("from-file", restored.connection().password());
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void aDamagedRecordIsNamedPrecisely() throws Exception {
        Map<String, Object> damaged = recorded(everySettingChanged());
        damaged.put("clients", "three");
        assertEquals("r/result.json: the recorded setting 'clients' must be a whole number",
                assertThrows(ConfigException.class, () -> restore(damaged, "r/result.json", null))
                        .getMessage());
        damaged.put("clients", 3);
        ((Map<String, Object>) damaged.get("domain")).remove("products");
        assertEquals("r/result.json (domain): the recorded setting 'products' is missing",
                assertThrows(ConfigException.class, () -> restore(damaged, "r/result.json", null))
                        .getMessage());
        assertEquals("r/result.json records no configuration, so the run cannot be resumed",
                assertThrows(ConfigException.class, () -> restore(null, "r/result.json", null))
                        .getMessage());
        Map<String, Object> nulled = recorded(everySettingChanged());
        nulled.put("onError", null);
        assertEquals("r/result.json: the recorded setting 'onError' is missing",
                assertThrows(ConfigException.class, () -> restore(nulled, "r/result.json", null))
                        .getMessage(), "a setting recorded without a value is damage, not age");
    }

    @Test
    void aSettingAddedSinceTheRunWasRecordedTakesTodaysDefaultAndIsRecordedAsAssumed() throws Exception {
        RunConfig original = everySettingChanged();
        Map<String, Object> older = recorded(original);
        older.remove("onError");
        older.remove("reconnectSeconds");
        RunConfig restored = restore(older, "r/result.json", null).build();
        assertEquals(Settings.ON_ERROR.defaultValue(), restored.get(Settings.ON_ERROR));
        assertEquals(original.describe().get("clients"), restored.describe().get("clients"), "the rest as recorded");
        Map<String, Object> completed = RecordedConfig.withAssumedDefaults(older, restored);
        assertEquals(List.of("onError", "reconnectSeconds"), completed.get(RecordedConfig.ASSUMED_DEFAULTS));
        assertEquals(restored.describe().get("onError"), completed.get("onError"));
        assertEquals(restored.describe().get("reconnectSeconds"), completed.get("reconnectSeconds"));
        assertEquals(recorded(original), RecordedConfig.withAssumedDefaults(recorded(original), restored),
                "a record that lacks nothing is kept as it is");
    }

    /**
     * A partitioned run records the derived rows per partition under planned; earlier builds recorded it as the
     * setting. Both read as the same effective configuration (the report's option differences, a sweep's settings),
     * and both resume with the same partitions.
     */
    @Test
    void theDerivedRowsPerPartitionIsRecordedApartAndReadAsEarlierRecordsHeldIt() throws Exception {
        RunConfig partitioned = RunConfig.builder().seed(1L).set(Settings.PARTITIONS, 4).build();
        Map<String, Object> now = recorded(partitioned);
        Map<String, Object> earlier = new LinkedHashMap<>(now);
        earlier.remove(RunConfig.PLANNED);
        Object planned = ((Map<?, ?>) now.get(RunConfig.PLANNED)).get("rowsPerPartition");
        assertEquals(partitioned.partitioning().rowsPerPartition(), ((Number) planned).longValue());
        earlier.put("rowsPerPartition", planned);
        assertNull(now.get("rowsPerPartition"));
        assertEquals(earlier, RecordedConfig.effective(now));
        assertEquals(earlier, RecordedConfig.effective(earlier), "an earlier record is already effective");
        assertEquals(List.copyOf(earlier.keySet()), List.copyOf(RecordedConfig.effective(now).keySet()),
                "in the order earlier records have");
        Map<String, Object> written = new LinkedHashMap<>(now);
        written.remove("rowsPerPartition");
        assertEquals(earlier, RecordedConfig.effective(written), "as result.json holds it, without null values");
        assertEquals(partitioned.partitioning(), restore(written, "r", null).build().partitioning());
        assertEquals(partitioned.partitioning(), restore(earlier, "r", null).build().partitioning());
        assertNull(RecordedConfig.effective(null));
    }
}
