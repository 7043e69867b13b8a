package io.ibench.cli.sweep;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Copies a server's file (a log, its config) into a sweep's results without the admin password: every occurrence of
 * it, as written and as an SQL string literal quotes it ({@code \'} and {@code \\} in MySQL, {@code ''} in standard
 * SQL), becomes {@value #MASK}. The copy is a new file of mode 0600, created where no file or link of that name is
 * left (one there is removed first, never followed), and the text is streamed, so that a slow log of gigabytes costs
 * no memory. A log may hold a statement that carried the password when a config sent it there, and the results are
 * copied to other hosts.
 */
final class ScrubbedCopy {
    /** What replaces the password. */
    static final String MASK = "********";
    private static final int BUFFER = 64 * 1024;

    private ScrubbedCopy() {
    }

    /**
     * @param from     the file to copy, not followed when it is a link
     * @param to       the copy, replaced when it exists
     * @param password the password to leave out, or null for none
     * @throws IOException when the file cannot be read or the copy written
     */
    static void copy(Path from, Path to, String password) throws IOException {
        Files.deleteIfExists(to);
        try {
            Files.createFile(to, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException e) {
            Files.createFile(to);
        }
        try (InputStream in = Files.newInputStream(from, LinkOption.NOFOLLOW_LINKS);
             OutputStream out = Files.newOutputStream(to, LinkOption.NOFOLLOW_LINKS, StandardOpenOption.WRITE,
                     StandardOpenOption.TRUNCATE_EXISTING)) {
            scrub(in, out, forms(password));
        }
    }

    /** @return the password's forms in a log, longest first; empty for none */
    static List<byte[]> forms(String password) {
        if (password == null || password.isEmpty()) {
            return List.of();
        }
        Set<String> forms = new LinkedHashSet<>(List.of(password.replace("\\", "\\\\").replace("'", "\\'"),
                password.replace("'", "''"), password));
        List<byte[]> bytes = new ArrayList<>();
        forms.stream().sorted((a, b) -> b.length() - a.length())
                .forEach(form -> bytes.add(form.getBytes(StandardCharsets.UTF_8)));
        return bytes;
    }

    /**
     * Copies the stream with every occurrence of a form replaced by {@link #MASK}; the longest form that matches at
     * a position wins.
     */
    static void scrub(InputStream in, OutputStream out, List<byte[]> forms) throws IOException {
        if (forms.isEmpty()) {
            in.transferTo(out);
            return;
        }
        int keep = forms.get(0).length - 1;
        byte[] mask = MASK.getBytes(StandardCharsets.UTF_8);
        byte[] window = new byte[keep + BUFFER];
        int length = 0;
        boolean end = false;
        while (!end) {
            int n = in.readNBytes(window, length, BUFFER);
            end = n < BUFFER;
            length += n;
            int limit = end ? length : length - keep;
            int start = 0;
            int at = 0;
            while (at < limit) {
                byte[] form = matchAt(window, at, length, forms);
                if (form == null) {
                    at++;
                    continue;
                }
                out.write(window, start, at - start);
                out.write(mask);
                at += form.length;
                start = at;
            }
            int written = Math.max(start, Math.min(at, limit));
            out.write(window, start, written - start);
            length -= written;
            System.arraycopy(window, written, window, 0, length);
        }
        out.write(window, 0, length);
    }

    private static byte[] matchAt(byte[] window, int at, int length, List<byte[]> forms) {
        for (byte[] form : forms) {
            if (at + form.length <= length
                    && Arrays.equals(window, at, at + form.length, form, 0, form.length)) {
                return form;
            }
        }
        return null;
    }
}
