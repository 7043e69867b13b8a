package io.ibench.cli.sweep;

import io.ibench.core.config.ConfigException;
import io.ibench.core.result.Golden;
import io.ibench.core.spi.ServerBinaries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnsibleCampaignTest {
    @TempDir
    Path dir;

    @Test
    void theProjectHoldsThePlaybookAndTheJobsWithSizesPinnedAndNoPassword() throws Exception {
        Path password = Files.writeString(dir.resolve("db.password"), "s3cret-campaign\n");
        Path own = Files.writeString(dir.resolve("mine.cnf"), "!include base.cnf\ninnodb_io_capacity = 900\n");
        Path project = dir.resolve("campaign");
        List<Path> written = new AnsibleCampaign(Path.of("/opt/ibench/ibench.jar"), build("/opt/mysql-8.0.15"),
                password).write(project, List.of("--dbms", "mysql", "--basedir", "/opt/mysql-8.0.15", "--config",
                        "base,a13", "--config=" + own, "--profile=quick", "--password-file=" + password, "--ansible",
                        project.toString(), "--results=elsewhere", "--host-name=me", "--repeat", "2"),
                List.of("--seed=42", "--memory=8192m", "--cache-size=512m"),
                cells(List.of("base", "a13", "mine"), List.of("base", "a13", own.toString())), "base", 2);

        assertEquals(List.of("site.yml", "run-jobs.sh.j2", "ansible.cfg", "inventory.example.ini", "configs/mine.cnf",
                "campaign.json"), written.stream().map(Path::toString).toList());
        String vars = Files.readString(project.resolve("campaign.json"))
                .replace(password.toString(), "/etc/ibench/db.password");
        Golden.assertMatches("io/ibench/cli/ansible-campaign.json", vars);
        assertEquals(Files.readString(own), Files.readString(project.resolve("configs/mine.cnf")));
        for (Path file : written) {
            assertFalse(Files.readString(project.resolve(file)).contains("s3cret"), file + " holds the password");
        }
    }

    @Test
    void eachRepetitionMovesEveryConfigToTheNextHost() {
        List<Map<String, Object>> jobs = AnsibleCampaign.jobs(List.of(), cells(List.of("A", "B", "C"),
                List.of("A", "B", "C")), Map.of("A", "A", "B", "B", "C", "C"), build("/usr"), 3);
        int hosts = 3;
        Map<Object, List<Integer>> hostsOfConfig = jobs.stream().collect(Collectors.groupingBy(j -> j.get("config"),
                Collectors.mapping(j -> (Integer) j.get("slot") % hosts, Collectors.toList())));
        assertEquals(Map.of("A", List.of(0, 1, 2), "B", List.of(1, 2, 0), "C", List.of(2, 0, 1)), hostsOfConfig,
                "a Latin square: every config on every host once, every host runs each config once");
        assertEquals(List.of("A", "B", "C", "A", "B", "C", "A", "B", "C"),
                jobs.stream().map(j -> j.get("config")).toList(), "repetitions interleave the configs");
    }

    @Test
    void eachJobRunsExactlyOneRepetitionOfOneConfig() {
        List<Map<String, Object>> jobs = AnsibleCampaign.jobs(List.of("--no-report"), cells(List.of("A", "B"),
                List.of("A", "B")), Map.of("A", "A", "B", "B"), build("/usr"), 3);
        assertEquals(6, jobs.size());
        for (Map<String, Object> job : jobs) {
            @SuppressWarnings("unchecked")
            List<String> args = (List<String>) job.get("args");
            assertEquals(List.of("--no-report", "--config=" + job.get("config"), "--repeat=3",
                    "--repetition=" + job.get("repetition")), args);
        }
    }

    @Test
    void withoutRepetitionsTheJobsRunPlainSweepsAndTheReportReadsTheirRunFolders() throws Exception {
        Path project = dir.resolve("p");
        new AnsibleCampaign(Path.of("i.jar"), build("/usr"), null).write(project, List.of("--repeat=1"),
                List.of(), cells(List.of("a", "b"), List.of("a", "b")), "a", 1);
        String vars = Files.readString(project.resolve("campaign.json"));
        assertFalse(vars.contains("--repeat") || vars.contains("--repetition"), vars);
        assertTrue(vars.contains("\"runs/*/results/*/*/*/result.json\""), vars);
    }

    @Test
    void twoOwnConfigFilesOfOneNameAreRefused() throws Exception {
        Path first = Files.writeString(Files.createDirectories(dir.resolve("x")).resolve("v.cnf"), "a = 1\n");
        Path second = Files.writeString(Files.createDirectories(dir.resolve("y")).resolve("v.cnf"), "a = 2\n");
        ConfigException refused = assertThrows(ConfigException.class, () -> new AnsibleCampaign(Path.of("i.jar"),
                build("/usr"), null).write(dir.resolve("p"), List.of(), List.of(),
                cells(List.of("v", "v2"), List.of(first.toString(), second.toString())), "v", 1));
        assertTrue(refused.getMessage().contains("two config files are named v.cnf"), refused.getMessage());
    }

    @Test
    void aSweepOfTwoBuildsHasOneJobPerBuildAndConfigEachNamingItsBuild() throws Exception {
        List<SweepServers.Server> builds = List.of(server("my5722", "/opt/mysql-5.7.22", "5.7.22"),
                server("my8031", "/usr", "8.0.31"));
        List<SweepPlan.Job> cells = List.of(new SweepPlan.Job("my5722.base", "base", builds.get(0).basedirArgument()),
                new SweepPlan.Job("my8031.base", "base", builds.get(1).basedirArgument()),
                new SweepPlan.Job("my8031.a15", "a15", builds.get(1).basedirArgument()));
        Path project = dir.resolve("two");
        new AnsibleCampaign(Path.of("/opt/i.jar"), builds, null).write(project,
                List.of("--basedir=my5722=/opt/mysql-5.7.22", "--basedir", "/usr", "--config=base,a15"),
                List.of("--seed=1"), cells, "my5722.base", 1);
        Golden.assertMatches("io/ibench/cli/ansible-campaign-two-builds.json",
                Files.readString(project.resolve("campaign.json")));
    }

    /** @return one unnamed MySQL 8.0.15 build in {@code dir} */
    private static List<SweepServers.Server> build(String dir) {
        return List.of(new SweepServers.Server("my8015", false, new ServerBinaries(Path.of(dir),
                Path.of(dir, "bin/mysqld"), "mysql", "8.0.15", List.of("mysql-8.0-before-8.0.30", "mysql-8.0"))));
    }

    private static SweepServers.Server server(String name, String dir, String version) {
        return new SweepServers.Server(name, false, new ServerBinaries(Path.of(dir), Path.of(dir, "bin/mysqld"),
                "mysql", version, List.of("mysql-8.0")));
    }

    /** @return the jobs of an unnamed build's cells: labels and their --config values */
    private static List<SweepPlan.Job> cells(List<String> labels, List<String> configs) {
        return IntStream.range(0, labels.size()).mapToObj(i -> new SweepPlan.Job(labels.get(i), configs.get(i), null))
                .toList();
    }
}
