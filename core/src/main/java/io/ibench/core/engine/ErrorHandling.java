package io.ibench.core.engine;

import io.ibench.core.config.FaultPolicy;
import io.ibench.core.spi.SqlErrorKind;

import java.sql.SQLException;
import java.util.function.Function;

/**
 * How a step's roles meet errors: the run's fault policy, the adapter's classification, and the sentence for a
 * server whose disk is full.
 *
 * @param policy     {@code --on-error}, {@code --statement-timeout}, {@code --reconnect-seconds}
 * @param classifier what a failed statement means for its client, as the adapter says
 * @param fullDisk   names the server's full disk ({@link FullDisk#explain}) for an error the adapter classified as
 *                   {@link SqlErrorKind#DISK_FULL}
 */
record ErrorHandling(FaultPolicy policy, Classifier classifier, Function<SQLException, String> fullDisk) {

    /**
     * @param policy     the fault policy
     * @param classifier the adapter's classification
     * @return the handling of a server that is not on this host: a full disk is named as the server said
     */
    static ErrorHandling of(FaultPolicy policy, Classifier classifier) {
        return new ErrorHandling(policy, classifier, new FullDisk(null)::explain);
    }

    /** Classifies a failed statement, as {@link io.ibench.core.spi.Adapter#classify} does. */
    @FunctionalInterface
    interface Classifier {
        /**
         * @param error a statement's failure
         * @return its kind
         */
        SqlErrorKind classify(SQLException error);
    }
}
