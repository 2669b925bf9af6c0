package spindle.games.onepiecefortwo;

import spindle.engine.Position;
import spindle.engine.learn.MoveFeatures;

/**
 * One Piece for Two's move features for learned move patterns (issue 42), seen by the player to move, read with the
 * threat logic of {@link Tactics} (bit masks of each colour along the four lines). A move has one feature of each
 * group:
 * <ul>
 *   <li><b>tactics</b>, by phase (placement or relocation): my four only (a win), their four only (a loss), both,
 *       a move after which the opponent wins at once, or quiet ({@link OnePiecePrior}'s reading);</li>
 *   <li><b>threats made and given</b>: the new threat elements of my colour the move makes (0 to 3+), and of the
 *       opponent's colour its other half makes (0 to 2+);</li>
 *   <li><b>blocks</b>: my half lands on an opponent's threat; the other half lands on one of my threats;</li>
 *   <li><b>the cells around my half</b>: my and their stones among its eight neighbours;</li>
 *   <li><b>orientation</b> by phase: where my half lies in the piece (below, above, left, right);</li>
 *   <li><b>distance</b> of my half from the middle column; the colour and edge choices have a feature each.</li>
 * </ul>
 * Everything is read from the bit masks of the position, so {@link #played} just reads the new position: the
 * threats of the masks are a few shifts, cheaper to recompute than to keep.
 */
final class OnePieceFeatures implements MoveFeatures {
    static final String NAME = "one-piece-moves";
    static final int VERSION = 1;

    private static final int TACTICS = 0;
    private static final int MADE = TACTICS + 10;
    private static final int BLOCKS = MADE + 12;
    private static final int AROUND = BLOCKS + 4;
    private static final int ORIENTATION = AROUND + 12;
    private static final int MIDDLE = ORIENTATION + 8;
    private static final int CHOICE = MIDDLE + 4;
    private static final int COUNT = CHOICE + Codes.PLACE_BASE;

    private final Tactics t = new Tactics();
    private boolean loaded;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int version() {
        return VERSION;
    }

    @Override
    public int count() {
        return COUNT;
    }

    @Override
    public int maxPerMove() {
        return 6;
    }

    @Override
    public void reset(Position position) {
        OnePiecePosition p = OnePiecePosition.of(position);
        loaded = p.stage == OnePiecePosition.STAGE_MOVE && t.load(p);
        if (loaded) {
            t.scan(false);
        }
    }

    @Override
    public void played(Position after, int action) {
        reset(after);
    }

    @Override
    public int features(Position position, int action, int[] out) {
        OnePiecePosition p = OnePiecePosition.of(position);
        if (action < Codes.PLACE_BASE) {
            out[0] = CHOICE + action;
            return 1;
        }
        if (!loaded) {
            return 0;
        }
        Codes codes = p.codes;
        int rows = t.rows();
        boolean placing = codes.isPlacement(action);
        int placement = placing ? action - Codes.PLACE_BASE : codes.relocationPlacement(action);
        int option = placing ? 0 : option(codes.relocationRemoval(action));
        int phase = placing ? 0 : 1;
        int redBit = Codes.placementX(placement) * rows + Codes.placementY(placement);
        int blueBit = Codes.blueX(placement) * rows + Codes.blueY(placement);
        int meBit = t.moverRed ? redBit : blueBit;
        int oppBit = t.moverRed ? blueBit : redBit;
        long me = 1L << meBit;
        long opp = 1L << oppBit;
        long gone = t.removed[option];
        long mine = t.mine & ~gone;
        long theirs = t.theirs & ~gone;
        boolean myFour = (t.myThreats[option] & me) != 0;
        boolean theirFour = (t.theirThreats[option] & opp) != 0;
        int tactic = myFour && theirFour ? 2 : myFour ? 0 : theirFour ? 1
                : t.opponentWinsAfter(option, me, opp) ? 3 : 4;
        out[0] = TACTICS + 5 * phase + tactic;
        long myBefore = t.myThreats[option] & ~(t.occupied & ~gone);
        long theirBefore = t.theirThreats[option] & ~(t.occupied & ~gone);
        long free = ~(t.occupied & ~gone | me | opp);
        int made = Long.bitCount(t.threats(mine | me) & free & ~myBefore);
        int given = Long.bitCount(t.threats(theirs | opp) & free & ~theirBefore);
        out[1] = MADE + 3 * Math.min(3, made) + Math.min(2, given);
        out[2] = BLOCKS + ((t.theirThreats[option] & me) != 0 ? 2 : 0) + ((t.myThreats[option] & opp) != 0 ? 1 : 0);
        long around = around(meBit, rows);
        out[3] = AROUND + 3 * Math.min(3, Long.bitCount(around & mine)) + Math.min(2, Long.bitCount(around & theirs));
        int diff = meBit - oppBit;
        int kind = diff == -1 ? Tactics.V_LOW : diff == 1 ? Tactics.V_HIGH : diff < 0 ? Tactics.H_LEFT : Tactics.H_RIGHT;
        out[4] = ORIENTATION + Tactics.KINDS * phase + kind;
        int cols = p.board.cols;
        int x = meBit / rows;
        out[5] = MIDDLE + Math.min(3, 4 * Math.abs(2 * x + 1 - cols) / (cols + 1));
        return 6;
    }

    /** The elements among the eight neighbours of element {@code bit} (columns of {@code rows} elements). */
    private long around(int bit, int rows) {
        int x = bit / rows;
        int y = bit % rows;
        long m = 0;
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                int nx = x + dx;
                int ny = y + dy;
                if ((dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && ny < rows && (nx + 1) * rows <= 64) {
                    m |= 1L << (nx * rows + ny);
                }
            }
        }
        return m;
    }

    private int option(int removal) {
        for (int o = 0; o < t.options; o++) {
            if (t.removal[o] == removal) {
                return o;
            }
        }
        throw new IllegalArgumentException("no removable piece " + removal);
    }
}
