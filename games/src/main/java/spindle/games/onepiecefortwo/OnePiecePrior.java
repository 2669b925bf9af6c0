package spindle.games.onepiecefortwo;

import spindle.engine.MovePrior;
import spindle.engine.Position;

/**
 * The move prior of {@code mcts}: a move that wins at once scores 1, one that gives only the opponent's colour four
 * 0, one after which the opponent can win at once {@link #ANSWERED} (if asked to look), any other {@link #QUIET}.
 * Without RAVE the
 * search also tries untried moves in this order, so a win is tried first and the solver proves it at once.
 */
final class OnePiecePrior implements MovePrior {
    static final double QUIET = 0.5;
    static final double ANSWERED = 0.05;
    /** Whether to look for the opponent's winning reply (a few hundred bit operations a move). */
    private final boolean replies;
    private final Tactics tactics = new Tactics();

    OnePiecePrior(boolean replies) {
        this.replies = replies;
    }

    @Override
    public void score(Position position, int[] actions, double[] out) {
        OnePiecePosition p = OnePiecePosition.of(position);
        Tactics t = tactics;
        if (!t.load(p)) {
            java.util.Arrays.fill(out, 0, actions.length, QUIET);
            return;
        }
        t.scan(false);
        Codes codes = p.codes;
        int rows = t.rows();
        for (int i = 0; i < actions.length; i++) {
            int a = actions[i];
            boolean placing = codes.isPlacement(a);
            int placement = placing ? a - Codes.PLACE_BASE : codes.relocationPlacement(a);
            int option = placing ? 0 : option(t, codes.relocationRemoval(a));
            long red = 1L << (Codes.placementX(placement) * rows + Codes.placementY(placement));
            long blue = 1L << (Codes.blueX(placement) * rows + Codes.blueY(placement));
            long me = t.moverRed ? red : blue;
            long opp = t.moverRed ? blue : red;
            boolean myFour = (t.myThreats[option] & me) != 0;
            boolean theirFour = (t.theirThreats[option] & opp) != 0;
            if (myFour != theirFour) {
                out[i] = myFour ? 1 : 0;
            } else {
                out[i] = replies && t.opponentWinsAfter(option, me, opp) ? ANSWERED : QUIET;
            }
        }
    }

    private static int option(Tactics t, int removal) {
        for (int o = 0; o < t.options; o++) {
            if (t.removal[o] == removal) {
                return o;
            }
        }
        throw new IllegalArgumentException("no removable piece " + removal);
    }
}
