package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.PositionState.C_BUILD_PEG;
import static spindle.games.zeroonetwo.PositionState.P_BUILD_CELL;
import static spindle.games.zeroonetwo.PositionState.P_BUILD_PEG;
import static spindle.games.zeroonetwo.PositionState.P_JUMP_SIDES;
import static spindle.games.zeroonetwo.PositionState.P_PEG_SIDES;
import static spindle.games.zeroonetwo.PositionState.P_SUPPLY;
import static spindle.games.zeroonetwo.PositionState.P_WEAVE;

/**
 * The capture the player to move holds in hand in the middle of a turn, read from the turn's state at no search
 * cost: a third Weave Jump to an uncaptured black peg that is legal now, a Jump to a black peg waiting only for its
 * sides, or a Build whose peg is (or will be) black, since the build Jump captures it whatever it crosses (ruling
 * Z25). The search knowledge of {@code mcts} (evaluator, playout policy, prior) is built on it.
 */
final class Tactics {
    /** No capture in hand. */
    static final int NONE = 0;
    /** A legal third Jump to a black peg: the mover takes it by choosing that Jump. */
    static final int JUMP = 1;
    /** Already committed: a Jump to a black peg waiting for its sides, or a black Build peg. */
    static final int SURE = 2;
    /** Supplying after two or more Jumps with a black peg at the tray front: OPP, then the Build takes it. */
    static final int BUILD = 3;

    private Tactics() {
    }

    /** What capture the player to move holds in hand ({@link #NONE}, {@link #JUMP}, {@link #SURE}, {@link #BUILD}). */
    static int inHand(ZeroOneTwoPosition p) {
        switch (p.phase) {
            case P_WEAVE:
                return p.weaveK == 2 && blackJumpMask(p) != 0 ? JUMP : NONE;
            case P_JUMP_SIDES:
                return p.board.isUncapturedBlack(p.jumpTo) ? SURE : NONE;
            case P_BUILD_PEG:
                return p.held == Board.BLACK ? SURE : NONE;
            case P_PEG_SIDES:
                return p.placeContext == C_BUILD_PEG && p.board.isUncapturedBlack(p.placeHole) ? SURE : NONE;
            case P_BUILD_CELL:
                return blackAtFront(p) ? SURE : NONE;
            case P_SUPPLY:
                return p.jumpsMade >= 2 && p.deltasLeft > 0 && blackAtFront(p) ? BUILD : NONE;
            default:
                return NONE;
        }
    }

    /** In the Weave phase: the bits of {@code weaveLegal} that are Jumps to black pegs (candidates after own pegs). */
    static long blackJumpMask(ZeroOneTwoPosition p) {
        int own = p.board.ownCount[p.seat];
        return own >= 64 ? 0 : p.weaveLegal & (-1L << own);
    }

    static boolean blackAtFront(ZeroOneTwoPosition p) {
        return Tray.peek(p.front[p.seat], p.gone[p.seat]) == Tray.BLACK;
    }
}
