package io.ibench.cli;

import io.ibench.core.config.ConfigException;
import io.ibench.core.result.Golden;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

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
        List<Path> written = new AnsibleCampaign(Path.of("/opt/ibench/ibench.jar"), Path.of("/opt/mysql-8.0.15"),
                password).write(project, List.of("--dbms", "mysql", "--basedir", "/opt/mysql-8.0.15", "--config",
                        "base,a13", "--config=" + own, "--profile=quick", "--password-file=" + password, "--ansible",
                        project.toString(), "--results=elsewhere", "--host-name=me", "--repeat", "2"),
                List.of("--seed=42", "--memory=8192m", "--cache-size=512m"), List.of("base", "a13", "mine"),
                List.of("base", "a13", own.toString()), "base", 2);

        assertEquals(List.of("site.yml", "run-jobs.sh.j2", "ansible.cfg", "inventory.example.ini", "configs/mine.cnf",
                "campaign.json"), written.stream().map(Path::toString).toList());
        String vars = Files.readString(project.resolve("campaign.json"))
                .replace(password.toString(), "/home/u/db.password");
        Golden.assertMatches("io/ibench/cli/ansible-campaign.json", vars);
        assertEquals(Files.readString(own), Files.readString(project.resolve("configs/mine.cnf")));
        for (Path file : written) {
            assertFalse(Files.readString(project.resolve(file)).contains("s3cret"), file + " holds the password");
        }
    }

    @Test
    void eachRepetitionMovesEveryConfigToTheNextHost() {
        List<Map<String, Object>> jobs = AnsibleCampaign.jobs(List.of(), List.of("A", "B", "C"),
                List.of("A", "B", "C"), 3);
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
        List<Map<String, Object>> jobs = AnsibleCampaign.jobs(List.of("--no-report"), List.of("A", "B"),
                List.of("A", "B"), 3);
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
        new AnsibleCampaign(Path.of("i.jar"), Path.of("/usr"), null).write(project, List.of("--repeat=1"),
                List.of(), List.of("a", "b"), List.of("a", "b"), "a", 1);
        String vars = Files.readString(project.resolve("campaign.json"));
        assertFalse(vars.contains("--repeat") || vars.contains("--repetition"), vars);
        assertTrue(vars.contains("\"runs/*/results/*/*/*/result.json\""), vars);
    }

    @Test
    void twoOwnConfigFilesOfOneNameAreRefused() throws Exception {
        Path first = Files.writeString(Files.createDirectories(dir.resolve("x")).resolve("v.cnf"), "a = 1\n");
        Path second = Files.writeString(Files.createDirectories(dir.resolve("y")).resolve("v.cnf"), "a = 2\n");
        ConfigException refused = assertThrows(ConfigException.class, () -> new AnsibleCampaign(Path.of("i.jar"),
                Path.of("/usr"), null).write(dir.resolve("p"), List.of(), List.of(), List.of("v", "v2"),
                List.of(first.toString(), second.toString()), "v", 1));
        assertTrue(refused.getMessage().contains("two config files are named v.cnf"), refused.getMessage());
    }
}
