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

    /**
     * @param url a JDBC URL, possibly redacted by {@link #redact}
     * @return the URL without any password: {@code password=…} parameters removed, {@code user:…@}
     *         reduced to {@code user@}; the password then comes from the command's own password source
     */
    public static String withoutPassword(String url) {
        String noParams = PASSWORD_PARAMETER.matcher(url).replaceAll(m -> m.group().startsWith("?") ? "?" : "")
                .replaceFirst("\\?[&;]", "?").replaceFirst("\\?$", "");
        return USER_INFO.matcher(noParams).replaceAll(m -> m.group(1).substring(0, m.group(1).length() - 1) + "@");
    }
}
