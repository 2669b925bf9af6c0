package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.ZeroOneTwoPosition.*;

import java.util.random.RandomGenerator;

/**
 * Legal decisions of each phase of the turn, and a fast uniform random decision. The random choice at the start
 * of a turn and inside a Weave draws from a superset (valid holes, own pegs, black pegs) and re-draws after
 * discarding a candidate found illegal, which is uniform over the legal decisions without testing the crossing
 * rules for every possible Jump.
 */
final class Moves {
    private Moves() {
    }

    static int legal(ZeroOneTwoPosition p, int[] out) {
        Codes c = p.codes();
        Board b = p.board;
        int n = 0;
        switch (p.phase) {
            case P_FIRST -> {
                out[n++] = c.word(Codes.FIRST);
                out[n++] = c.word(Codes.FIRST + 1);
            }
            case P_SETUP_CELL -> {
                for (Geometry.Slot s : p.rules.geo().slots) {
                    if (!b.cellPlaced[s.cell()]) {
                        out[n++] = c.cell + s.cell();
                    }
                }
            }
            case P_SETUP_BLACK -> {
                for (int h : slotOf(p.rules.geo(), p.spool[p.seat]).oppositeMiddlePoints()) {
                    if (b.peg(h) == Board.NONE) {
                        out[n++] = h;
                    }
                }
            }
            case P_SETUP_PEG -> {
                for (int h : p.rules.geo().hexHoles) {
                    if (setupPegOk(p, h)) {
                        out[n++] = h;
                    }
                }
            }
            case P_START -> n = start(p, out);
            case P_PLACE_MORE, P_SUPPLY_BLACK, P_REPO_DROP -> {
                for (int i = 0; i < b.validCount; i++) {
                    if (b.valid[i] != p.liftedFrom) {
                        out[n++] = b.valid[i];
                    }
                }
                if (p.phase == P_PLACE_MORE) {
                    out[n++] = c.word(Codes.DONE);
                }
            }
            case P_WEAVE -> {
                for (long m = p.weaveLegal; m != 0; m &= m - 1) {
                    out[n++] = c.jump + candidate(p, Long.numberOfTrailingZeros(m));
                }
                out[n++] = c.word(Codes.STOP);
            }
            case P_SUPPLY -> {
                out[n++] = c.word(Codes.SELF);
                out[n++] = c.word(Codes.OPP);
            }
            case P_BUILD_CELL -> n = buildCells(p, out);
            case P_BUILD_SOURCE -> {
                if (p.recess[p.seat] > 0) {
                    out[n++] = c.word(Codes.RECESS);
                }
                for (int i = 0; i < b.ownCount[p.seat]; i++) {
                    int h = b.own[p.seat][i];
                    if (b.mark(h) == 0) {
                        out[n++] = c.lift + h;
                    }
                }
                out[n++] = c.word(Codes.NOPEG);
            }
            case P_BUILD_PEG -> {
                for (int i = 0; i < p.addedCount; i++) {
                    if (buildHoleOk(p, p.added[i])) {
                        out[n++] = p.added[i];
                    }
                }
            }
            case P_PEG_SIDES -> {
                out[n++] = c.word(Codes.PLUS);
                out[n++] = c.word(Codes.MINUS);
            }
            case P_JUMP_SIDES -> {
                int ok = completingSides(p);
                if ((ok & 1) != 0) {
                    out[n++] = c.word(Codes.PLUS);
                }
                if ((ok & 2) != 0) {
                    out[n++] = c.word(Codes.MINUS);
                }
            }
            default -> {
                // game over: nothing is legal
            }
        }
        return n;
    }

    private static int start(ZeroOneTwoPosition p, int[] out) {
        Board b = p.board;
        Codes c = p.codes();
        int n = 0;
        if (canPlace(p)) {
            System.arraycopy(b.valid, 0, out, 0, b.validCount);
            n = b.validCount;
        }
        if (b.validCount > 0) {
            for (int i = 0; i < b.ownCount[p.seat]; i++) {
                int h = b.own[p.seat][i];
                if (b.mark(h) == 0) {
                    out[n++] = c.lift + h;
                }
            }
        }
        n = firstJumps(p, out, n);
        if (n == 0) {
            out[n++] = c.word(Codes.PASS);
        }
        return n;
    }

    /** Jump candidate i of {@link JumpRules#legalMask}: an own colour peg, then a black peg. */
    private static int candidate(ZeroOneTwoPosition p, int i) {
        int own = p.board.ownCount[p.seat];
        return i < own ? p.board.own[p.seat][i] : p.board.black[i - own];
    }

    static boolean canPlace(ZeroOneTwoPosition p) {
        return p.board.validCount > 0
                && (p.recess[p.seat] > 0 || Tray.peek(p.front[p.seat], p.gone[p.seat]) != Tray.EMPTY);
    }

    /** The legal first Jumps of a Weave, in the order of the own pegs: one scan for all of them. */
    private static int firstJumps(ZeroOneTwoPosition p, int[] out, int n) {
        long legal = JumpRules.legalMask(p.board, p.threads, p.seat, p.spool[p.seat], 1, 0);
        for (; legal != 0; legal &= legal - 1) {
            out[n++] = p.codes().jump + candidate(p, Long.numberOfTrailingZeros(legal));
        }
        return n;
    }

    private static int buildCells(ZeroOneTwoPosition p, int[] out) {
        Board b = p.board;
        int n = 0;
        for (int i = 0; i < b.placedCount; i++) {
            for (int nb : b.geo.cellNeighbours[b.placedCells[i]]) {
                if (b.attachable(nb) && !contains(out, n, p.codes().cell + nb)) {
                    out[n++] = p.codes().cell + nb;
                }
            }
        }
        return n;
    }

    private static boolean contains(int[] a, int n, int x) {
        for (int i = 0; i < n; i++) {
            if (a[i] == x) {
                return true;
            }
        }
        return false;
    }

    static boolean setupPegOk(ZeroOneTwoPosition p, int h) {
        Board b = p.board;
        return Lattice.distance(b.geo.pq[h], b.geo.pr[h]) <= p.rules.n() && b.interior(h) && b.peg(h) == Board.NONE
                && strictOk(p, h);
    }

    static boolean buildHoleOk(ZeroOneTwoPosition p, int h) {
        return p.board.peg(h) == Board.NONE && strictOk(p, h);
    }

    /** With strict sides, a peg may not go under a thread and its Jump from the spool may not pass a peg. */
    private static boolean strictOk(ZeroOneTwoPosition p, int h) {
        if (!p.rules.strictSides()) {
            return true;
        }
        Geometry g = p.rules.geo();
        int s = p.spool[p.seat];
        return p.board.over(h) == 0
                && JumpRules.pegsInside(p.board, g.pq[s], g.pr[s], g.pq[h], g.pr[h], null) == 0;
    }

    static boolean anyBuildHole(ZeroOneTwoPosition p) {
        for (int i = 0; i < p.addedCount; i++) {
            if (buildHoleOk(p, p.added[i])) {
                return true;
            }
        }
        return false;
    }

    /** The sides the next peg of the Jump being made can take: bit 0 for +, bit 1 for -. */
    private static int completingSides(ZeroOneTwoPosition p) {
        if (p.jumpKind != Threads.WEAVE) {
            return 3;
        }
        return SpoolScan.completingSides(p.board, p.threads, p.seat, p.jumpFrom, p.jumpTo, p.weaveK + 1, p.lastTotal,
                p.jumpIndex, p.jumpMask);
    }

    static Geometry.Slot slotOf(Geometry g, int cellOrApex) {
        for (Geometry.Slot s : g.slots) {
            if (s.cell() == cellOrApex || s.apex() == cellOrApex) {
                return s;
            }
        }
        throw new IllegalStateException("not a setup slot: " + cellOrApex);
    }

    static boolean isLegal(ZeroOneTwoPosition p, int a) {
        Codes c = p.codes();
        Board b = p.board;
        if (p.phase == P_OVER) {
            return false;
        }
        if (a < c.jump) {
            return switch (p.phase) {
                case P_SETUP_PEG -> setupPegOk(p, a);
                case P_START -> canPlace(p) && b.isValid(a);
                case P_PLACE_MORE, P_SUPPLY_BLACK -> b.isValid(a);
                case P_REPO_DROP -> b.isValid(a) && a != p.liftedFrom;
                case P_SETUP_BLACK, P_BUILD_PEG -> listed(p, a);
                default -> false;
            };
        }
        if (a < c.lift) {
            int d = a - c.jump;
            if (p.phase == P_WEAVE) {
                for (long m = p.weaveLegal; m != 0; m &= m - 1) {
                    if (candidate(p, Long.numberOfTrailingZeros(m)) == d) {
                        return true;
                    }
                }
                return false;
            }
            return p.phase == P_START && JumpRules.legal(b, p.threads, p.seat, p.spool[p.seat], d, 1, 0);
        }
        if (a < c.cell) {
            int h = a - c.lift;
            boolean ownUnused = b.isColourOf(h, p.seat) && b.mark(h) == 0;
            return ownUnused && ((p.phase == P_START && b.validCount > 0) || p.phase == P_BUILD_SOURCE);
        }
        if (a < c.word) {
            int cell = a - c.cell;
            return p.phase == P_SETUP_CELL ? listed(p, a) : p.phase == P_BUILD_CELL && b.attachable(cell);
        }
        return listed(p, a);
    }

    /** A list per thread for {@link #listed}, so that a shared position's legality check allocates nothing. */
    private static final class ListBuffer {
        int[] actions = new int[0];
    }

    private static final ThreadLocal<ListBuffer> LIST = ThreadLocal.withInitial(ListBuffer::new);

    /** Legality by listing: for phases whose lists are short. */
    private static boolean listed(ZeroOneTwoPosition p, int a) {
        ListBuffer list = LIST.get();
        if (list.actions.length < p.maxActions()) {
            list.actions = new int[p.maxActions()];
        }
        int[] buffer = list.actions;
        int n = legal(p, buffer);
        for (int i = 0; i < n; i++) {
            if (buffer[i] == a) {
                return true;
            }
        }
        return false;
    }

    static int random(ZeroOneTwoPosition p, RandomGenerator random, int[] scratch) {
        Board b = p.board;
        switch (p.phase) {
            case P_FIRST:
                return p.chance().sample(random);
            case P_START:
                return randomStart(p, random);
            case P_WEAVE: {
                int i = random.nextInt(Long.bitCount(p.weaveLegal) + 1);
                long m = p.weaveLegal;
                for (; i > 0 && m != 0; i--) {
                    m &= m - 1;
                }
                return m == 0 ? p.codes().word(Codes.STOP) : p.codes().jump + candidate(p, Long.numberOfTrailingZeros(m));
            }
            case P_PLACE_MORE: {
                int i = random.nextInt(b.validCount + 1);
                return i == b.validCount ? p.codes().word(Codes.DONE) : b.valid[i];
            }
            case P_SUPPLY_BLACK:
                return b.valid[random.nextInt(b.validCount)];
            case P_REPO_DROP:
                while (true) {
                    int h = b.valid[random.nextInt(b.validCount)];
                    if (h != p.liftedFrom) {
                        return h;
                    }
                }
            default: {
                int n = legal(p, scratch);
                if (n == 0) {
                    throw new IllegalStateException("no legal action: the game is over");
                }
                return scratch[random.nextInt(n)];
            }
        }
    }

    /**
     * Turn start: the superset is [valid holes if Place is possible] + [own pegs as Reposition candidates if a
     * valid hole exists] + [own pegs as Jump candidates]. Candidates found illegal are struck out and the draw is
     * repeated; PASS only when everything is struck out.
     */
    private static int randomStart(ZeroOneTwoPosition p, RandomGenerator random) {
        Board b = p.board;
        Codes c = p.codes();
        int seat = p.seat;
        int places = canPlace(p) ? b.validCount : 0;
        int lifts = b.validCount > 0 ? b.ownCount[seat] : 0;
        int candidates = lifts + b.ownCount[seat];
        long struck = 0;
        int remaining = places + candidates;
        while (remaining > 0) {
            int r = random.nextInt(remaining);
            if (r < places) {
                return b.valid[r];
            }
            int i = nthUnstruck(struck, r - places);
            int h = b.own[seat][i < lifts ? i : i - lifts];
            if (i < lifts ? b.mark(h) == 0 : JumpRules.legal(b, p.threads, seat, p.spool[seat], h, 1, 0)) {
                return (i < lifts ? c.lift : c.jump) + h;
            }
            struck |= 1L << i;
            remaining--;
        }
        return c.word(Codes.PASS);
    }

    /** The index of the r-th zero bit of {@code struck}. */
    private static int nthUnstruck(long struck, int r) {
        int i = 0;
        while (true) {
            if ((struck >>> i & 1) == 0) {
                if (r == 0) {
                    return i;
                }
                r--;
            }
            i++;
        }
    }
}
