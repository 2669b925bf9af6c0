package spindle.games.justplayingaround;

/**
 * Which plays are legal at a play node (rules sections 5, 6.2.1, 8.3.2 and 9.4.3): the colours still to play (the
 * next in RGBY order, or any in competition), the pieces (identified, or any on a free-play round not banked), the
 * directions (the chart, or all eight on an undirected free play), and the group option.
 */
final class PlayRules {
    private PlayRules() {
    }

    static int list(RoundPosition p, int[] out) {
        int n = 0;
        if (mayBank(p)) {
            out[n++] = Actions.BANK;
        }
        int colours = p.rules.competition() ? ~p.played & 15 : Integer.lowestOneBit(~p.played & 15);
        for (int c = 0; c < Geometry.COLOURS; c++) {
            if ((colours & 1 << c) == 0) {
                continue;
            }
            boolean free = anyPiece(p);
            int first = free ? c * 6 : identified(p, c);
            int last = free ? c * 6 + 5 : first;
            int mask = directions(p, c);
            for (int piece = first; piece <= last; piece++) {
                for (int d = 0; d < 8; d++) {
                    if ((mask & 1 << d) != 0) {
                        int options = moveOptions(p, piece, d);
                        if ((options & 1) != 0) {
                            out[n++] = Actions.play(piece, d, false);
                        }
                        if ((options & 2) != 0) {
                            out[n++] = Actions.play(piece, d, true);
                        }
                    }
                }
            }
        }
        return n;
    }

    static boolean isLegalPlay(RoundPosition p, int action) {
        if (!Actions.isPlay(action)) {
            return false;
        }
        int piece = Actions.piece(action);
        int c = Geometry.colourOf(piece);
        int d = Actions.direction(action);
        return colourToPlay(p, c) && (anyPiece(p) || piece == identified(p, c)) && (directions(p, c) & 1 << d) != 0
                && (moveOptions(p, piece, d) & (Actions.group(action) ? 2 : 1)) != 0;
    }

    static boolean colourToPlay(RoundPosition p, int colour) {
        return p.rules.competition() ? (p.played & 1 << colour) == 0 : colour == nextColour(p);
    }

    /** The next colour in RGBY order. */
    static int nextColour(RoundPosition p) {
        return Integer.numberOfTrailingZeros(~p.played);
    }

    static boolean mayBank(RoundPosition p) {
        return p.rules.competition() && p.kind != ThrowKind.NORMAL && !p.banked && p.played == 0;
    }

    /** Whether any piece of a colour may move: a free-play round that was not banked. */
    static boolean anyPiece(RoundPosition p) {
        return p.kind != ThrowKind.NORMAL && !p.banked;
    }

    static int identified(RoundPosition p, int colour) {
        return colour * 6 + p.dice[colour] - 1;
    }

    /** Bit set of the directions colour {@code c} may take on this throw. */
    static int directions(RoundPosition p, int c) {
        return p.kind == ThrowKind.UNDIRECTED_FREE && !p.banked ? 0xFF : p.rules.chart().directions(c, p.dice[4]);
    }

    /** Bit 0: the plain move is legal; bit 1: the move with {@code group} is legal (6.2.1, 8.3.2, variant). */
    static int moveOptions(RoundPosition p, int piece, int direction) {
        Board board = p.board;
        int s = board.where[piece];
        int t = Geometry.step(s, direction);
        if (board.height(t) == 0) {
            return 1;
        }
        if (!p.extended) {
            return NormalProtocol.groupAllowed(board, s, t) ? 3 : 1;
        }
        if (p.rules.alwaysGroup()) {
            return board.height(s) >= 2 ? 2 : 1;
        }
        return ExtendedProtocol.groupAllowed(board, s, t) ? 3 : 1;
    }
}
