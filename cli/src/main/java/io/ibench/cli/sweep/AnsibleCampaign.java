package io.ibench.cli.sweep;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.ibench.core.config.ConfigException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code ibench sweep … --ansible DIR}: the sweep as an inventory-driven Ansible project. The playbook
 * ({@code site.yml}) and the job runner's template are fixed resources; what the sweep adds is
 * {@code campaign.json} (vars): the jar, the server's binaries, the password file's path (never the
 * password), and the jobs — each config once per repetition, with every size pinned as {@code --plan}
 * pins them; a job runs one repetition of one config into the host's sweep folder, as {@code <config>/r<n>/}
 * when the sweep repeats, like a local {@code --repeat}. Job {@code k} of repetition {@code r} (both from 0)
 * has slot {@code k + r}, and runs on the host at position {@code slot mod hosts} of the group {@code bench}:
 * each repetition moves every config to the next host, so a config meets min(repetitions, hosts) hosts and a
 * host difference cannot pass for a config difference.
 */
final class AnsibleCampaign {
    /** The controller polls a host's jobs this often unless its inventory sets {@code ibench_poll_seconds}. */
    static final int POLL_SECONDS = 30;
    /** A host's jobs may run this long in all: 30 days. */
    static final int ASYNC_SECONDS = 30 * 24 * 3600;
    private static final String RESOURCES = "ansible/";
    private static final List<String> FIXED = List.of("site.yml", "run-jobs.sh.j2", "ansible.cfg",
            "inventory.example.ini");
    /** Set by each job on its host: where the binaries, results and password are there, and its name. */
    private static final List<String> SET_PER_HOST = List.of("--basedir", "--results", "--password-file",
            "--host-name", "--ansible");
    /** A basedir under this folder is a system's packages, which each host is expected to have installed alike. */
    private static final Path SYSTEM = Path.of("/usr");

    private final Path jar;
    private final List<SweepServers.Server> servers;
    private final Path passwordFile;

    /**
     * @param jar          the ibench jar the hosts and the controller run
     * @param servers      the sweep's builds, each {@code --basedir} copied to the hosts unless it is under /usr
     * @param passwordFile the sweep's {@code --password-file}, or null
     */
    AnsibleCampaign(Path jar, List<SweepServers.Server> servers, Path passwordFile) {
        this.jar = jar.toAbsolutePath();
        this.servers = List.copyOf(servers);
        this.passwordFile = passwordFile == null ? null : passwordFile.toAbsolutePath();
    }

    /**
     * Writes the project; files of an earlier project in {@code dir} are replaced, its fetched runs kept.
     *
     * @param dir         the project's folder, created when missing
     * @param args        the sweep's arguments after {@code sweep}
     * @param pinned      options that fix the sizes, as for {@code --plan}
     * @param cells       the sweep's jobs, one per cell, in order (each naming its build when the sweep names them)
     * @param base        the base cell's run label, for the report
     * @param repetitions how often each cell runs, ≥ 1
     * @return the files written, relative to {@code dir}
     */
    List<Path> write(Path dir, List<String> args, List<String> pinned, List<SweepPlan.Job> cells, String base,
                     int repetitions) {
        try {
            Files.createDirectories(dir);
            List<Path> written = new ArrayList<>();
            for (String name : FIXED) {
                try (InputStream in = AnsibleCampaign.class.getResourceAsStream(RESOURCES + name)) {
                    Files.copy(in, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
                }
                written.add(Path.of(name));
            }
            Map<String, String> jobConfigs = new LinkedHashMap<>();
            for (SweepPlan.Job cell : cells) {
                if (!jobConfigs.containsKey(cell.config())) {
                    jobConfigs.put(cell.config(), ownConfig(dir, cell.config(), written));
                }
            }
            List<String> dropped = new ArrayList<>(SET_PER_HOST);
            dropped.addAll(SweepPlan.SET_PER_JOB);
            List<String> common = SweepPlan.jobArguments(args, pinned, dropped);
            Map<String, Object> vars = new LinkedHashMap<>();
            vars.put("campaign_jar", jar.toString());
            vars.put("campaign_basedirs", basedirs(cells));
            vars.put("campaign_own_configs", jobConfigs.entrySet().stream().anyMatch(e -> !e.getKey().equals(
                    e.getValue())));
            vars.put("campaign_password_file", passwordFile == null ? "" : passwordFile.toString());
            vars.put("campaign_base", base);
            vars.put("campaign_runs", repetitions > 1 ? "runs/*/results/*/*/r*/*/result.json"
                    : "runs/*/results/*/*/*/result.json");
            vars.put("campaign_poll_seconds", POLL_SECONDS);
            vars.put("campaign_async_seconds", ASYNC_SECONDS);
            vars.put("campaign_jobs", jobs(common, cells, jobConfigs, servers, repetitions));
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValue(dir.resolve("campaign.json").toFile(), vars);
            written.add(Path.of("campaign.json"));
            return written;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the Ansible project into " + dir, e);
        }
    }

    /**
     * @return per build: its name in {@code --basedir NAME=DIR} (empty when the sweep's labels carry none), its
     *         folder on the controller, and whether it is copied to the hosts (not under /usr)
     */
    private List<Map<String, Object>> basedirs(List<SweepPlan.Job> cells) {
        boolean named = cells.stream().anyMatch(c -> c.basedir() != null);
        List<Map<String, Object>> basedirs = new ArrayList<>();
        for (SweepServers.Server server : servers) {
            Path dir = server.binaries().basedir().toAbsolutePath().normalize();
            Map<String, Object> basedir = new LinkedHashMap<>();
            basedir.put("name", named ? server.name() : "");
            basedir.put("dir", dir.toString());
            basedir.put("copied", !dir.startsWith(SYSTEM));
            basedirs.add(basedir);
        }
        return basedirs;
    }

    /**
     * @param common      the arguments every job shares
     * @param cells       the sweep's jobs, one per cell
     * @param jobConfigs  each {@code --config} value as the hosts name it (own files copied into configs/)
     * @param servers     the sweep's builds, in order
     * @param repetitions how often each cell runs, ≥ 1
     * @return the jobs, repetition by repetition (A B C A B C on the hosts): cell label, repetition from 1, slot,
     *         the index of its build in {@code campaign_basedirs}, and the sweep's arguments of the job (without
     *         {@code --basedir}, which the host's runner adds), which runs that one repetition ({@code --repeat=N
     *         --repetition=R} when there are several) of that one cell
     */
    static List<Map<String, Object>> jobs(List<String> common, List<SweepPlan.Job> cells,
                                          Map<String, String> jobConfigs, List<SweepServers.Server> servers,
                                          int repetitions) {
        List<String> names = servers.stream().map(SweepServers.Server::basedirArgument).toList();
        List<Map<String, Object>> jobs = new ArrayList<>();
        for (int r = 0; r < repetitions; r++) {
            for (int k = 0; k < cells.size(); k++) {
                SweepPlan.Job cell = cells.get(k);
                SweepPlan.Job onHost = new SweepPlan.Job(cell.label(), cell.config(), null);
                Map<String, Object> job = new LinkedHashMap<>();
                job.put("config", cell.label());
                job.put("repetition", r + 1);
                job.put("slot", k + r);
                job.put("server", cell.basedir() == null ? 0 : names.indexOf(cell.basedir()));
                job.put("args", SweepPlan.job(common, onHost, jobConfigs.get(cell.config()), r + 1, repetitions));
                jobs.add(job);
            }
        }
        return jobs;
    }

    /** @return the config as the job names it: a built-in name as is, an own file copied into configs/ */
    private static String ownConfig(Path dir, String config, List<Path> written) throws IOException {
        Path file = Path.of(config);
        if (!Files.isRegularFile(file)) {
            return config;
        }
        Path target = Path.of("configs", file.getFileName().toString());
        if (written.contains(target)) {
            throw new ConfigException("--ansible: two config files are named " + file.getFileName()
                    + "; give them different names");
        }
        Files.createDirectories(dir.resolve("configs"));
        Files.copy(file, dir.resolve(target), StandardCopyOption.REPLACE_EXISTING);
        written.add(target);
        return target.toString();
    }
}
