package io.ibench.core.engine;

import io.ibench.core.config.FaultPolicy;
import io.ibench.core.spi.SqlErrorKind;

import java.sql.SQLException;

/**
 * How a step's roles meet errors: the run's fault policy and the adapter's classification.
 *
 * @param policy     {@code --on-error}, {@code --statement-timeout}, {@code --reconnect-seconds}
 * @param classifier what a failed statement means for its client, as the adapter says
 */
record ErrorHandling(FaultPolicy policy, Classifier classifier) {

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
