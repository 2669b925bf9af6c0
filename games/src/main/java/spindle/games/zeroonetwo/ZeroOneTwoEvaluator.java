package spindle.games.zeroonetwo;

import spindle.engine.Evaluator;
import spindle.engine.Position;

/**
 * The AI's estimate of a player's winning chance in an unfinished game: a logistic function of the lead in
 * captured black pegs (the ranking's first key), with the lead in used colour pegs (the tie-break) as a small
 * second term. Used by MCTS to score playouts cut after a few plies, since full 0-1-2 playouts are long.
 */
final class ZeroOneTwoEvaluator implements Evaluator {
    /** Logistic slope per black peg of lead: one peg ahead is about a 73% chance. */
    private static final double PER_CAPTURE = 1.0;
    private static final double PER_USED_PEG = 0.08;

    @Override
    public double evaluate(Position position, int player) {
        ZeroOneTwoPosition p = (ZeroOneTwoPosition) position;
        int other = 1 - player;
        double lead = PER_CAPTURE * (p.captures[player] - p.captures[other])
                + PER_USED_PEG * (p.board.usedCount[player] - p.board.usedCount[other]);
        return 1 / (1 + Math.exp(-lead));
    }
}
