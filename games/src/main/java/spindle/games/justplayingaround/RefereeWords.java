package spindle.games.justplayingaround;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code Game.refereeSays} for Just Playing a Round, the dice master's words at a real table: when a throw is
 * complete, what it allows each colour (rules 5.2 to 5.4); after a play, the step, each ejection and ripple in the
 * order they happen (6.2, 8.3), so the table can copy them; the objective, the score and the round's end.
 */
final class RefereeWords {
    private static final String[] DIRECTIONS = {"north", "north-east", "east", "south-east", "south", "south-west",
        "west", "north-west"};

    private RefereeWords() {
    }

    static List<String> says(RoundPosition before, int action, RoundPosition after) {
        List<String> says = new ArrayList<>();
        if (before.phase == RoundPosition.THROW && after.phase == RoundPosition.PLAY) {
            throwAllows(after, says);
        } else if (before.phase == RoundPosition.PLAY && Actions.isPlay(action)) {
            play(before, action, after, says);
        } else if (action == Actions.BANK && before.phase == RoundPosition.PLAY) {
            says.add("banked the free play's time: this round plays as a normal throw, the "
                    + "identified pieces as the director sends them (rule 9.4.3)");
        }
        if (after.phase == RoundPosition.WON) {
            says.add("continue into the extended game with a score of 3, or stop (rule 8.1)");
        } else if (after.phase == RoundPosition.ROUND_END && before.phase != RoundPosition.ROUND_END) {
            says.add("round " + after.round + " ends: continue or retire (rule 8.6)");
        } else if (after.phase == RoundPosition.THROW && before.phase == RoundPosition.PLAY) {
            says.add("round " + before.round + " ends: throw the five dice for round " + after.round);
        } else if (after.phase == RoundPosition.FINISHED && before.phase != RoundPosition.FINISHED) {
            says.add(after.stopped ? "the game ends after " + after.round + (after.round == 1 ? " round" : " rounds")
                    : "retired: the final score is " + after.finalScore + " (rule 8.6: 0 below 6)");
        }
        return says;
    }

    private static void throwAllows(RoundPosition p, List<String> says) {
        int[] d = p.dice;
        String dice = "throw R" + d[0] + " G" + d[1] + " B" + d[2] + " Y" + d[3] + " W" + d[4];
        switch (p.kind) {
            case UNDIRECTED_FREE -> {
                says.add(dice + ", an undirected free throw: each colour may move any of its pieces one step in any "
                        + "of the 8 directions (rule 5.3)");
                return;
            }
            case DIRECTED_FREE -> says.add(dice + ", a directed free throw: each colour may move any of its pieces, "
                    + "as the director sends it (rule 5.4)");
            default -> says.add(dice + ", a normal throw: each colour moves the piece its die names, as the director "
                    + "sends it (rule 5.2)");
        }
        for (int c = 0; c < Geometry.COLOURS; c++) {
            String colour = Geometry.COLOUR_NAMES[c];
            String piece = PlayRules.anyPiece(p) ? "any " + colour + " piece"
                    : Geometry.pieceName(PlayRules.identified(p, c));
            says.add(colour + ": " + piece + " steps " + directions(PlayRules.directions(p, c), c));
        }
    }

    /** "SW, S or SE (your choice)": the chart's backward choice as rule 4.2 reads it, back-left, back, back-right. */
    static String directions(int mask, int colour) {
        if (Integer.bitCount(mask) == 1) {
            return Geometry.DIRECTION_NAMES[Integer.numberOfTrailingZeros(mask)];
        }
        int back = Geometry.forward(colour) + 4 & 7;
        int[] order = {back + 1 & 7, back, back + 7 & 7};
        List<String> names = new ArrayList<>();
        for (int d : order) {
            if ((mask & 1 << d) != 0) {
                names.add(Geometry.DIRECTION_NAMES[d]);
            }
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1)
                + " (your choice)";
    }

    private static void play(RoundPosition before, int action, RoundPosition after, List<String> says) {
        int piece = Actions.piece(action);
        int direction = Actions.direction(action);
        Board b = before.board;
        int s = b.where[piece];
        int t = Geometry.step(s, direction);
        String way = DIRECTIONS[direction] + " from " + Geometry.squareName(s)
                + (crossesSeam(s, t) ? " across the seam" : "");
        String onto = b.height(t) == 0 ? "onto empty " + Geometry.squareName(t)
                : "onto " + Geometry.squareName(t) + ", on top of " + Geometry.pieceName(b.piece(t, b.height(t) - 1));
        List<String> moved = new ArrayList<>();
        for (int level = 0; level < b.height(s); level++) {
            int other = b.piece(s, level);
            if (after.board.where[other] == t) {
                moved.add(Geometry.pieceName(other));
            }
        }
        says.add(moved.size() > 1 ? "the stack " + String.join(", ", moved) + " moves " + way + " " + onto
                : Geometry.pieceName(piece) + " steps " + way + " " + onto);
        // ejected pieces leave the target square lowest first (6.2.5, 8.3.4)
        for (int level = 0; level < b.height(t); level++) {
            int e = b.piece(t, level);
            int now = after.board.where[e];
            if (now != t) {
                says.add(ejection(before, after, e, s, t, direction, now));
            }
        }
        if (after.objectiveMet && !before.objectiveMet) {
            List<String> stack = new ArrayList<>();
            for (int level = 0; level < after.board.height(t); level++) {
                stack.add(Geometry.pieceName(after.board.piece(t, level)));
            }
            says.add("the stack on " + Geometry.squareName(t) + " (" + String.join(", ", stack) + ") has "
                    + (stack.size() == 4 ? "four" : "three") + " colours: the normal objective is met (rule 7.1)"
                    + (after.extended ? "; the extended game starts with a score of 3 (rule 9.3)" : ""));
        }
        if (after.score > before.score && before.extended) {
            says.add("the play scores " + (after.score - before.score) + " (rule 8.5): the score is now "
                    + after.score);
        }
    }

    private static String ejection(RoundPosition before, RoundPosition after, int e, int s, int t, int direction,
            int now) {
        String from = Geometry.pieceName(e) + " is ejected from " + Geometry.squareName(t) + " to ";
        if (now == s) {
            String rule = before.extended ? "" : " (rule 6.2.5)";
            return from + (after.board.height(s) > 1 ? "the bottom of " : "") + Geometry.squareName(s) + rule;
        }
        int back = direction + 4 & 7;
        boolean seam = false;
        for (int at = s; at != now; at = Geometry.step(at, back)) {
            seam |= crossesSeam(at, Geometry.step(at, back));
        }
        return from + Geometry.squareName(s) + ", which holds " + Geometry.COLOUR_NAMES[Geometry.colourOf(e)]
                + " already, and ripples " + DIRECTIONS[back] + (seam ? " across the seam" : "") + " to "
                + (after.board.height(now) > 1 ? "the bottom of " : "") + Geometry.squareName(now) + " (rule 8.3.5)";
    }

    /** Whether a step from one square to its neighbour wraps around an edge of the board (rule 2.2). */
    private static boolean crossesSeam(int from, int to) {
        return Math.abs((from & 7) - (to & 7)) > 1 || Math.abs((from >> 3) - (to >> 3)) > 1;
    }
}
