package spindle.match.compete;

import java.util.random.RandomGenerator;
import spindle.engine.NotationException;
import spindle.games.justplayingaround.ThrowKind;

/**
 * One throw of the five dice, the instruction set of a round (rules 5.1): the identifiers R, G, B, Y and the white
 * director W, each 1..6. The adjudicator throws it once per round for every contender (9.2).
 */
public record Dice(int r, int g, int b, int y, int w) {
    private static final String LETTERS = "RGBYW";

    public Dice {
        for (int face : new int[] {r, g, b, y, w}) {
            if (face < 1 || face > 6) {
                throw new IllegalArgumentException("a die shows 1..6, not " + face);
            }
        }
    }

    /** Five dice thrown from {@code random}, in the order R, G, B, Y, W. */
    public static Dice roll(RandomGenerator random) {
        return new Dice(random.nextInt(6) + 1, random.nextInt(6) + 1, random.nextInt(6) + 1, random.nextInt(6) + 1,
                random.nextInt(6) + 1);
    }

    /** Reads {@code R3 G5 B1 Y6 W4} (rules 11.2), the form {@link #toString()} writes. */
    public static Dice parse(String text) {
        String[] parts = text.trim().split("\\s+");
        int[] faces = new int[5];
        if (parts.length != 5) {
            throw new NotationException("a throw is five dice such as R3 G5 B1 Y6 W4, not '" + text + "'");
        }
        for (int i = 0; i < 5; i++) {
            if (!parts[i].matches("[RGBYW][1-6]") || parts[i].charAt(0) != LETTERS.charAt(i)) {
                throw new NotationException("die " + (i + 1) + " of '" + text + "' should be " + LETTERS.charAt(i)
                        + "1.." + LETTERS.charAt(i) + "6");
            }
            faces[i] = parts[i].charAt(1) - '0';
        }
        return new Dice(faces[0], faces[1], faces[2], faces[3], faces[4]);
    }

    /** Face of die {@code index}: 0 R, 1 G, 2 B, 3 Y, 4 W. */
    public int face(int index) {
        return switch (index) {
            case 0 -> r;
            case 1 -> g;
            case 2 -> b;
            case 3 -> y;
            case 4 -> w;
            default -> throw new IndexOutOfBoundsException("dice are 0..4, not " + index);
        };
    }

    public ThrowKind kind() {
        return ThrowKind.of(r, g, b, y, w);
    }

    /** {@code R3 G5 B1 Y6 W4}. */
    @Override
    public String toString() {
        return "R" + r + " G" + g + " B" + b + " Y" + y + " W" + w;
    }
}
