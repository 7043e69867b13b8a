package io.ibench.adapter.postgres;

import java.nio.file.Path;

/**
 * PostgreSQL 15 from Debian's packages ({@code /usr/lib/postgresql/15}), run as user postgres
 * when the test runs as root.
 */
class Postgres15ServerControlIT extends PostgresServerControlConformance {
    Postgres15ServerControlIT() {
        super(Path.of("/usr/lib/postgresql/15"), "postgres-15");
    }
}
