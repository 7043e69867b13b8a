package io.ibench.core.config;

import io.ibench.core.workload.DataDomain;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads back the effective configuration a run recorded ({@link RunConfig#describe()}), so that
 * {@code ibench run --resume} continues with exactly the same settings and seeds. The password
 * was never recorded: it comes from the resuming command's own password source.
 */
public final class RecordedConfig {
    private final Map<String, Object> values;
    private final String source;

    private RecordedConfig(Map<String, Object> values, String source) {
        this.values = values;
        this.source = source;
    }

    /**
     * @param described the {@code config} object of a {@code result.json}
     * @param source    where it came from, for messages, e.g. the file's path
     * @param password  the password to connect with, or null
     * @return a builder holding the recorded configuration
     * @throws ConfigException naming the file and the setting that is missing or malformed
     */
    public static RunConfig.Builder restore(Map<String, Object> described, String source, String password) {
        if (described == null) {
            throw new ConfigException(source + " records no configuration, so the run cannot be resumed");
        }
        return new RecordedConfig(described, source).builder(password);
    }

    private RunConfig.Builder builder(String password) {
        RecordedConfig connection = nested("connection");
        RecordedConfig domain = nested("domain");
        Object cleanup = values.get("cleanupSeconds");
        RunConfig.Builder b = RunConfig.builder()
                .dbms(optionalText("dbms"))
                .connection(new ConnectionOptions(url(connection.optionalText("url")), connection.optionalText("host"),
                        connection.optionalInt("port"), connection.optionalText("socket"), connection.optionalText("user"),
                        password, connection.optionalText("database")))
                .createDatabase(bool("createDatabase"))
                .force(bool("force"))
                .clients(integer("clients"))
                .sharedTable(bool("sharedTable"))
                .rowsPerTable(number("rowsPerTable"))
                .writeRowsPerTable(number("writeRowsPerTable"))
                .querySeconds(integer("querySeconds"))
                .steps(textList("steps"))
                .rowsPerCommit(counts("rowsPerCommit"))
                .deletes(bool("deletes"))
                .queryThreads(integer("queryThreads"))
                .secondaryIndexes(integer("secondaryIndexes"))
                .domain(new DataDomain(domain.integer("cashregisters"), domain.integer("products"),
                        domain.integer("customers"), domain.integer("maxPrice"), domain.integer("dataLengthMin"),
                        domain.integer("dataLengthMax"), domain.integer("dataRandomPct"), domain.integer("rowsPerQuery")))
                .resyncGetMin(integer("resyncGetMin"))
                .seed(number("seed"))
                .label(optionalText("label"))
                .reportIntervalMillis(integer("reportIntervalMillis"))
                .probeIntervalSeconds(integer("probeIntervalSeconds"))
                .hostMetrics(bool("hostMetrics"))
                .cleanupSeconds("auto".equals(cleanup) ? null : integer("cleanupSeconds"))
                .engineOptions(new EngineOptions(optionalText("engine"), text("engineOptions"), bool("uniqueChecks"),
                        bool("bulkLoad")))
                .resultsDirectory(Path.of(text("resultsDirectory")))
                .profile(optionalText("profile"))
                .faults(new FaultPolicy(OnError.parse(text("onError")), decimal("maxErrorRate"),
                        integer("statementTimeoutSeconds"), integer("reconnectSeconds")))
                .embeddedServer(bool("embeddedServer"))
                .statementMode(StatementMode.parse(text("statements")));
        return b;
    }

    /** The recorded URL had any password redacted; it is left out, and the resuming command's password source used. */
    private static String url(String recorded) {
        return recorded == null ? null : UrlRedaction.withoutPassword(recorded);
    }

    private ConfigException bad(String key, String expected) {
        return new ConfigException(source + ": the recorded setting '" + key + "' " + expected);
    }

    private Object required(String key) {
        Object value = values.get(key);
        if (value == null) {
            throw bad(key, "is missing");
        }
        return value;
    }

    private RecordedConfig nested(String key) {
        if (!(required(key) instanceof Map<?, ?> map)) {
            throw bad(key, "must be an object");
        }
        Map<String, Object> copy = new LinkedHashMap<>();
        map.forEach((k, v) -> copy.put(String.valueOf(k), v));
        return new RecordedConfig(copy, source + " (" + key + ")");
    }

    private String text(String key) {
        if (!(required(key) instanceof String text)) {
            throw bad(key, "must be text");
        }
        return text;
    }

    private String optionalText(String key) {
        return values.get(key) == null ? null : text(key);
    }

    private boolean bool(String key) {
        if (!(required(key) instanceof Boolean flag)) {
            throw bad(key, "must be true or false");
        }
        return flag;
    }

    private long number(String key) {
        if (!(required(key) instanceof Number n) || n instanceof Double || n instanceof Float) {
            throw bad(key, "must be a whole number");
        }
        return n.longValue();
    }

    private int integer(String key) {
        long n = number(key);
        if (n != (int) n) {
            throw bad(key, "must be a whole number below 2^31");
        }
        return (int) n;
    }

    private Integer optionalInt(String key) {
        return values.get(key) == null ? null : integer(key);
    }

    private double decimal(String key) {
        if (!(required(key) instanceof Number n)) {
            throw bad(key, "must be a number");
        }
        return n.doubleValue();
    }

    private List<String> textList(String key) {
        if (!(required(key) instanceof List<?> list) || list.stream().anyMatch(v -> !(v instanceof String))) {
            throw bad(key, "must be a list of step names");
        }
        return list.stream().map(String.class::cast).toList();
    }

    private Map<String, Integer> counts(String key) {
        RecordedConfig map = nested(key);
        Map<String, Integer> out = new LinkedHashMap<>();
        for (String step : map.values.keySet()) {
            out.put(step, map.integer(step));
        }
        return out;
    }
}
