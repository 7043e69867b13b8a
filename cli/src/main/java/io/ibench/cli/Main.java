package io.ibench.cli;

/** Entry point of {@code ibench.jar}. */
public final class Main {
    private Main() {
    }

    /**
     * @param args command-line arguments
     */
    public static void main(String[] args) {
        System.exit(Ibench.execute(args, System.out, System.err));
    }
}
