package spindle.server.http;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.function.Predicate;

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

    /**
     * How many taken ids in a row {@link #freeId} draws before it gives up. With 31^8 (about 8.5e11) ids a single
     * collision is rare; this many in a row means the check for a taken id is broken, so it fails rather than loop.
     */
    public static final int ID_TRIES = 100;

    /**
     * A new id, {@code prefix} followed by a {@link #newId() random id}, that {@code taken} says is not in use.
     *
     * @throws IllegalStateException when {@value #ID_TRIES} ids in a row are taken
     */
    public static String freeId(String prefix, Predicate<String> taken) {
        for (int i = 0; i < ID_TRIES; i++) {
            String id = prefix + newId();
            if (!taken.test(id)) {
                return id;
            }
        }
        throw new IllegalStateException(ID_TRIES + " random ids in a row were already in use (prefix '" + prefix
                + "'): the check for a taken id is broken");
    }

    public static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    public static boolean matches(String token, String hash) {
        return sameHash(hash(token), hash);
    }

    /** Whether two hashes are equal, compared in constant time. */
    public static boolean sameHash(String hash, String other) {
        return MessageDigest.isEqual(hash.getBytes(StandardCharsets.UTF_8), other.getBytes(StandardCharsets.UTF_8));
    }
}
