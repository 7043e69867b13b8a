package io.ibench.cli.options;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ComparisonArgsTest {
    @TempDir
    Path work;

    private Path run(String relative) throws IOException {
        Path folder = Files.createDirectories(work.resolve(relative));
        Files.writeString(folder.resolve("result.json"), "{}");
        return folder;
    }

    @Test
    void aSweepFolderStandsForTheRunsOfEveryConfigAndRepetition() throws IOException {
        Path sweep = work.resolve("sweep-mariadb-10.11.19-quick");
        Path a13r2 = run("sweep-mariadb-10.11.19-quick/a13/r2/20261125-120700-a13-r2");
        Path baseR1 = run("sweep-mariadb-10.11.19-quick/base/r1/20261125-120000-base-r1");
        Path baseR2 = run("sweep-mariadb-10.11.19-quick/base/r2/20261125-120500-base-r2");
        Path a13r1 = run("sweep-mariadb-10.11.19-quick/a13/r1/20261125-120200-a13-r1");
        Files.writeString(sweep.resolve("report.html"), "");
        Files.createDirectories(baseR1.resolve("dumps"));

        assertEquals(List.of(a13r1, a13r2, baseR1, baseR2), ComparisonArgs.expand(List.of(sweep)));
        assertEquals(List.of(baseR1, baseR2), ComparisonArgs.expand(List.of(sweep.resolve("base"))));
    }

    @Test
    void aResultsFolderStandsForItsRunsOldestFirstAndARunFolderForItself() throws IOException {
        Path newer = run("results/20261125-120500-b");
        Path older = run("results/20261125-120000-a");

        assertEquals(List.of(older, newer), ComparisonArgs.expand(List.of(work.resolve("results"))));
        assertEquals(List.of(newer), ComparisonArgs.expand(List.of(newer)));
    }

    @Test
    void aResultsFolderStandsForTheRunsOfTheRepeatedSweepsInItButNothingBelowARunFolder() throws IOException {
        Path lone = run("results/20261125-110000-lone");
        Path baseR1 = run("results/sweep-mariadb-10.11.19-quick/base/r1/20261125-120000-base-r1");
        Path again = run("results/sweep-mariadb-10.11.19-quick/base/r1/20261125-121000-base-r1");
        Path single = run("results/sweep-mariadb-10.11.19-custom/base/20261125-130000-base");
        run("results/20261125-110000-lone/dumps/l.i1");

        assertEquals(List.of(lone, single, baseR1, again), ComparisonArgs.expand(List.of(work.resolve("results"))));
    }

    @Test
    void aFolderWithoutRunsIsPassedOnForTheLoaderToReport() {
        assertEquals(List.of(work), ComparisonArgs.expand(List.of(work)));
    }
}
