package spindle.games.onepiecefortwo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code Game.refereeSays} for One Piece for Two: after a placement or relocation, the four in a row it made and
 * whose win that is (section 6, rulings P8 and P9), else the pieces left in the box, and in the relocation phase a
 * repeated position (rule 7.2, ruling P15) and the other draws.
 */
final class RefereeWords {
    private static final int[][] LINES = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    private static final String[] COUNTS = {"", "one", "two", "three", "four", "five", "six", "seven", "eight"};

    private RefereeWords() {
    }

    static List<String> says(OnePiecePosition before, int action, OnePiecePosition after) {
        List<String> says = new ArrayList<>();
        if (before.stage != OnePiecePosition.STAGE_MOVE) {
            return says;
        }
        int placement = after.codes.isPlacement(action) ? action - Codes.PLACE_BASE
                : after.codes.relocationPlacement(action);
        List<String> red = longestRun(after.board, Codes.placementX(placement), Codes.placementY(placement), true);
        List<String> blue = longestRun(after.board, Codes.blueX(placement), Codes.blueY(placement), false);
        String mover = before.seat == before.redSeat ? "red" : "blue";
        if (red.size() >= 4 && blue.size() >= 4) {
            says.add("both colours made four in a row (red " + span(red) + ", blue " + span(blue) + "): no one wins, "
                    + "play on");
        } else if (red.size() >= 4 || blue.size() >= 4) {
            String colour = red.size() >= 4 ? "red" : "blue";
            List<String> run = red.size() >= 4 ? red : blue;
            String count = run.size() < COUNTS.length ? COUNTS[run.size()] : Integer.toString(run.size());
            return List.of(colour + " " + count + " in a row (" + span(run) + "): " + colour + " wins"
                    + (colour.equals(mover) ? "" : ", though " + mover + " placed it"));
        }
        if (after.codes.isPlacement(action)) {
            says.add(after.box == 0 ? "the box is empty: from now on a move relocates a piece (section 5)"
                    : after.box + (after.box == 1 ? " piece" : " pieces") + " left in the box");
        } else {
            repetition(after).ifPresent(says::add);
        }
        if (after.result == OnePiecePosition.RESULT_CAP) {
            says.add("the move cap of " + after.moves + " moves is reached: the game is drawn");
        } else if (after.result == OnePiecePosition.RESULT_NO_MOVE) {
            says.add(seatName(after.seat) + " has no legal move: the game is drawn");
        }
        return says;
    }

    /** How often the position after a relocation has occurred with the same player to move, when more than once. */
    private static Optional<String> repetition(OnePiecePosition after) {
        int seen = 1;
        long now = after.history[after.relocations];
        for (int i = after.relocations - 2; i >= 0; i -= 2) {
            if (after.history[i] == now) {
                seen++;
            }
        }
        String toMove = seatName(after.seat);
        if (seen == 2) {
            return Optional.of("this position has now occurred twice with " + toMove + " to move: a third "
                    + "time draws (rule 7.2)");
        }
        if (seen >= 3) {
            return Optional.of("this position has now occurred three times with " + toMove + " to move: "
                    + "the game is drawn (rule 7.2)");
        }
        return Optional.empty();
    }

    /** The longest unbroken run of {@code red}'s colour through (x, y) along the four lines, from one end. */
    private static List<String> longestRun(Board b, int x, int y, boolean red) {
        List<String> longest = List.of();
        for (int[] d : LINES) {
            int sx = x;
            int sy = y;
            while (b.occupied(sx - d[0], sy - d[1]) && b.isRed(sx - d[0], sy - d[1]) == red) {
                sx -= d[0];
                sy -= d[1];
            }
            List<String> run = new ArrayList<>();
            while (b.occupied(sx, sy) && b.isRed(sx, sy) == red) {
                run.add(OnePieceNotation.element(sx, sy));
                sx += d[0];
                sy += d[1];
            }
            if (run.size() > longest.size()) {
                longest = run;
            }
        }
        return longest;
    }

    private static String span(List<String> run) {
        return run.get(0) + " to " + run.get(run.size() - 1);
    }

    private static String seatName(int seat) {
        return seat == 0 ? "the starter" : "the second player";
    }
}
