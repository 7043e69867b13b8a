package io.ibench.core.spi.support;

import io.ibench.core.lang.Throwables;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Optional;

/** The sentences for connection failures below the DBMS protocol, which every adapter shares. */
public final class NetworkFailures {
    private NetworkFailures() {
    }

    /**
     * @param error  a connection failure
     * @param target what was being connected to
     * @return the problem when the failure's root cause is a network one (unknown host, refused,
     *         no route, timeout), never bad input; else empty
     */
    public static Optional<ConnectionProblem> explain(Throwable error, ConnectionTarget target) {
        Throwable root = Throwables.rootCause(error);
        if (root instanceof UnknownHostException) {
            return Optional.of(new ConnectionProblem("cannot resolve the host of " + target.server()
                    + " (" + root.getMessage() + ")", false));
        }
        if (root instanceof ConnectException || root instanceof NoRouteToHostException) {
            return Optional.of(new ConnectionProblem("cannot reach a server at " + target.server() + ": "
                    + root.getMessage() + " (is it running and listening there?)", false));
        }
        if (root instanceof SocketTimeoutException) {
            return Optional.of(new ConnectionProblem("no answer from " + target.server()
                    + " within the connect timeout (is the address right?)", false));
        }
        return Optional.empty();
    }
}
