package spindle.games.justplayingaround;

/** The normal stack protocol (rules section 6, rulings J9 to J13): stacks of at most two pieces. */
final class NormalProtocol {
    private NormalProtocol() {
    }

    /**
     * Whether moving {@code piece} in {@code direction} may take its whole stack onto the occupied target under the
     * group exception (6.2.1): a stack of two that would form a stack of all different colours.
     */
    static boolean groupAllowed(Board board, int source, int target) {
        return board.height(source) == 2 && board.stableTogether(source, target);
    }

    /**
     * Resolves one move and returns whether it met the normal objective. The caller has checked legality, in
     * particular that {@code group} is only set where {@link #groupAllowed} holds.
     */
    static boolean resolve(Board board, int piece, int direction, boolean group, boolean permissive) {
        int s = board.where[piece];
        int t = Geometry.step(s, direction);
        if (board.height(t) == 0) {
            board.moveStack(s, t);
            return false;
        }
        if (group) {
            board.moveStack(s, t);
            return true;
        }
        board.remove(s, board.levelOf(piece));
        board.push(t, piece);
        if (board.height(t) < 3) {
            return false;
        }
        if (permissive && board.stable(t)) {
            return true; // 6.2.4: the objective is checked before the stack limit acts
        }
        board.insertBottom(s, board.remove(t, 0));
        return false;
    }
}
