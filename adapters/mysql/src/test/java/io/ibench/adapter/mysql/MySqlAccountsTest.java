package io.ibench.adapter.mysql;

import io.ibench.adapter.mysql.MySqlAccounts.Account;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What a fresh server's accounts become: root with the password or dropped, every other login dropped. */
class MySqlAccountsTest {
    /** What mariadb-install-db creates, and an anonymous account as MySQL 5.6's installer makes. */
    private static final List<Account> INSTALLED = List.of(new Account("mariadb.sys", "localhost"),
            new Account("root", "localhost"), new Account("root", "bench1"), new Account("root", "127.0.0.1"),
            new Account("root", "::1"), new Account("", "localhost"), new Account("mysql", "localhost"));

    @Test
    void withAPasswordEveryRootAccountGetsItAndEveryOtherLoginIsDropped() {
        assertEquals(List.of("set password for 'root'@'localhost' = password('pw')",
                        "set password for 'root'@'bench1' = password('pw')",
                        "set password for 'root'@'127.0.0.1' = password('pw')",
                        "set password for 'root'@'::1' = password('pw')",
                        "drop user ''@'localhost'", "drop user 'mysql'@'localhost'"),
                MySqlAccounts.statements(INSTALLED, "pw", true));
        assertEquals("alter user 'root'@'localhost' identified by 'pw'",
                MySqlAccounts.statements(INSTALLED, "pw", false).get(0));
    }

    @Test
    void withoutAPasswordOnlyRootAtLocalhostIsLeftForTheSocket() {
        assertEquals(List.of("drop user 'root'@'bench1'", "drop user 'root'@'127.0.0.1'", "drop user 'root'@'::1'",
                "drop user ''@'localhost'", "drop user 'mysql'@'localhost'"),
                MySqlAccounts.statements(INSTALLED, null, true));
    }

    @Test
    void quotesAndBackslashesStayInsideTheLiteral() {
        assertEquals("'it\\'s a \\\\ secret'", MySqlAccounts.literal("it's a \\ secret"));
    }
}
