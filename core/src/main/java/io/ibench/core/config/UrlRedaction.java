package io.ibench.core.config;

import java.util.regex.Pattern;

/** Removes passwords from JDBC URLs before they are shown or stored. */
public final class UrlRedaction {
    private static final Pattern PASSWORD_PARAMETER =
            Pattern.compile("(?i)((?:^|[?&;])(?:password|pwd|pass|passwd)\\d*=)[^&;]*");
    private static final Pattern USER_INFO = Pattern.compile("((?://|^)[^/@:?]*:)[^@/?]*@");

    private UrlRedaction() {
    }

    /**
     * @param url a JDBC URL, or the host part of one, possibly with {@code password=…} parameters or
     *            {@code user:password@} user info
     * @return the URL with every password replaced by {@code ***}
     */
    public static String redact(String url) {
        String noParams = PASSWORD_PARAMETER.matcher(url).replaceAll("$1***");
        return USER_INFO.matcher(noParams).replaceAll("$1***@");
    }
}
