package io.ibench.adapter.mysql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The accounts of a fresh MySQL-family data directory, made safe before the server listens for anyone but ibench:
 * the installers create root accounts without password ({@code root@localhost}, and with MariaDB's and MySQL 5.6's
 * also {@code root@127.0.0.1}, {@code root@::1}, {@code root@<host name>}) and sometimes anonymous ones. With a
 * password every root account gets it and every other account that could log in is dropped; without one only
 * {@code root@localhost} is kept (the server then listens on its socket only). The servers' own accounts that
 * cannot log in ({@link #SYSTEM}: locked, or a role) are kept: views and routines run as them. The statements
 * that carry the password stay out of the binary log ({@code sql_log_bin = 0} for the session); the server that runs
 * them has its general and slow query logs off.
 */
final class MySqlAccounts {
    /** Accounts of the servers themselves that cannot log in. */
    static final Set<String> SYSTEM = Set.of("mariadb.sys", "mysql.sys", "mysql.session", "mysql.infoschema",
            "PUBLIC");

    /** An account. */
    record Account(String user, String host) {
        String quoted() {
            return literal(user) + "@" + literal(host);
        }
    }

    private MySqlAccounts() {
    }

    /**
     * @param c        a connection to the fresh server as root, through its socket
     * @param mariadb  true for MariaDB, whose password statement differs
     * @param version  the server's version, e.g. {@code 5.6.51}
     * @param password the password, or null
     * @throws SQLException when an account cannot be listed, given the password or dropped
     */
    static void secure(Connection c, boolean mariadb, String version, String password) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("set session sql_mode = ''");
            s.execute("set session sql_log_bin = 0");
            boolean before57 = version.startsWith("5.5") || version.startsWith("5.6");
            for (String statement : statements(accounts(s), password, mariadb || before57)) {
                s.execute(statement);
            }
        }
    }

    private static List<Account> accounts(Statement s) throws SQLException {
        List<Account> accounts = new ArrayList<>();
        try (ResultSet rs = s.executeQuery("select * from mysql.user")) {
            boolean roles = hasColumn(rs, "is_role");
            while (rs.next()) {
                if (!(roles && "Y".equalsIgnoreCase(rs.getString("is_role")))) {
                    accounts.add(new Account(rs.getString("User"), rs.getString("Host")));
                }
            }
        }
        return accounts;
    }

    private static boolean hasColumn(ResultSet rs, String name) throws SQLException {
        for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
            if (rs.getMetaData().getColumnLabel(i).equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param accounts    the server's accounts
     * @param password    the password, or null
     * @param setPassword whether the server takes {@code set password for … = password(…)} (MariaDB, and MySQL
     *                    5.5 and 5.6, which lack {@code alter user … identified by}) rather than
     *                    {@code alter user … identified by …} (MySQL 5.7 and later, where {@code password()} is gone)
     * @return the statements, in the accounts' order; they inline the password, so they are never logged or shown
     */
    static List<String> statements(List<Account> accounts, String password, boolean setPassword) {
        List<String> statements = new ArrayList<>();
        for (Account account : accounts) {
            if (SYSTEM.contains(account.user())) {
                continue;
            }
            boolean root = account.user().equals("root");
            if (root && password != null) {
                statements.add(setPassword ? "set password for " + account.quoted() + " = password("
                        + literal(password) + ")" : "alter user " + account.quoted() + " identified by "
                        + literal(password));
            } else if (!(root && account.host().equals("localhost"))) {
                statements.add("drop user " + account.quoted());
            }
        }
        return statements;
    }

    /** @return the text as a string literal of a session with an empty {@code sql_mode} */
    static String literal(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
