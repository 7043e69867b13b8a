package io.ibench.core.result;

/**
 * What is wrong with one field of a result file.
 *
 * @param field where the field is (for a missing field: where it should be)
 * @param text  what is wrong, to follow the field's name, e.g. {@code must be a number ≥ 0, not -1}
 */
record FieldProblem(FieldPath field, String text) {

    /** @return e.g. {@code field steps[3].seconds must be a number ≥ 0, not -1} */
    String sentence() {
        return "field " + field + " " + text;
    }
}
