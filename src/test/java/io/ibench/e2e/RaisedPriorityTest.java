package io.ibench.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceAccessMode;
import org.junit.jupiter.api.parallel.ResourceLocksProvider.Lock;
import org.junit.jupiter.api.parallel.Resources;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RaisedPriorityTest {
    /** @return whether this process may raise a priority, asked the way the provider does not: by its user */
    private static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }

    @Test
    void aClassRunsBesideTheOthersOnlyWhereItsProcessesCanBeRaised() {
        Set<Lock> locks = new RaisedPriority().provideForClass(SoakIT.class);
        assertEquals(Set.of(new Lock(root() ? RaisedPriority.KEY : Resources.GLOBAL, ResourceAccessMode.READ_WRITE)),
                locks, "as root the class shares one lock with the other raised class; otherwise it runs alone");
        List<String> command = RaisedPriority.command(List.of("java", "-version"));
        assertEquals(root() ? List.of("nice", "-n", "-5", "java", "-version") : List.of("java", "-version"), command);
    }

    @Test
    void everyThreadOfARunningProcessIsRaised() throws Exception {
        Process sleeping = new ProcessBuilder("python3", "-c", "import threading, time\n"
                + "for _ in range(3): threading.Thread(target=time.sleep, args=(60,)).start()\n").start();
        Path tasks = Path.of("/proc", Long.toString(sleeping.pid()), "task");
        try {
            while (count(tasks) < 4) {
                Thread.sleep(10);
            }
            RaisedPriority.raise(sleeping.pid());
            int expected = root() ? RaisedPriority.NICE : 0;
            try (Stream<Path> threads = Files.list(tasks)) {
                for (Path thread : threads.toList()) {
                    assertEquals(expected, niceness(thread), thread + "'s niceness");
                }
            }
        } finally {
            sleeping.destroy();
            sleeping.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static long count(Path tasks) throws Exception {
        try (Stream<Path> threads = Files.list(tasks)) {
            return threads.count();
        }
    }

    /** @return field 19 of the thread's {@code stat}, its niceness */
    private static int niceness(Path thread) throws Exception {
        String stat = Files.readString(thread.resolve("stat"));
        String[] afterName = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Integer.parseInt(afterName[16]);
    }
}
