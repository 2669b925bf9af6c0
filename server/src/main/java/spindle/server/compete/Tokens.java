package spindle.server.compete;

import java.security.SecureRandom;
import java.util.Base64;

/** Competition ids (short, for links) and secret tokens (128 random bits, unguessable). */
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

    /** A public id of 8 letters and digits that cannot be misread (no i, l, o, 0, 1). */
    static String id() {
        StringBuilder id = new StringBuilder("c");
        for (int i = 0; i < 8; i++) {
            id.append(ID_ALPHABET.charAt(RANDOM.nextInt(ID_ALPHABET.length())));
        }
        return id.toString();
    }
}
