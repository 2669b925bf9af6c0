package spindle.server.compete;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Competition ids (short, for links) and secret tokens (128 random bits, unguessable). A competition keeps only
 * the SHA-256 hashes of its tokens, so its stored events do not let anyone play for a contender.
 */
final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String ID_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

    private Tokens() {
    }

    /** A secret: 22 URL-safe characters. */
    static String secret() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The SHA-256 of a token, in hex; a missing token hashes like an empty one and matches nobody. */
    static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((token == null ? "" : token).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /** Whether two hashes are equal, compared in constant time. */
    static boolean same(String hash, String other) {
        return MessageDigest.isEqual(hash.getBytes(StandardCharsets.UTF_8), other.getBytes(StandardCharsets.UTF_8));
    }

    /** A public id of 8 letters and digits that cannot be misread (no i, l, o, 0, 1). */
    static String id() {
        StringBuilder id = new StringBuilder("c");
        for (int i = 0; i < 8; i++) {
            id.append(ID_ALPHABET.charAt(RANDOM.nextInt(ID_ALPHABET.length())));
        }
        return id.toString();
    }
}
