package spindle.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Seat tokens: 256 random bits from {@link SecureRandom} as URL-safe base64. The server keeps only their SHA-256
 * hashes, so a leaked database does not let anyone move, and compares hashes with {@link MessageDigest#isEqual}
 * (constant time). Public for the online competitions ({@code spindle.server.compete}), whose links work the same way.
 */
public final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String ID_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

    private Tokens() {
    }

    public static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A short random game id (8 letters and digits that cannot be mistaken for one another). */
    public static String newId() {
        StringBuilder id = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            id.append(ID_ALPHABET.charAt(RANDOM.nextInt(ID_ALPHABET.length())));
        }
        return id.toString();
    }

    public static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    static boolean matches(String token, String hash) {
        return sameHash(hash(token), hash);
    }

    /** Whether two hashes are equal, compared in constant time. */
    public static boolean sameHash(String hash, String other) {
        return MessageDigest.isEqual(hash.getBytes(StandardCharsets.UTF_8), other.getBytes(StandardCharsets.UTF_8));
    }
}
