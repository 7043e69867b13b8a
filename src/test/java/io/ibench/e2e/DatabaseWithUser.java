package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A fresh database and a user with a password on the MySQL-family test server for each test,
 * both dropped afterwards; register it with {@code @RegisterExtension}.
 *
 * @param database the test's database
 * @param user     the user, with all global privileges (see {@link TestServer#createUser})
 * @param password its password
 */
record DatabaseWithUser(String database, String user, String password)
        implements BeforeEachCallback, AfterEachCallback {

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        TestServer.freshDatabase(database);
        TestServer.createUser(user, password);
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        TestServer.dropUser(user);
        TestServer.drop(database);
    }
}
