package io.ibench.adapter.mysql;

import io.ibench.core.config.EngineOptions;
import io.ibench.core.config.Setting;
import io.ibench.core.config.Setting.Section;
import io.ibench.core.plan.StepKind;

import java.util.List;

/**
 * The run settings of MyRocks alone, the reference's {@code --unique_checks} and {@code --bulk_load}, declared
 * here ({@link MySqlAdapter#settings()}), and the harness's scope of them per step (docs/workload.md#myrocks).
 */
public final class MyRocksSettings {
    /** {@code --[no-]unique-checks}: true keeps the writers' unique checks on (default). */
    public static final Setting<Boolean> UNIQUE_CHECKS = Setting.flag("uniqueChecks")
            .option("--unique-checks", "", Section.WORKLOAD).defaultValue(true)
            .help("MyRocks: with --no-unique-checks the writers of l.i0, l.x, l.i1 and l.i2 run with unique_checks=0, "
                    + "as the reference's --unique_checks=0; read-write steps keep them on, as its harness does "
                    + "(default {default}).")
            .done();
    /** {@code --bulk-load}: true runs l.i0's inserters with {@code rocksdb_bulk_load=1}. */
    public static final Setting<Boolean> BULK_LOAD = Setting.flag("bulkLoad")
            .option("--bulk-load", "", Section.WORKLOAD).defaultValue(false)
            .help("MyRocks: l.i0's inserters run with rocksdb_bulk_load=1, as the reference's --bulk_load in the "
                    + "harness's load step; the other steps never (default {default}, as its harness).")
            .done();
    /** Both, in the order a result's {@code config} records them. */
    public static final List<Setting<?>> ALL = List.of(UNIQUE_CHECKS, BULK_LOAD);

    private MyRocksSettings() {
    }

    /**
     * @param options the run's options, or a step's ({@link EngineOptions#forStep})
     * @return whether writers keep unique checks on: as {@code --unique-checks} says, and always in read-write steps
     */
    static boolean uniqueChecks(EngineOptions options) {
        return options.get(UNIQUE_CHECKS) || options.step() == StepKind.READ_WRITE;
    }

    /**
     * @param options the run's options, or a step's ({@link EngineOptions#forStep})
     * @return whether inserters bulk load: as {@code --bulk-load} says, and in l.i0 only of the steps
     */
    static boolean bulkLoad(EngineOptions options) {
        return options.get(BULK_LOAD) && (options.step() == null || options.step() == StepKind.INITIAL_LOAD);
    }
}
