package io.ibench.e2e;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LongestClassesAtBothEndsTest {
    @Test
    void theLongestAreDealtToBothEndsAndTheShortestAndUnknownMeetInTheMiddle() {
        LongestClassesAtBothEnds orderer = new LongestClassesAtBothEnds(Map.of(
                "SweepIT", 90.0, "ConfigSetsIT", 116.0, "CampaignIT", 105.0, "LauncherIT", 2.0, "FailureIT", 13.0));
        assertEquals(List.of("ConfigSetsIT", "SweepIT", "LauncherIT", "UnknownIT", "FailureIT", "CampaignIT"),
                orderer.order(List.of("LauncherIT", "UnknownIT", "SweepIT", "FailureIT", "CampaignIT",
                        "ConfigSetsIT")));
    }

    @Test
    void theRecordedTimesNameOnlyClassesThatExistAndAreRead() {
        LongestClassesAtBothEnds orderer = new LongestClassesAtBothEnds();
        List<String> order = orderer.order(List.of("LauncherIT", "ConfigSetsIT", "NotATestIT"));
        assertEquals("ConfigSetsIT", order.get(0), "the file's longest class first: " + order);
    }
}
