package io.ibench.core.server;

import java.security.SecureRandom;

/** A password for a server ibench starts for itself alone (an embedded server): nobody else needs to know it. */
public final class RandomPassword {
    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    private static final int LENGTH = 24;
    private static final SecureRandom RANDOM = new SecureRandom();

    private RandomPassword() {
    }

    /** @return {@value #LENGTH} letters and digits from a secure random source, about 140 bits */
    public static String next() {
        StringBuilder password = new StringBuilder(LENGTH);
        for (int i = 0; i < LENGTH; i++) {
            password.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return password.toString();
    }
}
