package spindle.games.zeroonetwo;

import spindle.engine.MovePrior;
import spindle.engine.Position;

/**
 * The move prior of {@code mcts}: a capture in hand ({@link Tactics}) looks best, passing it up (stopping the Weave,
 * SELF Supplying) worst; every other move is neutral.
 */
final class ThreadPrior implements MovePrior {
    private static final double NEUTRAL = 0.5;

    @Override
    public void score(Position position, int[] actions, double[] out) {
        ZeroOneTwoPosition p = (ZeroOneTwoPosition) position;
        int hand = Tactics.inHand(p);
        Codes c = p.codes();
        for (int i = 0; i < actions.length; i++) {
            int a = actions[i];
            double v = NEUTRAL;
            if (hand == Tactics.JUMP) {
                v = a >= c.jump && a < c.lift && p.board.isUncapturedBlack(a - c.jump) ? 1 : 0;
            } else if (hand == Tactics.BUILD) {
                v = a == c.word(Codes.OPP) ? 1 : 0;
            }
            out[i] = v;
        }
    }
}
