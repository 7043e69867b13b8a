package io.ibench.core.result;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FieldPathTest {
    @Test
    void aPathReadsAsPeopleWriteItAndAsAJsonPointer() {
        FieldPath path = FieldPath.root().field("steps").index(3).field("probes").field("a/b~c");
        assertEquals("steps[3].probes.a/b~c", path.toString());
        assertEquals("/steps/3/probes/a~1b~0c", path.pointer().toString());
        assertEquals("steps[3].probes", path.parent().toString());
        assertEquals("(the document)", FieldPath.root().toString());
    }

    @Test
    void theLocatorFindsValuesObjectsAndArrayElements() {
        byte[] json = "{\n  \"a\" : [ 1, {\n    \"b/c\" : null } ],\n  \"d\" : \"x\"\n}"
                .getBytes(StandardCharsets.UTF_8);
        assertEquals(Optional.of("line 1, column 1"), JsonLocator.locate(json, FieldPath.root()));
        assertEquals(Optional.of("line 2, column 9"), JsonLocator.locate(json, FieldPath.root().field("a")));
        assertEquals(Optional.of("line 2, column 14"), JsonLocator.locate(json, FieldPath.root().field("a").index(1)));
        assertEquals(Optional.of("line 3, column 13"),
                JsonLocator.locate(json, FieldPath.root().field("a").index(1).field("b/c")));
        assertEquals(Optional.of("line 4, column 9"), JsonLocator.locate(json, FieldPath.root().field("d")));
        assertEquals(Optional.empty(), JsonLocator.locate(json, FieldPath.root().field("nope")));
    }
}
