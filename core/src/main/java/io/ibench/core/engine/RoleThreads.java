package io.ibench.core.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The threads of a step's roles: one daemon thread per role, started before the release, and
 * joined when the step ends, stopping the roles that do not end by themselves.
 */
final class RoleThreads {
    /** How long stopped roles may take to end before their connections are aborted, ms. */
    static final long STOP_GRACE_MILLIS = 5_000;
    /** The same after an interruption by the user, who expects the step to end within a second, ms. */
    static final long INTERRUPT_GRACE_MILLIS = 300;

    private final String stepName;
    private final List<Role<?>> roles;
    private final StepControl control;
    private final List<Thread> threads = new ArrayList<>();

    /**
     * @param stepName the step, which names the threads
     * @param roles    its roles
     * @param control  its control, which counts every role as done that could not be started
     */
    RoleThreads(String stepName, List<Role<?>> roles, StepControl control) {
        this.stepName = stepName;
        this.roles = roles;
        this.control = control;
    }

    /** Starts one thread per role; when one cannot be started, the step fails and the rest are not started. */
    void start() {
        for (int i = 0; i < roles.size(); i++) {
            Role<?> role = roles.get(i);
            Thread thread = new Thread(role, "ibench " + stepName + " " + role.name());
            thread.setDaemon(true);
            try {
                thread.start();
            } catch (RuntimeException | Error e) {
                control.fail("coordinator", e);
                for (int unstarted = i; unstarted < roles.size(); unstarted++) {
                    control.roleDone(0);
                }
                return;
            }
            threads.add(thread);
        }
    }

    /**
     * Waits for every role to end. After a stop, roles get {@value #STOP_GRACE_MILLIS} ms
     * ({@value #INTERRUPT_GRACE_MILLIS} ms after an interruption) to notice it; then the
     * connections of those still blocked in a statement are aborted, so that the driver call
     * returns, and they get as long again.
     *
     * @throws InterruptedException when the calling thread is interrupted
     */
    void stopAndJoin() throws InterruptedException {
        long grace = (control.interrupted() ? INTERRUPT_GRACE_MILLIS : STOP_GRACE_MILLIS) * 1_000_000L;
        if (!control.awaitDone(System.nanoTime() + grace)) {
            control.stop();
            roles.forEach(Role::abortConnection);
            control.awaitDone(System.nanoTime() + grace);
        }
        for (Thread thread : threads) {
            thread.join(1);
        }
    }
}
