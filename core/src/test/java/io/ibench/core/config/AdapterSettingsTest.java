package io.ibench.core.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.ibench.core.config.Setting.Section;
import io.ibench.core.plan.StepKind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A setting an adapter declares ({@code Adapter.settings()}) is a setting like the core's: recorded after
 * {@code engineOptions}, defaulted, restored by {@code --resume}, and handed to the adapter in {@link EngineOptions}.
 */
class AdapterSettingsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A test-only adapter setting. */
    static final Setting<Boolean> FLAG = Setting.flag("testOnlyFlag")
            .option("--test-only-flag", "", Section.WORKLOAD).defaultValue(false).help("A test's flag.").done();

    @Test
    void anAdapterSettingIsRecordedRightAfterEngineOptionsWithItsDefault() {
        List<String> expected = new ArrayList<>(Settings.ALL.stream().map(Setting::key).toList());
        expected.add(expected.indexOf("engineOptions") + 1, "testOnlyFlag");
        Map<String, Object> described = RunConfig.builder(List.of(FLAG)).profile("quick").seed(1).build()
                .describe();
        assertEquals(expected, List.copyOf(described.keySet()));
        assertEquals(false, described.get("testOnlyFlag"));
    }

    @Test
    void itsValueReachesTheAdapterThroughTheEngineOptions() {
        assertEquals(true, RunConfig.builder(List.of(FLAG)).set(FLAG, true).build().engineOptions().get(FLAG));
        assertEquals(false, RunConfig.builder(List.of(FLAG)).build().engineOptions().get(FLAG), "its default");
        assertEquals(false, EngineOptions.DEFAULT.get(FLAG), "its default without a configuration");
        EngineOptions step = new EngineOptions("e", "").with(FLAG, true).forStep(StepKind.WRITE);
        assertEquals(true, step.get(FLAG));
        assertEquals(StepKind.WRITE, step.step());
    }

    @Test
    @SuppressWarnings("unchecked")
    void aResumedRunRestoresItAndARecordWithoutItTakesItsDefault() throws Exception {
        RunConfig original = RunConfig.builder(List.of(FLAG)).set(FLAG, true).seed(1).build();
        Map<String, Object> recorded =
                JSON.readValue(JSON.writeValueAsString(original.describe()), LinkedHashMap.class);
        assertEquals(true, RecordedConfig.restore(recorded, "r", null, List.of(FLAG)).build().get(FLAG));
        recorded.remove("testOnlyFlag");
        RunConfig restored = RecordedConfig.restore(recorded, "r", null, List.of(FLAG)).build();
        assertEquals(false, restored.get(FLAG));
        assertEquals(List.of("testOnlyFlag"),
                RecordedConfig.withAssumedDefaults(recorded, restored).get(RecordedConfig.ASSUMED_DEFAULTS));
    }

    @Test
    void aKeyOrOptionTakenTwiceAndASettingTheBuilderLacksAreRefused() {
        Setting<Boolean> tcp = Setting.flag("tcp2").option("--tcp", "", Section.SERVER).defaultValue(false).done();
        assertEquals("the setting --tcp (key tcp2) is declared twice: by an adapter and by the core or another adapter",
                assertThrows(IllegalStateException.class, () -> Settings.withAdapters(List.of(tcp))).getMessage());
        assertThrows(IllegalStateException.class, () -> Settings.withAdapters(List.of(FLAG, FLAG)));
        assertEquals("the setting --test-only-flag is an adapter's that this configuration was not built with "
                + "(RunConfig.builder(adapter settings))",
                assertThrows(IllegalArgumentException.class, () -> RunConfig.builder().set(FLAG, true)).getMessage());
    }
}
