package spindle.games.zeroonetwo;

import java.util.SplittableRandom;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;

/**
 * Playout moves of {@code mcts}: a capture in hand is taken ({@link Tactics}: the third Jump to a black peg, OPP
 * Supplying when the Build will take a black peg), anything else is the game's fast uniform random move.
 */
final class ThreadPlayout implements PlayoutPolicy {
    @Override
    public int choose(Position position, SplittableRandom random, int[] scratch) {
        ZeroOneTwoPosition p = (ZeroOneTwoPosition) position;
        int hand = Tactics.inHand(p);
        if (hand == Tactics.JUMP) {
            long blacks = Tactics.blackJumpMask(p);
            int pick = random.nextInt(Long.bitCount(blacks));
            for (; pick > 0; pick--) {
                blacks &= blacks - 1;
            }
            int i = Long.numberOfTrailingZeros(blacks);
            return p.codes().jump + p.board.black[i - p.board.ownCount[p.seat]];
        }
        if (hand == Tactics.BUILD) {
            return p.codes().word(Codes.OPP);
        }
        return p.randomAction(random, scratch);
    }
}
