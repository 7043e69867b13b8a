package io.ibench.core.server;

import io.ibench.core.config.ConfigException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Runs a server as another operating-system user when ibench runs as root, for servers that
 * refuse root (PostgreSQL): commands are wrapped in {@code runuser -u USER --} and the server's
 * folder is given to the user.
 */
public final class OsUser {
    private static final Path RUNUSER = Path.of("/usr/sbin/runuser");

    private OsUser() {
    }

    /** @return true when this process runs as root */
    public static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    /**
     * @param user    the user to run as when this process is root
     * @param command the command
     * @return the command, wrapped in {@code runuser -u USER --} when this process is root
     */
    public static List<String> as(String user, List<String> command) {
        if (!isRoot()) {
            return command;
        }
        List<String> wrapped = new ArrayList<>(List.of(Files.isExecutable(RUNUSER) ? RUNUSER.toString() : "runuser",
                "-u", user, "--"));
        wrapped.addAll(command);
        return wrapped;
    }

    /**
     * Gives a folder and everything in it to the user when this process is root, after checking
     * that the user can reach it (every folder above it can be entered by others).
     *
     * @param folder a folder ibench created
     * @param user   the user the server runs as
     * @throws ConfigException when the user does not exist or cannot reach the folder
     */
    public static void give(Path folder, String user) {
        if (!isRoot()) {
            return;
        }
        UserPrincipal owner;
        try {
            owner = folder.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(user);
        } catch (IOException e) {
            throw new ConfigException("the server runs as operating-system user '" + user + "' (it refuses root), "
                    + "which does not exist on this host; create it or run ibench as another user");
        }
        for (Path p = folder.toAbsolutePath().getParent(); p != null; p = p.getParent()) {
            if (!enterable(p)) {
                throw new ConfigException("the server runs as operating-system user '" + user + "', who cannot enter "
                        + p + "; choose --data-dir below a folder others may enter (e.g. /tmp)");
            }
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                Files.setOwner(p, owner);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot give " + folder + " to user " + user + ": " + e.getMessage(), e);
        }
    }

    private static boolean enterable(Path folder) {
        try {
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(folder);
            return permissions.contains(PosixFilePermission.OTHERS_EXECUTE);
        } catch (IOException | UnsupportedOperationException e) {
            return true;
        }
    }
}
