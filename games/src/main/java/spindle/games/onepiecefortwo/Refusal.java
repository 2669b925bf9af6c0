package spindle.games.onepiecefortwo;

import java.util.Optional;

/** {@code Game.whyIllegal}: why a real action is refused, in the terms of rules sections 3 to 5. */
final class Refusal {
    private Refusal() {
    }

    static Optional<String> why(OnePiecePosition p, int action) {
        if (p.isLegal(action) || action < 0 || action >= p.codes.space) {
            return Optional.empty();
        }
        switch (p.stage) {
            case OnePiecePosition.STAGE_COLOUR:
                return Optional.of("the starter first takes a colour: red or blue");
            case OnePiecePosition.STAGE_EDGE:
                return Optional.of(action < Codes.EDGE_BASE ? "the colours are taken; the second player now "
                        + "chooses the game edge: bottom, top, left or right"
                        : "the second player first chooses the game edge: bottom, top, left or right");
            case OnePiecePosition.STAGE_MOVE:
                return Optional.of(move(p, action));
            default:
                return Optional.empty();
        }
    }

    private static String move(OnePiecePosition p, int action) {
        if (action < Codes.PLACE_BASE) {
            return "the colours and the game edge are chosen before the first move";
        }
        boolean placement = p.codes.isPlacement(action);
        if (placement && p.relocating()) {
            return (p.box == 0 ? "the box is empty" : "no piece from the box fits")
                    + ": relocate a piece, written piece>red/blue (e.g. a5-a6>b5/b6; section 5, ruling P13)";
        }
        if (placement) {
            return unsupported(p.board, action - Codes.PLACE_BASE);
        }
        if (!p.relocating()) {
            return p.box + " pieces are still in the box: place one, written red/blue (e.g. c1/d1; section 4)";
        }
        int removal = p.codes.relocationRemoval(action);
        int target = p.codes.relocationPlacement(action);
        if (!p.board.isRemovable(removal)) {
            return p.board.isPiece(removal) ? "another piece lies on top of it; only a piece with nothing on top "
                    + "may move (section 5)" : "no piece covers exactly those two elements (section 5)";
        }
        int old = p.board.pieceOf(removal);
        if (overlaps(old, target)) {
            return "the piece must move to elements it does not cover now (rule 5.1, ruling P11)";
        }
        if ((Board.vacated(removal) & columns(target)) != 0) {
            return "it would rest on or above an element the piece leaves empty (rule 5.2)";
        }
        return unsupported(p.board, target);
    }

    /** Why a placement is not correct on the board as it is: an element is taken or nothing holds it up. */
    private static String unsupported(Board board, int placement) {
        int x = Codes.placementX(placement);
        int y = Codes.placementY(placement);
        int bx = Codes.blueX(placement);
        int by = Codes.blueY(placement);
        if (x >= board.cols || y >= board.rows || bx < 0 || bx >= board.cols || by < 0 || by >= board.rows) {
            return "it is off the board";
        }
        if (board.occupied(x, y) || board.occupied(bx, by)) {
            return OnePieceNotation.element(board.occupied(x, y) ? x : bx, board.occupied(x, y) ? y : by)
                    + " is taken: a piece goes on two empty elements (section 4 (a))";
        }
        int column = board.height[x] < Math.min(y, by) || bx == x ? x : bx;
        String lowest = OnePieceNotation.element(column, board.height[column]);
        String move = OnePieceNotation.element(x, y) + "/" + OnePieceNotation.element(bx, by);
        return move + " would float: " + lowest + " below it is empty, and no empty element may lie between the "
                + "game edge and a piece (section 4 (b), ruling P4); column "
                + lowest.charAt(0) + " is filled from " + lowest;
    }

    private static boolean overlaps(int a, int b) {
        int a1 = cell(Codes.placementX(a), Codes.placementY(a));
        int a2 = cell(Codes.blueX(a), Codes.blueY(a));
        int b1 = cell(Codes.placementX(b), Codes.placementY(b));
        int b2 = cell(Codes.blueX(b), Codes.blueY(b));
        return a1 == b1 || a1 == b2 || a2 == b1 || a2 == b2;
    }

    private static int cell(int x, int y) {
        return x << 5 | y;
    }

    private static int columns(int placement) {
        return 1 << Codes.placementX(placement) | 1 << Codes.blueX(placement);
    }
}
