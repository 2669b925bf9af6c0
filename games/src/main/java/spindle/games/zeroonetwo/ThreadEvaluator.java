package spindle.games.zeroonetwo;

import spindle.engine.Evaluator;
import spindle.engine.Position;

/**
 * The strong search's estimate of a player's winning chance (what {@code mcts} asks at its playout cut-off, see
 * {@link ZeroOneTwo#searchKnowledge}): a logistic function of six leads over the opponent, their weights fitted by
 * logistic regression on 22,400 positions of 374 games between {@code mcts} and {@code mcts-classic} (5-fold
 * cross-validated log loss 0.354, against 0.376 for the capture and used-peg leads alone):
 * <ul>
 *   <li>captured black pegs, counting a capture the player to move holds in hand mid-turn ({@link Tactics});</li>
 *   <li>the same lead divided by one more than the black pegs still to capture (on the board or in a tray): one
 *       capture ahead decides more as the blacks run out, and the game ends when the board has none left;</li>
 *   <li>used colour pegs (the tie-break); colour pegs on the board (more pegs, more Weaves to choose from);</li>
 *   <li>the move (the player to move has a turn in hand);</li>
 *   <li>black pegs still in the own tray (Supplying brings them to the board and the Build captures them).</li>
 * </ul>
 * {@link ZeroOneTwoEvaluator} stays as it is: it is the yardstick's ({@code mcts-classic}).
 */
final class ThreadEvaluator implements Evaluator {
    /** Logistic slope per black peg of lead, captured or in hand. */
    static final double PER_CAPTURE = 0.6;
    /** Slope per black peg of lead divided by (black pegs left to capture + 1). */
    static final double PER_CAPTURE_LEFT = 2.3;
    static final double PER_USED_PEG = 0.1;
    static final double TO_MOVE = 0.39;
    static final double PER_PEG_ON_BOARD = 0.33;
    static final double PER_TRAY_BLACK = 0.4;
    /** A capture in hand, by kind ({@link Tactics}): a sure one counts whole, one still to choose a little less. */
    private static final double[] IN_HAND = {0, 0.9, 1.0, 0.9};

    @Override
    public double evaluate(Position position, int player) {
        return 1 / (1 + Math.exp(-lead((ZeroOneTwoPosition) position, player)));
    }

    /** The player's lead on the logistic scale. */
    static double lead(ZeroOneTwoPosition p, int player) {
        int other = 1 - player;
        Board b = p.board;
        double captures = p.captures[player] - p.captures[other];
        double move = 0;
        int mover = p.toMove();
        if (mover >= 0) {
            double hand = IN_HAND[Tactics.inHand(p)];
            captures += mover == player ? hand : -hand;
            move = mover == player ? TO_MOVE : -TO_MOVE;
        }
        int trayMine = Tray.blackCount(p.front[player], p.gone[player]);
        int trayTheirs = Tray.blackCount(p.front[other], p.gone[other]);
        int left = b.blackCount - b.blackCaptured + trayMine + trayTheirs;
        return PER_CAPTURE * captures + PER_CAPTURE_LEFT * captures / (left + 1) + move
                + PER_USED_PEG * (b.usedCount[player] - b.usedCount[other])
                + PER_PEG_ON_BOARD * (b.ownCount[player] - b.ownCount[other])
                + PER_TRAY_BLACK * (trayMine - trayTheirs);
    }
}
