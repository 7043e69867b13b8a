package io.ibench.cli.run;

import io.ibench.cli.ExitCodes;
import sun.misc.Signal;
import sun.misc.SignalHandler;

import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Turns the first Ctrl-C (SIGINT) or SIGTERM during a run into a stop request, so the run can
 * save what it measured and end with {@link ExitCodes#INTERRUPTED} or {@link ExitCodes#TERMINATED};
 * a second signal exits at once with the same code. The previous handlers come back on
 * {@link #close()}.
 */
final class SignalTrap implements AutoCloseable {
    private static final Map<String, Integer> CODES =
            Map.of("INT", ExitCodes.INTERRUPTED, "TERM", ExitCodes.TERMINATED);

    private final Map<Signal, SignalHandler> previous = new java.util.HashMap<>();
    private final AtomicBoolean caught = new AtomicBoolean();
    private volatile String first;

    private SignalTrap() {
    }

    /**
     * @param stop called once, on the first signal, with its name ({@code SIGINT} or {@code SIGTERM})
     * @param err  where to say what happens
     * @return the installed trap
     */
    static SignalTrap install(Consumer<String> stop, PrintWriter err) {
        SignalTrap trap = new SignalTrap();
        for (String name : CODES.keySet()) {
            Signal signal = new Signal(name);
            try {
                trap.previous.put(signal, Signal.handle(signal, s -> trap.handle(s, stop, err)));
            } catch (IllegalArgumentException e) {
                // the JVM does not let us handle it (e.g. -Xrs): the default handling stays
            }
        }
        return trap;
    }

    private void handle(Signal signal, Consumer<String> stop, PrintWriter err) {
        String name = "SIG" + signal.getName();
        if (caught.compareAndSet(false, true)) {
            first = name;
            err.println();
            err.println(name + ": stopping the run, saving what was measured (again to exit at once) …");
            err.flush();
            stop.accept(name);
        } else {
            err.println(name + ": exiting at once; the step in progress is not saved");
            err.flush();
            System.exit(CODES.get(signal.getName()));
        }
    }

    /** @return the exit code for the first signal caught; {@link ExitCodes#INTERRUPTED} when none was */
    int exitCode() {
        return first != null && first.equals("SIGTERM") ? ExitCodes.TERMINATED : ExitCodes.INTERRUPTED;
    }

    @Override
    public void close() {
        previous.forEach(Signal::handle);
    }
}
