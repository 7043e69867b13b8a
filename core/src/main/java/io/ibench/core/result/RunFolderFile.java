package io.ibench.core.result;

import io.ibench.core.config.IoReason;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The one way ibench reads a file of a run folder ({@code result.json}, a step's series, profile and interval
 * log). Run folders come from other hosts (a campaign unpacks every host's tarball), so each file is hostile
 * input: it is read only when its name is a plain name inside the folder (no {@code /}, no {@code ..}, not
 * absolute) and it is a regular file there, not a symbolic link (which could point anywhere, e.g. at a
 * credentials file or {@code /dev/zero}), a FIFO (which would block the reader forever), a device or a folder;
 * and never more than its {@link Kind}'s size cap is read. Each refusal is a {@link RunFileException} whose
 * message is one sentence naming the file (docs/errors.md, "Run folders").
 */
public final class RunFolderFile {
    private static final Pattern PLAIN_NAME = Pattern.compile("[^/\\\\\\x00]{1,255}");
    private static final long MIB = 1024L * 1024;

    /** The kinds of file a run folder holds, each with the most bytes ibench reads of it. */
    public enum Kind {
        /** {@code result.json}: about 0.1 MiB for a run of the standard steps. */
        RESULT("a result file", 16 * MIB),
        /** A step's interval or probe TSV: about 26 MiB for a day of one-second lines. */
        SERIES("a series file", 64 * MIB),
        /** A step's server CPU profile in folded stacks: 0.1 to a few MiB. */
        PROFILE("a profile", 16 * MIB),
        /** A step's interval histogram log ({@code .hlog}). */
        INTERVAL_LOG("an interval log", 64 * MIB),
        /** {@code noise-profile.json}, a host's noise per step: a few KiB. */
        NOISE_PROFILE("a noise profile", MIB),
        /** A server config file of a sweep, in the user's config folder (configs may come from others): a few KiB. */
        SERVER_CONFIG("a server config file", MIB, "config folder"),
        /** {@code campaign.json}, a sweep's target and why it stopped adding repetitions: a few hundred bytes. */
        CAMPAIGN("a campaign record", MIB);

        private final String noun;
        private final long maxBytes;
        private final String folder;

        Kind(String noun, long maxBytes) {
            this(noun, maxBytes, "run folder");
        }

        Kind(String noun, long maxBytes, String folder) {
            this.noun = noun;
            this.maxBytes = maxBytes;
            this.folder = folder;
        }

        /** @return the most bytes read of such a file, ≥ 1 */
        public long maxBytes() {
            return maxBytes;
        }

        /** @return what the file is, with its article, e.g. {@code a series file} */
        public String noun() {
            return noun;
        }
    }

    private RunFolderFile() {
    }

    /**
     * @param name a file name as a result names it
     * @return why it is not the name of a file inside the run folder, or empty when it is one
     */
    public static Optional<String> nameProblem(String name) {
        boolean plain = PLAIN_NAME.matcher(name).matches() && !name.equals(".") && !name.equals("..");
        return plain ? Optional.empty() : Optional.of("must be the name of a file in the run folder, not '"
                + Quote.shortened(name) + "'");
    }

    /**
     * @param path a folder as a result names it, relative to the run folder, e.g. {@code dumps/l.i1}
     * @return why it is not a folder inside the run folder, or empty when it is one
     */
    public static Optional<String> folderProblem(String path) {
        for (String part : path.split("/", -1)) {
            if (nameProblem(part).isPresent()) {
                return Optional.of("must be a folder inside the run folder, not '" + Quote.shortened(path) + "'");
            }
        }
        return Optional.empty();
    }

    /**
     * @param folder the run folder
     * @param name   a plain file name
     * @return whether the folder holds an entry of that name, of any type (a link is not followed)
     */
    public static boolean present(Path folder, String name) {
        return nameProblem(name).isEmpty() && Files.exists(folder.resolve(name), LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * @param folder the run folder
     * @param name   the file's name in it
     * @param kind   what the file is
     * @return its bytes
     * @throws RunFileException naming the file: missing, not a regular file, too large or unreadable
     */
    public static byte[] read(Path folder, String name, Kind kind) throws RunFileException {
        try (InputStream in = open(folder, name, kind)) {
            return in.readAllBytes();
        } catch (RunFileException e) {
            throw e;
        } catch (IOException e) {
            throw unreadable(folder.resolve(name), e);
        }
    }

    /**
     * @param folder the run folder
     * @param name   the file's name in it
     * @param kind   what the file is
     * @return a stream of its bytes that fails with a {@link RunFileException} once more than the kind's cap
     *         has been read (a file may grow, and some files report no size)
     * @throws RunFileException naming the file: a bad name, missing, not a regular file, too large or unreadable
     */
    public static InputStream open(Path folder, String name, Kind kind) throws RunFileException {
        Path file = folder.resolve(name);
        if (nameProblem(name).isPresent()) {
            throw new RunFileException(folder + ": '" + Quote.shortened(name) + "' is not the name of a file in the "
                    + kind.folder + ", and ibench reads only files inside it", false);
        }
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            throw new RunFileException(file + " is missing", true);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        if (attributes.isSymbolicLink()) {
            throw new RunFileException(file + " is a symbolic link, and ibench reads only regular files inside a "
                    + kind.folder, false);
        }
        if (!attributes.isRegularFile()) {
            throw new RunFileException(file + " is "
                    + (attributes.isDirectory() ? "a folder" : "a FIFO, socket or device")
                    + ", and ibench reads only regular files inside a " + kind.folder, false);
        }
        if (attributes.size() > kind.maxBytes()) {
            throw tooLarge(file, kind);
        }
        try {
            return new Capped(Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS), file, kind);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    private static RunFileException tooLarge(Path file, Kind kind) {
        return new RunFileException(file + " has more than " + kind.maxBytes() / MIB + " MiB, more than "
                + kind.noun() + " can have", false);
    }

    private static RunFileException unreadable(Path file, IOException e) {
        return new RunFileException(file + " cannot be read (" + IoReason.of(e).toLowerCase(Locale.ROOT) + ")",
                false);
    }

    /** A file's bytes up to its kind's cap: reading beyond it fails. */
    private static final class Capped extends FilterInputStream {
        private final Path file;
        private final Kind kind;
        private long left;

        Capped(InputStream in, Path file, Kind kind) {
            super(in);
            this.file = file;
            this.kind = kind;
            this.left = kind.maxBytes();
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            count(b < 0 ? -1 : 1);
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, (int) Math.min(length, left + 1));
            count(n);
            return n;
        }

        private void count(int n) throws RunFileException {
            if (n > 0) {
                left -= n;
                if (left < 0) {
                    throw tooLarge(file, kind);
                }
            }
        }
    }
}
