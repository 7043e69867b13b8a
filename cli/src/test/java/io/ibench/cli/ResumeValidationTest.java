package io.ibench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --resume} takes its settings from a result file, which is hostile input: a recorded URL with a driver
 * property that loads classes, reads local files or deserializes, or engine options that would end CREATE TABLE,
 * are refused before anything connects, with the command line's own sentence, named by the file.
 */
class ResumeValidationTest {
    private static final String CLOSED = "--url=jdbc:mysql://127.0.0.1:1/ib";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "url|jdbc:mysql://127.0.0.1:1/ib?autoDeserialize=true",
        "url|jdbc:postgresql://127.0.0.1:1/ib?socketFactory=org.springframework.context.support.X&socketFactoryArg=y",
        "engineOptions|engine=innodb; drop database ib",
        "engineOptions|x /* comment */"})
    void aRecordedSettingTheCommandLineRefusesIsRefusedToo(String setting, String value) throws IOException {
        CliOutput commandLine = CliOutput.run("run", setting.equals("url") ? "--url=" + value : CLOSED,
                setting.equals("url") ? "--steps=l.i0" : "--engine-options=" + value, "--results=" + dir.resolve("r"));
        assertEquals(ExitCodes.USAGE, commandLine.exitCode(), commandLine.err());
        String reason = commandLine.err().strip().replaceFirst("^ibench run: ", "");

        Path run = interruptedRun(config -> {
            if (setting.equals("url")) {
                connectTo(config, value);
            } else {
                config.put(setting, value);
            }
        });
        CliOutput resumed = CliOutput.run("run", "--resume=" + run);
        assertEquals(ExitCodes.USAGE, resumed.exitCode(), resumed.err());
        assertEquals("ibench run: " + run.resolve("result.json") + ": " + reason, resumed.err().strip());
    }

    /**
     * A run recorded before a setting with a default existed is resumed with today's default, said before anything
     * connects (the server here is closed, so the resume ends there), not refused as a damaged record.
     */
    @Test
    void aSettingTheRecordLacksTakesTodaysDefault() throws IOException {
        Path run = interruptedRun(config -> {
            connectTo(config, CLOSED.substring("--url=".length()));
            config.remove("onError");
            config.remove("reconnectSeconds");
        });
        CliOutput resumed = CliOutput.run("run", "--resume=" + run);
        assertTrue(resumed.out().contains("did not record take today's defaults, recorded as assumedDefaults: "
                + "onError abort-run, reconnectSeconds "), resumed.out());
        assertFalse(resumed.err().contains("is missing"), resumed.err());
    }

    /** @return a run folder whose result.json is an interrupted run's, its recorded config changed by {@code edit} */
    private Path interruptedRun(Consumer<ObjectNode> edit) throws IOException {
        Path run = HostileRunFolders.template(dir.resolve("run"));
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode tree = (ObjectNode) mapper.readTree(run.resolve("result.json").toFile());
        tree.put("status", "interrupted");
        edit.accept((ObjectNode) tree.get("config"));
        mapper.writeValue(run.resolve("result.json").toFile(), tree);
        return run;
    }

    /** Records {@code url} as the run's whole connection, without a password. */
    private static void connectTo(ObjectNode config, String url) {
        ((ObjectNode) config.get("connection")).removeAll().put("url", url).put("passwordGiven", false);
    }
}
