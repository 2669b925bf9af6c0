package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.PositionState.P_PLACE_MORE;
import static spindle.games.zeroonetwo.PositionState.P_REPO_DROP;
import static spindle.games.zeroonetwo.PositionState.P_START;
import static spindle.games.zeroonetwo.PositionState.P_SUPPLY_BLACK;
import static spindle.games.zeroonetwo.PositionState.P_WEAVE;

/**
 * {@code Game.whyIllegal}: which rule refuses a real move, in the words of {@code docs/rules/zero-one-two.md} (the
 * section named) and of the How-to. A move of a kind the turn does not allow now is told what the rules ask for.
 */
final class Refusal {
    private Refusal() {
    }

    static String why(ZeroOneTwoPosition p, int a) {
        Codes c = p.codes();
        Board b = p.board;
        if (a < c.jump && (p.phase == P_START || p.phase == P_PLACE_MORE || p.phase == P_SUPPLY_BLACK
                || p.phase == P_REPO_DROP)) {
            return put(p, b, a);
        }
        if (a >= c.jump && a < c.lift && (p.phase == P_START || p.phase == P_WEAVE)) {
            return jump(p, b, a - c.jump);
        }
        if (a >= c.lift && a < c.cell && p.phase == P_START) {
            return "a Reposition lifts one of your own colour pegs that is not yet used (no thread at it), and only "
                    + "while a valid location is free (rules section 6, REPOSITION)";
        }
        return "the rules do not allow that here: " + ZeroOneTwoNotation.expected(p) + " (" + section(p.phase) + ")";
    }

    private static String put(ZeroOneTwoPosition p, Board b, int h) {
        if (p.phase == P_START && !Moves.canPlace(p)) {
            return "nothing to place: your recess and tray are empty (rules section 6, PLACE)";
        }
        if (p.phase == P_REPO_DROP && h == p.liftedFrom) {
            return "a Reposition puts the peg on a different hole (rules section 6, REPOSITION)";
        }
        if (b.peg(h) != Board.NONE) {
            return "that hole holds a peg: pegs go on an unoccupied valid location (rules section 2.5)";
        }
        return "that is not a valid location: pegs go on an interior hole, not on the outermost edge (rules section"
                + " 2.5; edge holes are marked + on the board)";
    }

    private static String jump(ZeroOneTwoPosition p, Board b, int d) {
        int k = p.phase == P_WEAVE ? p.weaveK + 1 : 1;
        int s = p.spool[p.seat];
        if (d == s) {
            return "a Jump goes from the spool peg to another peg (rules section 6, Jump criterion 1)";
        }
        byte peg = b.peg(d);
        if (peg == Board.NONE) {
            return "a Jump ends on a peg, and that hole is empty (rules section 6, Jump criterion 1)";
        }
        if (peg == Board.BLACK && k != 3) {
            return "a black peg can only be the destination of the third Jump of a Weave, and this would be Jump " + k
                    + " (rules section 6, Jump criterion 3)";
        }
        if (peg == Board.BLACK && !b.isUncapturedBlack(d)) {
            return "that black peg is captured already; only an uncaptured one can be jumped to (rules section 6,"
                    + " Jump criterion 3)";
        }
        // An uncaptured black peg at Jump 3 passes criteria 1 to 3: what refuses it is a later criterion
        if (peg != Board.BLACK && !b.isColourOf(d, p.seat)) {
            return "opponent pegs are never destinations: jump to a peg of your colour (rules section 6, Jump "
                    + "criterion 2)";
        }
        for (int t = 0; t < p.threads.count; t++) {
            if ((p.threads.from[t] == s && p.threads.to[t] == d) || (p.threads.from[t] == d && p.threads.to[t] == s)) {
                return RefereeWords.hole(p, s) + " and " + RefereeWords.hole(p, d) + " are joined by "
                        + ZeroOneTwoNotation.SEAT_NAMES[p.threads.owner[t]].toLowerCase() + " #" + (t + 1)
                        + " already: the same two pegs cannot be connected twice (rules section 6, Jump criterion 4)"
                        + legalJumps(p);
            }
        }
        // Lay it on a copy to count its crossings thread by thread; a Jump over pegs depends on sides not chosen yet
        ZeroOneTwoPosition laid = p.copy();
        laid.play(p.codes().jump + d);
        if (laid.phase != PositionState.P_JUMP_SIDES) {
            int previous = k > 1 ? p.lastTotal : 0;
            return RefereeWords.crossing(laid, laid.threads.count - 1, Threads.WEAVE, k, previous) + legalJumps(p);
        }
        return "the Jump's crossings break the thread rules whichever side it passes the pegs on: each colour's "
                + "crossings must be 0 or odd" + (k > 1 ? ", and Jump " + k + " must cross more than Jump " + (k - 1)
                + "'s " + p.lastTotal : "") + " (rules section 6, Jump criteria 5 and 6)" + legalJumps(p);
    }

    /** "; legal now: jump -1,3 or stop": the Jumps the rules allow instead (and stop, within a Weave). */
    private static String legalJumps(ZeroOneTwoPosition p) {
        Codes c = p.codes();
        ZeroOneTwoNotation notation = new ZeroOneTwoNotation();
        java.util.List<String> moves = new java.util.ArrayList<>();
        int[] legal = new int[p.maxActions()];
        int n = p.legalActions(legal);
        for (int i = 0; i < n; i++) {
            int a = legal[i];
            if ((a >= c.jump && a < c.lift) || a == c.word(Codes.STOP)) {
                moves.add(notation.format(p, a));
            }
        }
        if (moves.isEmpty()) {
            return "; no Jump is legal now";
        }
        String last = moves.remove(moves.size() - 1);
        return "; legal now: " + (moves.isEmpty() ? last : String.join(", ", moves) + " or " + last);
    }

    private static String section(int phase) {
        return switch (phase) {
            case PositionState.P_FIRST, PositionState.P_SETUP_CELL, PositionState.P_SETUP_BLACK,
                    PositionState.P_SETUP_PEG -> "rules section 5, Setup";
            case P_START -> "rules section 6: a turn is exactly one of Place, Reposition, Weave or Pass, Pass only "
                    + "if nothing else is legal";
            case P_PLACE_MORE -> "rules section 6, PLACE: place more recess pegs, or end the turn with done";
            case P_REPO_DROP -> "rules section 6, REPOSITION";
            case P_WEAVE -> "rules section 6, WEAVE: up to three Jumps; stop ends the Weave";
            case PositionState.P_SUPPLY, P_SUPPLY_BLACK -> "rules section 6, SUPPLY: self takes pegs from your "
                    + "tray, opp moves the opponent's recess pegs back to their tray";
            case PositionState.P_BUILD_CELL, PositionState.P_BUILD_SOURCE, PositionState.P_BUILD_PEG ->
                    "rules section 6, BUILD";
            case PositionState.P_PEG_SIDES, PositionState.P_JUMP_SIDES -> "rules section 4.2: the acting player "
                    + "chooses on which side of a peg a thread passes";
            default -> "rules section 7: the game is over";
        };
    }
}
