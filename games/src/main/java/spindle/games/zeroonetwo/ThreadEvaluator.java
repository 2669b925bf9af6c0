package spindle.games.zeroonetwo;

import spindle.engine.Evaluator;
import spindle.engine.Position;

/**
 * The strong search's estimate of a player's winning chance (what {@code mcts} asks at its playout cut-off, see
 * {@link ZeroOneTwo#searchKnowledge}): a logistic function of the lead in captured black pegs, counting a capture
 * the player to move holds in hand mid-turn ({@link Tactics}), with the lead in used colour pegs (the tie-break) as
 * a small second term. {@link ZeroOneTwoEvaluator} stays as it is: it is the yardstick's ({@code mcts-classic}).
 */
final class ThreadEvaluator implements Evaluator {
    /** Logistic slope per black peg of lead. */
    static final double PER_CAPTURE = 1.0;
    static final double PER_USED_PEG = 0.08;
    /** A capture in hand, by kind ({@link Tactics}): a sure one counts whole, one still to choose a little less. */
    private static final double[] IN_HAND = {0, 0.9, 1.0, 0.9};

    @Override
    public double evaluate(Position position, int player) {
        return 1 / (1 + Math.exp(-lead((ZeroOneTwoPosition) position, player)));
    }

    /** The player's lead on the logistic scale. */
    static double lead(ZeroOneTwoPosition p, int player) {
        int other = 1 - player;
        double captures = p.captures[player] - p.captures[other];
        int mover = p.toMove();
        if (mover >= 0) {
            double hand = IN_HAND[Tactics.inHand(p)];
            captures += mover == player ? hand : -hand;
        }
        return PER_CAPTURE * captures + PER_USED_PEG * (p.board.usedCount[player] - p.board.usedCount[other]);
    }
}
