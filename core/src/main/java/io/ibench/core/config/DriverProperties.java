package io.ibench.core.config;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JDBC driver properties a URL may not set, because they make the driver load a class named in the URL, read
 * or send local files, or deserialize what the server sends: a URL taken from a result file by {@code --resume}
 * could otherwise run code on the bench host, and on the command line they are never needed to benchmark. The
 * socket factories of junixsocket, which ibench documents for unix-domain sockets, stay allowed. Checked wherever
 * connection options are made ({@link ConnectionOptions}), so the command line and {@code --resume} refuse the
 * same URLs with the same sentence (docs/errors.md, "Options").
 */
final class DriverProperties {
    /** Lower-case property names, each with what it would make the driver do. */
    private static final Map<String, String> REFUSED = Map.ofEntries(
            Map.entry("autodeserialize", "deserialize what the server sends"),
            Map.entry("allowloadlocalinfile", "send local files the server asks for"),
            Map.entry("allowloadlocalinfileinpath", "send local files the server asks for"),
            Map.entry("allowurlinlocalinfile", "fetch URLs the server asks for"),
            Map.entry("allowlocalinfile", "send local files the server asks for"),
            Map.entry("queryinterceptors", "load classes named in the URL"),
            Map.entry("statementinterceptors", "load classes named in the URL"),
            Map.entry("exceptioninterceptors", "load classes named in the URL"),
            Map.entry("connectionlifecycleinterceptors", "load classes named in the URL"),
            Map.entry("propertiestransform", "load classes named in the URL"),
            Map.entry("loadbalanceexceptionchecker", "load classes named in the URL"),
            Map.entry("clientinfoprovider", "load classes named in the URL"),
            Map.entry("authenticationplugins", "load classes named in the URL"),
            Map.entry("profilereventhandler", "load classes named in the URL"),
            Map.entry("logger", "load classes named in the URL"),
            Map.entry("tlssockettype", "load classes named in the URL"),
            Map.entry("sslfactory", "load classes named in the URL"),
            Map.entry("sslhostnameverifier", "load classes named in the URL"),
            Map.entry("sslpasswordcallback", "load classes named in the URL"),
            Map.entry("authenticationpluginclassname", "load classes named in the URL"),
            Map.entry("loggerfile", "write a local file named in the URL"),
            Map.entry("ociconfigfile", "read a local file named in the URL"));
    /** Properties that name a class, allowed only for junixsocket's socket factories. */
    private static final Set<String> SOCKET_FACTORIES = Set.of("socketfactory");
    private static final String JUNIXSOCKET = "org.newsclub.net.";
    private static final Pattern PROPERTY = Pattern.compile("(?:^|[?&;(,])\\s*([A-Za-z0-9_.-]+)\\s*=([^&;),]*)");

    private DriverProperties() {
    }

    /**
     * @param url a JDBC URL, or null
     * @throws ConfigException naming the first property the URL may not set and what it would do
     */
    static void refuseUnsafe(String url) {
        if (url == null) {
            return;
        }
        Matcher m = PROPERTY.matcher(url);
        while (m.find()) {
            String name = m.group(1).toLowerCase(Locale.ROOT);
            String does = REFUSED.get(name);
            if (does == null && SOCKET_FACTORIES.contains(name) && !m.group(2).strip().startsWith(JUNIXSOCKET)) {
                does = "load classes named in the URL (only junixsocket's socket factories are allowed)";
            }
            if (does != null) {
                throw new ConfigException("--url sets " + m.group(1) + ", which would make the driver " + does
                        + "; ibench refuses such driver properties, from the command line and from a result "
                        + "--resume reads alike");
            }
        }
    }
}
