package io.ibench.core.lang;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Removes secrets from JDBC URLs, and from any text that may quote one (a driver's error message, a log line),
 * before it is shown or stored (docs/errors.md, "Passwords"). It knows every form in which the drivers ibench uses
 * take a secret:
 * <ul>
 *   <li>a property whose name says it holds a secret, anywhere: {@code password}, MySQL Connector/J's
 *       {@code password1} … {@code password3}, {@code trustCertificateKeyStorePassword},
 *       {@code clientCertificateKeyStorePassword}, {@code xdevapi.ssl-truststore-password}; MariaDB Connector/J's
 *       {@code keyStorePassword}, {@code trustStorePassword}, {@code keyPassword}; pgjdbc's {@code sslpassword}
 *       (the passphrase of {@code sslkey}); and any other name containing {@code password}, {@code passwd},
 *       {@code pwd}, {@code passphrase}, {@code secret} or {@code token}: as a query parameter
 *       ({@code ?password=…&…}, up to the next {@code &} or white space), inside Connector/J's parenthesised
 *       host forms ({@code address=(host=…)(password=…)} up to the closing parenthesis, {@code (host=…,password=…)}
 *       up to the next comma or the closing parenthesis), quoted or not;</li>
 *   <li>user information before a host: {@code //user:password@host}, and each host of a list
 *       ({@code user:pass@h1,user2:pass2@h2}).</li>
 * </ul>
 * A secret is replaced by {@value #MASK}; when in doubt more is masked, never less.
 */
public final class UrlRedaction {
    /** What a secret is replaced with. */
    public static final String MASK = "***";

    private static final Pattern SECRET_KEY = Pattern.compile(
            "(?i)(?<![A-Za-z0-9_.-])[A-Za-z0-9_.-]*(?:password|passwd|pwd|passphrase|secret|token)[A-Za-z0-9_.-]*"
                    + "\\s*=\\s*");
    /** What ends a query parameter's value (besides white space). */
    private static final String QUERY = "&";
    /** {@code user:password@} before a host; a URL's own {@code jdbc:<scheme>:} is not one. */
    private static final Pattern USER_INFO =
            Pattern.compile("(^|//|[,\\[\\s(])(?!(?i)jdbc:)([^\\s:@/,\\[\\]()?&=]*):([^\\s@/?]*)@");

    private UrlRedaction() {
    }

    /**
     * @param text a JDBC URL, the host part of one, or any text that may quote one
     * @return the text with every secret replaced by {@value #MASK}
     */
    public static String redact(String text) {
        StringBuilder out = new StringBuilder();
        int copied = 0;
        for (Secret secret : secrets(text)) {
            out.append(text, copied, secret.valueStart()).append(MASK);
            copied = secret.valueEnd();
        }
        out.append(text, copied, text.length());
        Matcher user = USER_INFO.matcher(out);
        return user.replaceAll(m -> Matcher.quoteReplacement(m.group(1) + m.group(2) + ":" + MASK + "@"));
    }

    /**
     * For a URL that {@code result.json} recorded ({@link #redact}ed), as {@code --resume} takes it back.
     *
     * @param url a JDBC URL
     * @return the URL without any secret: every secret property left out with its separator (an
     *         {@code address=(…)} part of its own as a whole), {@code user:…@} reduced to {@code user@}; the password
     *         then comes from the command's own password source
     */
    public static String withoutSecrets(String url) {
        StringBuilder out = new StringBuilder(url);
        List<Secret> secrets = secrets(url);
        for (int i = secrets.size() - 1; i >= 0; i--) {
            Secret s = secrets.get(i);
            int start = s.keyStart();
            int end = s.valueEnd();
            char before = start > 0 ? out.charAt(start - 1) : 0;
            char after = end < out.length() ? out.charAt(end) : 0;
            if (before == '(' && after == ')') {
                start--;
                end++;
            } else if (before == '&' || before == ',') {
                start--;
            } else if (after == '&' || after == ',') {
                end++;
            }
            out.delete(start, end);
        }
        String noSecrets = out.toString().replaceFirst("\\?$", "");
        return USER_INFO.matcher(noSecrets).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + m.group(2) + "@"));
    }

    /** Where a secret property is: its name's start, and its value. */
    private record Secret(int keyStart, int valueStart, int valueEnd) {
    }

    /** @return the secret properties of the text, in order, none overlapping */
    private static List<Secret> secrets(String text) {
        List<Secret> secrets = new ArrayList<>();
        Matcher key = SECRET_KEY.matcher(text);
        int from = 0;
        while (from < text.length() && key.find(from)) {
            int valueStart = key.end();
            int valueEnd = valueEnd(text, valueStart, terminators(text, key.start()));
            secrets.add(new Secret(key.start(), valueStart, valueEnd));
            from = Math.max(valueEnd, valueStart + 1);
        }
        return secrets;
    }

    /**
     * @return what ends a value whose key starts at {@code keyStart}: in a group of Connector/J's
     *         {@code address=(key=value)(key=value)} form, whose values may hold commas, the closing parenthesis; in
     *         a {@code (key=value,key=value)} host, a comma or the closing parenthesis; elsewhere (a query parameter,
     *         words) {@code &} or white space
     */
    private static String terminators(String text, int keyStart) {
        int before = skipSpaces(text, keyStart - 1);
        if (before >= 0 && text.charAt(before) == '(') {
            int outside = skipSpaces(text, before - 1);
            boolean addressForm = outside >= 0 && (text.charAt(outside) == '=' || text.charAt(outside) == ')');
            return addressForm ? ")" : ",)";
        }
        return before >= 0 && text.charAt(before) == ',' && depth(text, keyStart) > 0 ? ",)" : QUERY;
    }

    /** @return the index of the last character at or before {@code at} that is not a space, or -1 */
    private static int skipSpaces(String text, int at) {
        int i = at;
        while (i >= 0 && text.charAt(i) == ' ') {
            i--;
        }
        return i;
    }

    /**
     * @return where the value that starts at {@code start} ends: after its closing quote when quoted, else at the
     *         first of the terminators (of a query parameter: or white space)
     */
    private static int valueEnd(String text, int start, String terminators) {
        if (start < text.length() && (text.charAt(start) == '\'' || text.charAt(start) == '"')) {
            int close = text.indexOf(text.charAt(start), start + 1);
            return close < 0 ? text.length() : close + 1;
        }
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (terminators.indexOf(c) >= 0 || terminators.equals(QUERY) && Character.isWhitespace(c)) {
                return i;
            }
        }
        return text.length();
    }

    /** @return how many parentheses are open before {@code at} */
    private static int depth(String text, int at) {
        int depth = 0;
        for (int i = 0; i < at; i++) {
            char c = text.charAt(i);
            depth += c == '(' ? 1 : c == ')' && depth > 0 ? -1 : 0;
        }
        return depth;
    }
}
