package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.PositionState.P_START;
import static spindle.games.zeroonetwo.PositionState.P_SUPPLY;
import static spindle.games.zeroonetwo.PositionState.P_WEAVE;

import spindle.engine.Position;
import spindle.engine.learn.MoveFeatures;

/**
 * 0-1-2's move features for learned move patterns (issue 42), seen by the player to move. One action is one
 * decision of a turn, so every action has a <b>kind</b>: the phase of the turn with what the action does (put a peg,
 * Jump, lift a peg, attach a Delta, or one of the words). The others depend on the kind:
 * <ul>
 *   <li><b>capture in hand</b> ({@link Tactics}): the action takes it, or passes it up;</li>
 *   <li>a turn's first decision, by the pegs waiting in the recess (0, 1, 2, 3+): Place, Weave, Reposition, Pass;</li>
 *   <li>putting a peg: the threads over its hole (what a Jump to it will cross: 0 to 3+), its distance from the own
 *       spool and from the nearest uncaptured black peg, and the own and opponent's pegs among its six
 *       neighbours;</li>
 *   <li>a Jump: its distance from the spool, the Weave's Jump number with the target (own unused, own used or
 *       black peg), and for the second and third Jumps the crossings beyond the last Jump's (1, 2, 3+, or not known
 *       before its sides are chosen);</li>
 *   <li>Supplying: SELF or OPP by how many the Weave supplies (1 to 3);</li>
 *   <li>a Delta: how many sides it shares with the board (1 to 3).</li>
 * </ul>
 * Everything is read from the position as it stands, so {@link #played} just reads the new position.
 */
final class ThreadFeatures implements MoveFeatures {
    static final String NAME = "zero-one-two-moves";
    /** The same features weighing a playout's moves: a set of its own name, so that a file says which it weighs. */
    static final String PLAYOUT_NAME = "zero-one-two-playout";
    static final int VERSION = 1;

    private static final int CATEGORIES = 4 + Codes.WORDS; // put, jump, lift, delta, then the words
    private static final int PHASES = PositionState.P_OVER;
    private static final int KIND = 0;
    static final int HAND = KIND + PHASES * CATEGORIES;
    private static final int START = HAND + 2;
    static final int OVER = START + 4 * 4;
    private static final int SPOOL = OVER + 4;
    private static final int BLACK = SPOOL + 6;
    private static final int AROUND = BLACK + 5;
    static final int JUMP = AROUND + 9;
    static final int EXCESS = JUMP + 9;
    private static final int SUPPLY = EXCESS + 4;
    private static final int SIDES = SUPPLY + 6;
    private static final int COUNT = SIDES + 3;

    /** The six lattice neighbours' offsets (rules 2.1.2). */
    private static final int[] NQ = {1, -1, 0, 0, 1, -1};
    private static final int[] NR = {0, 0, 1, -1, -1, 1};

    private static final int PUT = 0;
    private static final int JUMPS = 1;
    private static final int LIFT = 2;
    private static final int DELTA = 3;

    private final String name;

    ThreadFeatures(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
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
        return 7;
    }

    @Override
    public void reset(Position position) {
        // stateless: every feature is read from the position itself
    }

    @Override
    public void played(Position after, int action) {
        // stateless
    }

    @Override
    public int features(Position position, int action, int[] out) {
        ZeroOneTwoPosition p = (ZeroOneTwoPosition) position;
        Codes c = p.codes();
        int category = action < c.jump ? PUT : action < c.lift ? JUMPS : action < c.cell ? LIFT
                : action < c.word ? DELTA : 4 + action - c.word;
        int n = 0;
        out[n++] = KIND + Math.min(p.phase, PHASES - 1) * CATEGORIES + category;
        int hand = Tactics.inHand(p);
        if (hand == Tactics.JUMP || hand == Tactics.BUILD) {
            boolean takes = hand == Tactics.JUMP ? category == JUMPS && p.board.isUncapturedBlack(action - c.jump)
                    : action == c.word(Codes.OPP);
            out[n++] = HAND + (takes ? 0 : 1);
        }
        if (p.phase == P_START) {
            int start = category == PUT ? 0 : category == JUMPS ? 1 : category == LIFT ? 2 : 3;
            out[n++] = START + 4 * start + Math.min(3, p.recess[p.seat]);
        }
        Board b = p.board;
        Geometry geo = b.geo;
        int spool = p.spool[p.seat];
        if (category == PUT) {
            int h = action;
            out[n++] = OVER + Math.min(3, b.over(h));
            out[n++] = SPOOL + fromSpool(geo, spool, h);
            out[n++] = BLACK + nearestBlack(b, h);
            out[n++] = AROUND + around(b, h, p.seat);
        } else if (category == JUMPS) {
            int h = action - c.jump;
            out[n++] = SPOOL + fromSpool(geo, spool, h);
            int target = b.peg(h) == Board.BLACK ? 2 : b.mark(h) != 0 ? 1 : 0;
            out[n++] = JUMP + 3 * Math.min(2, p.weaveK) + target;
            if (p.phase == P_WEAVE) {
                int total = p.knownWeaveTotal(h);
                out[n++] = EXCESS + (total < 0 ? 3 : Math.max(0, Math.min(3, total - p.lastTotal) - 1));
            }
        } else if (p.phase == P_SUPPLY && (action == c.word(Codes.SELF) || action == c.word(Codes.OPP))) {
            out[n++] = SUPPLY + 2 * (Math.max(1, Math.min(3, p.jumpsMade)) - 1)
                    + (action == c.word(Codes.SELF) ? 0 : 1);
        } else if (category == DELTA) {
            int shared = 0;
            for (int nb : geo.cellNeighbours[action - c.cell]) {
                if (nb >= 0 && b.cellPlaced[nb]) {
                    shared++;
                }
            }
            out[n++] = SIDES + Math.max(0, Math.min(3, shared) - 1);
        }
        return n;
    }

    /** Lattice steps between holes {@code a} and {@code b} (rules 2.1.3). */
    private static int distance(Geometry geo, int a, int b) {
        return Lattice.distance(geo.pq[a] - geo.pq[b], geo.pr[a] - geo.pr[b]);
    }

    /** The distance of {@code h} from the spool in pairs of steps (1-2, 3-4, 5-6, 7-8, 9+), or 5 without a spool. */
    private static int fromSpool(Geometry geo, int spool, int h) {
        return spool < 0 ? 5 : Math.min(4, (distance(geo, spool, h) - 1) / 2);
    }

    /** The distance from {@code h} to the nearest uncaptured black peg: 1, 2, 3, 4+, or none left (4). */
    private static int nearestBlack(Board b, int h) {
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < b.blackCount; i++) {
            if (b.isUncapturedBlack(b.black[i])) {
                best = Math.min(best, distance(b.geo, b.black[i], h));
            }
        }
        return best == Integer.MAX_VALUE ? 4 : Math.max(0, Math.min(4, best) - 1);
    }

    /** The own (0, 1, 2+) and opponent's (0, 1, 2+) colour pegs among the six neighbours of {@code h}. */
    private static int around(Board b, int h, int seat) {
        Geometry geo = b.geo;
        int mine = 0;
        int theirs = 0;
        for (int k = 0; k < 6; k++) {
            int nb = geo.hole(geo.pq[h] + NQ[k], geo.pr[h] + NR[k]);
            if (nb >= 0) {
                byte peg = b.peg(nb);
                mine += peg == 1 + seat ? 1 : 0;
                theirs += peg == 2 - seat ? 1 : 0;
            }
        }
        return 3 * Math.min(2, mine) + Math.min(2, theirs);
    }
}
