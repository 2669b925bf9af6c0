package spindle.games.onepiecefortwo;

import spindle.engine.Evaluator;
import spindle.engine.Position;

/**
 * The evaluator of {@code mcts} at the playout cut-off: in the placement phase, the balance of free threats (elements
 * that would give a colour four). A threat of one's own colour is a danger to the opponent as well, since every piece
 * the opponent places near it carries one's colour too. The balance is squashed into a win probability.
 *
 * <p>The relocation phase scores even: either player can hold it to a draw by repetition, by moving the piece the
 * other just relocated back where it came from. That move is always legal (the piece lies on top, and the place it
 * left is still supported, since the move could not use its columns), and it restores a position in which the
 * other player, who moved from it, had no win. Threats counted there say nothing.
 */
final class OnePieceEvaluator implements Evaluator {
    private final double scale;
    private final Tactics tactics = new Tactics();

    OnePieceEvaluator(double scale) {
        this.scale = scale;
    }

    @Override
    public double evaluate(Position position, int player) {
        OnePiecePosition p = OnePiecePosition.of(position);
        Tactics t = tactics;
        if (p.relocating() || !t.load(p)) {
            return 0.5;
        }
        long free = ~t.occupied;
        int balance = Long.bitCount(t.threats(t.mine) & free) - Long.bitCount(t.threats(t.theirs) & free);
        if (p.seat != player) {
            balance = -balance;
        }
        return 1 / (1 + Math.exp(-scale * balance));
    }
}
