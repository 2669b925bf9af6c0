package spindle.server.explorer;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * One explorer book: the games of one game and variant played by people, or by computers. Its key is the first 64
 * bits of the SHA-256 of the three, so a row of moves carries 8 bytes of book instead of the variant's text.
 */
public record Book(String game, String variant, String players) {
    public static final String PEOPLE = "people";
    public static final String COMPUTERS = "computers";

    public Book {
        if (!PEOPLE.equals(players) && !COMPUTERS.equals(players)) {
            throw new IllegalArgumentException("players are '" + PEOPLE + "' or '" + COMPUTERS + "', not " + players);
        }
    }

    public long key() {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((game + "\n" + variant + "\n" + players).getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(digest).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
