package spindle.games.justplayingaround;

import java.util.List;

/**
 * A play said in the How-to's words, for the move list and the terminal: "Red 1 steps north-east onto c3, making a
 * stack of three colours", with the pieces it pushes off the target square (rules 6.2.5 and 8.3) and whether it
 * scored. Read from the position before the play and the one after it, as {@link PlayEvents} reads its events.
 */
final class PlayWords {
    private static final String[] COUNTS = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight"};
    private static final String[] DIRECTIONS = {"north", "north-east", "east", "south-east", "south", "south-west",
        "west", "north-west"};

    private PlayWords() {
    }

    /** The sentence, or null for a decision that is not a play (a die, stop, continue, ...). */
    static String of(RoundPosition before, int action) {
        if (before.phase != RoundPosition.PLAY || !Actions.isPlay(action)) {
            return null;
        }
        int piece = Actions.piece(action);
        int from = before.board.where[piece];
        int to = Geometry.step(from, Actions.direction(action));
        RoundPosition after = before.copy();
        after.play(action);
        StringBuilder s = new StringBuilder(name(piece));
        s.append(Actions.group(action) ? " and the pieces on it step " : " steps ")
                .append(DIRECTIONS[Actions.direction(action)]).append(" onto ").append(Geometry.squareName(to));
        StringBuilder carried = new StringBuilder(); // the pieces above it on the source square go along
        for (int other = 0; other < Geometry.PIECES; other++) {
            if (other != piece && before.board.where[other] == from && after.board.where[other] == to) {
                carried.append(carried.length() == 0 ? " carrying " : " and ").append(name(other));
            }
        }
        s.append(carried);
        int height = after.board.height(to);
        if (height > 1) {
            boolean[] seen = new boolean[Geometry.COLOURS];
            int colours = 0;
            for (int level = 0; level < height; level++) {
                int c = Geometry.colourOf(after.board.piece(to, level));
                colours += seen[c] ? 0 : 1;
                seen[c] = true;
            }
            s.append(", making a stack of ").append(colours == height ? count(colours) + " colours"
                    : count(height) + " pieces in " + count(colours) + (colours == 1 ? " colour" : " colours"));
        }
        List<String> events = PlayEvents.of(before, action, after);
        long ejected = events.stream().filter("ejection"::equals).count();
        long rippled = events.stream().filter("ripple"::equals).count();
        if (ejected > 0) {
            s.append(", pushing ").append(count((int) ejected)).append(ejected == 1 ? " piece" : " pieces")
                    .append(" off it").append(rippled == 0 ? "" : " (" + count((int) rippled)
                            + " rippling on across the board)");
        }
        if (events.contains("score")) {
            s.append(", and scores");
        }
        return s.toString();
    }

    private static String name(int piece) {
        String colour = Geometry.COLOUR_NAMES[Geometry.colourOf(piece)];
        return Character.toUpperCase(colour.charAt(0)) + colour.substring(1) + " " + Geometry.numberOf(piece);
    }

    private static String count(int n) {
        return n < COUNTS.length ? COUNTS[n] : Integer.toString(n);
    }
}
