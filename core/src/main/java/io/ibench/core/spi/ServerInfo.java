package io.ibench.core.spi;

import java.util.Map;
import java.util.SortedMap;

/**
 * What the results record about the server under test.
 *
 * @param product   the product, e.g. {@code MariaDB}, {@code MySQL}, {@code Percona Server}
 * @param version   the version string as the server reports it
 * @param engine    the storage engine of the benchmark tables, e.g. {@code InnoDB}
 * @param facts     further facts such as the data directory or socket; keys are adapter-defined
 * @param variables the server's global variables (settings), sorted by name
 */
public record ServerInfo(String product, String version, String engine, Map<String, String> facts,
                         SortedMap<String, String> variables) {
}
