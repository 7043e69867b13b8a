package io.ibench.e2e;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void theRecordedTimesAreReadAndNameIntegrationTestClassesThatExist() {
        Map<String, Double> recorded = LongestClassesAtBothEnds.recordedSeconds();
        assertTrue(recorded.size() >= 10, "the file's classes: " + recorded);
        for (String name : recorded.keySet()) {
            assertTrue(Stream.of("io.ibench.e2e.", "io.ibench.adapter.mysql.", "io.ibench.adapter.postgres.")
                    .anyMatch(pkg -> exists(pkg + name)), name + " in class-seconds.txt is no test class here");
        }
        List<String> order = new LongestClassesAtBothEnds().order(List.copyOf(recorded.keySet()));
        String longest = recorded.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        assertEquals(longest, order.get(0), "the file's longest class first: " + order);
    }

    private static boolean exists(String className) {
        try {
            Class.forName(className, false, LongestClassesAtBothEndsTest.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
