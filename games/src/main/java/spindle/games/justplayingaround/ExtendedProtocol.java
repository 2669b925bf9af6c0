package spindle.games.justplayingaround;

/**
 * The extended stack protocol (rules section 8, rulings J15 to J18): stable stacks of all different colours,
 * consecutive ejections of the lowest target piece, injection at the bottom of the source square, ripple rejection
 * along the ray from the target through the source, and the scoring of newly formed stable stacks.
 *
 * <p>One instance per position holds scratch arrays, so a play allocates nothing.
 */
final class ExtendedProtocol {
    /** Returned by {@link #resolve} when an ejected piece finds no square (8.7; 8.4 proves it cannot happen). */
    static final int INCOMPLETE = -1;

    private final byte[] before = new byte[Geometry.PIECES];
    private final int[] ejected = new int[Board.DEPTH];
    private final int[] arrivals = new int[Board.DEPTH + 2];

    /** Whether the player may choose to move the whole source stack onto the occupied target (8.3.2). */
    static boolean groupAllowed(Board board, int source, int target) {
        return board.height(source) >= 2 && board.stableTogether(source, target);
    }

    /** Resolves one move and returns the points it scores, or {@link #INCOMPLETE}. */
    int resolve(Board board, int piece, int direction, boolean group) {
        System.arraycopy(board.where, 0, before, 0, Geometry.PIECES);
        int s = board.where[piece];
        int t = Geometry.step(s, direction);
        int arrived = 0;
        boolean occupied = board.height(t) != 0;
        if (!occupied || group) {
            board.moveStack(s, t);
        } else {
            board.remove(s, board.levelOf(piece));
            board.push(t, piece);
        }
        arrivals[arrived++] = t;
        int ejections = 0;
        // Only a landing on an occupied square ejects (8.3.4): a stack moving whole to an empty square keeps even a
        // same-colour pair left over from the normal game.
        while (occupied && !board.stable(t)) {
            ejected[ejections++] = board.remove(t, 0);
        }
        int back = (direction + 4) & 7;
        for (int i = 0; i < ejections; i++) {
            int e = ejected[i];
            int colour = Geometry.colourOf(e);
            board.insertBottom(s, e);
            if (board.countColour(s, colour) == 1) {
                arrived = addArrival(arrived, s);
                continue;
            }
            board.remove(s, 0); // ripple rejection (8.3.5)
            int q = s;
            boolean placed = false;
            for (int k = 1; k < 8 && !placed; k++) {
                q = Geometry.step(q, back);
                if (board.countColour(q, colour) == 0) {
                    board.insertBottom(q, e);
                    arrived = addArrival(arrived, q);
                    placed = true;
                }
            }
            if (!placed) {
                return INCOMPLETE;
            }
        }
        int points = 0;
        for (int i = 0; i < arrived; i++) {
            points += points(board, arrivals[i]);
        }
        return points;
    }

    private int addArrival(int arrived, int square) {
        for (int i = 0; i < arrived; i++) {
            if (arrivals[i] == square) {
                return arrived;
            }
        }
        arrivals[arrived] = square;
        return arrived + 1;
    }

    /** Points of a square after a play (8.5): a stable stack of 3 or 4 that was not a stack before the play. */
    private int points(Board board, int square) {
        int h = board.height(square);
        if (h < 3 || !board.stable(square) || wasStackBefore(board, square)) {
            return 0;
        }
        int points = h == 3 ? 3 : 6;
        int number = Geometry.numberOf(board.piece(square, 0));
        for (int level = 1; level < h; level++) {
            if (Geometry.numberOf(board.piece(square, level)) != number) {
                return points;
            }
        }
        return 2 * points;
    }

    /** Whether exactly the pieces now on {@code square} stood together, alone, on one square before the play. */
    private boolean wasStackBefore(Board board, int square) {
        int h = board.height(square);
        int origin = before[board.piece(square, 0)];
        for (int level = 1; level < h; level++) {
            if (before[board.piece(square, level)] != origin) {
                return false;
            }
        }
        int count = 0;
        for (int p = 0; p < Geometry.PIECES; p++) {
            if (before[p] == origin) {
                count++;
            }
        }
        return count == h;
    }
}
