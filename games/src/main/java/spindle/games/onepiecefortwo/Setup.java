package spindle.games.onepiecefortwo;

import spindle.engine.Parameter;
import spindle.engine.Variant;

/**
 * The variant of one game as plain numbers: the board as drawn, the pre-game choices (fixed, or {@link #CHOOSE}
 * to make them real actions of the players) and the move cap (0 = off).
 */
record Setup(int width, int height, int starterColour, int edge, int moveCap) {
    /** A pre-game choice left to the player whose decision it is. */
    static final int CHOOSE = -1;

    static Setup of(Variant variant) {
        Parameter.Dimensions board = variant.dimensions(OnePieceForTwo.BOARD);
        String colour = variant.choice(OnePieceForTwo.STARTER_COLOUR);
        String edge = variant.choice(OnePieceForTwo.GAME_EDGE);
        return new Setup(board.width(), board.height(),
                colour.equals(OnePieceForTwo.CHOOSE) ? CHOOSE : Codes.colourIndex(colour),
                edge.equals(OnePieceForTwo.CHOOSE) ? CHOOSE : Codes.edgeIndex(edge),
                variant.intValue(OnePieceForTwo.MOVE_CAP));
    }

    /** Cell codes use one stride for both edge frames, so action codes do not depend on the edge chosen. */
    int stride() {
        return Math.max(width, height);
    }

    /** Actions before the first move: the colour and edge choices that the variant leaves to the players. */
    int setupActions() {
        return (starterColour == CHOOSE ? 1 : 0) + (edge == CHOOSE ? 1 : 0);
    }
}
