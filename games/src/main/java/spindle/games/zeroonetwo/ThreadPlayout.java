package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.PositionState.P_PLACE_MORE;
import static spindle.games.zeroonetwo.PositionState.P_START;

import java.util.SplittableRandom;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;

/**
 * Playout moves of {@code mcts}: a capture in hand is taken ({@link Tactics}: the third Jump to a black peg, OPP
 * Supplying when the Build will take a black peg); a turn starts a Weave more often than a uniform choice would (it
 * is one option among some forty holes to place on, yet Weaves are what capture); a Place turn stops sooner than
 * after almost every recess peg; anything else is the game's fast uniform random move.
 */
final class ThreadPlayout implements PlayoutPolicy {
    /**
     * How often a turn in a playout tries to start a Weave first. At equal time against {@code mcts-classic}
     * (20 ms, 60 games each) 0.3 scored 80%, 0.5 73% and 0.8 60%: forced Weaves make worse ones than chosen ones.
     */
    static final double WEAVE = 0.3;
    /** How often a Place turn in a playout stops after each peg. */
    static final double DONE = 0.3;

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
        if (p.phase == P_START && random.nextDouble() < WEAVE) {
            int jump = firstJump(p, random);
            if (jump >= 0) {
                return jump;
            }
        } else if (p.phase == P_PLACE_MORE && random.nextDouble() < DONE) {
            return p.codes().word(Codes.DONE);
        }
        return p.randomAction(random, scratch);
    }

    /** A legal first Jump of a Weave from the spool, trying the own pegs from a random one on, or -1 if none. */
    private static int firstJump(ZeroOneTwoPosition p, SplittableRandom random) {
        Board b = p.board;
        int seat = p.seat;
        int n = b.ownCount[seat];
        if (n == 0) {
            return -1;
        }
        int start = random.nextInt(n);
        for (int k = 0; k < n; k++) {
            int h = b.own[seat][(start + k) % n];
            if (JumpRules.legal(b, p.threads, seat, p.spool[seat], h, 1, 0)) {
                return p.codes().jump + h;
            }
        }
        return -1;
    }
}
