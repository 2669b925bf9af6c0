package spindle.games.onepiecefortwo;

/**
 * The action codes of one board stride {@code n} (the longer side of the board as drawn).
 *
 * <pre>
 *   0, 1                 the starter takes red / blue
 *   2..5                 the game edge: bottom, top, left, right
 *   6 + p                placement p = cell(red half) * 4 + direction of the blue half
 *   6 + P + r * P + p    relocation: remove piece r = cell(lower or left half) * 2 + (1 if vertical), place p
 * </pre>
 * with cell(x, y) = x * 32 + y in the edge frame (rows are at most 26) and P = 128 n. Codes do not depend on the
 * edge chosen, and decoding is shifts only.
 */
final class Codes {
    static final int RED = 0;
    static final int BLUE = 1;
    static final String[] COLOURS = {"red", "blue"};
    static final int EDGE_BASE = 2;
    static final String[] EDGES = {"bottom", "top", "left", "right"};
    static final int PLACE_BASE = 6;

    /** Directions of the blue half seen from the red half. */
    static final int RIGHT = 0;
    static final int LEFT = 1;
    static final int UP = 2;
    static final int DOWN = 3;
    static final int[] DX = {1, -1, 0, 0};
    static final int[] DY = {0, 0, 1, -1};

    final int n;
    /** Number of placement codes: 4 directions for each cell code below n * 32. */
    final int placements;
    final int relocationBase;
    final int space;

    Codes(int n) {
        this.n = n;
        this.placements = 4 * 32 * n;
        this.relocationBase = PLACE_BASE + placements;
        this.space = relocationBase + 2 * 32 * n * placements;
    }

    static int colourIndex(String colour) {
        return colour.equals(COLOURS[RED]) ? RED : BLUE;
    }

    static int edgeIndex(String edge) {
        for (int e = 0; e < EDGES.length; e++) {
            if (EDGES[e].equals(edge)) {
                return e;
            }
        }
        throw new IllegalArgumentException(edge);
    }

    /** Left/right edges turn the board: the edge frame has the drawn height as its number of columns. */
    static boolean turns(int edge) {
        return edge >= 2;
    }

    static int placement(int x, int y, int dir) {
        return (x << 5 | y) << 2 | dir;
    }

    static int placementDir(int placement) {
        return placement & 3;
    }

    static int placementX(int placement) {
        return placement >> 7;
    }

    static int placementY(int placement) {
        return (placement >> 2) & 31;
    }

    /** Column of the blue half of a placement. */
    static int blueX(int placement) {
        return placementX(placement) + DX[placementDir(placement)];
    }

    /** Row of the blue half of a placement. */
    static int blueY(int placement) {
        return placementY(placement) + DY[placementDir(placement)];
    }

    static int removal(int x, int y, boolean vertical) {
        return (x << 5 | y) << 1 | (vertical ? 1 : 0);
    }

    static boolean removalVertical(int removal) {
        return (removal & 1) != 0;
    }

    static int removalX(int removal) {
        return removal >> 6;
    }

    static int removalY(int removal) {
        return (removal >> 1) & 31;
    }

    boolean isPlacement(int action) {
        return action >= PLACE_BASE && action < relocationBase;
    }

    int relocation(int removal, int placement) {
        return relocationBase + removal * placements + placement;
    }

    int relocationRemoval(int action) {
        return (action - relocationBase) / placements;
    }

    int relocationPlacement(int action) {
        return (action - relocationBase) % placements;
    }
}
