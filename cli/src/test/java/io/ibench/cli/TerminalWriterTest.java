package io.ibench.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What reaches the terminal: control characters escaped, line ends and the status line's own sequence as they are. */
class TerminalWriterTest {

    @Test
    void controlCharactersAreEscapedAndLineEndsKept() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TerminalWriter out = TerminalWriter.on(bytes);
        out.print("a\u001b[2Jb\u0007c\rd\u007fe\u009bf\tg\r\nh\n");
        out.print("end\r");
        out.flush();
        assertEquals("a\\u001b[2Jb\\u0007c\\u000dd\\u007fe\\u009bf\tg\r\nh\nend\\u000d",
                bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theStatusLinesOwnSequencePassesAsItIs() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TerminalWriter out = TerminalWriter.on(bytes);
        out.print("l.i0 10%");
        TerminalWriter.control(out, "\r\u001b[K");
        out.print("l.i0 20%");
        out.flush();
        assertEquals("l.i0 10%\r\u001b[Kl.i0 20%", bytes.toString(StandardCharsets.UTF_8));
    }
}
