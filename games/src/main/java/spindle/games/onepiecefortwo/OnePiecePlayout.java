package spindle.games.onepiecefortwo;

import java.util.SplittableRandom;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;

/**
 * The playout policy of {@code mcts}: take a move that wins at once (decisive move); otherwise play a random move
 * that neither gives the opponent's colour four (which loses at once, rule 6.5) nor lets the opponent win on the
 * next move (anti-decisive): a few tried at random, since most moves are quiet, or all of them when the opponent
 * threatens to win. Random playouts lose mostly to such
 * blunders, so their results said little about the position.
 */
final class OnePiecePlayout implements PlayoutPolicy {
    /** Random safe moves tried for one the opponent cannot answer with a win. */
    private final int tries;
    private final Tactics tactics = new Tactics();

    OnePiecePlayout(int tries) {
        this.tries = tries;
    }

    @Override
    public int choose(Position position, SplittableRandom random, int[] scratch) {
        OnePiecePosition p = OnePiecePosition.of(position);
        Tactics t = tactics;
        if (!t.load(p)) {
            return p.randomAction(random, scratch);
        }
        int win = t.scan(true);
        if (win >= 0) {
            return win;
        }
        if (t.safeCount == 0) {
            return p.randomAction(random, scratch);
        }
        // A threat must be answered, and few moves do: then look at every safe move, from a random one on.
        boolean threatened = t.opponentThreatens();
        int n = threatened ? t.safeCount : Math.min(tries, t.safeCount);
        int start = random.nextInt(t.safeCount);
        long first = t.safeMove(start);
        for (int i = 0; i < n; i++) {
            long move = i == 0 ? first
                    : t.safeMove(threatened ? (start + i) % t.safeCount : random.nextInt(t.safeCount));
            if (!t.opponentWinsAfter(move)) {
                return t.action(move);
            }
        }
        return t.action(first);
    }
}
