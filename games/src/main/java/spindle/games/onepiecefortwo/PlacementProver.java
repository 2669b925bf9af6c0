package spindle.games.onepiecefortwo;

import spindle.engine.Position;
import spindle.engine.Prover;

/**
 * Proves forced wins and losses over the rest of the placement phase and the first relocation, for {@code mcts}
 * ({@link Prover}). Decisive games between searchers are decided there: in the relocation phase the player to move
 * can always move back the piece the opponent just relocated, so after the first relocation either side can force a
 * repetition. So the horizon is the end of the placement phase, where the position counts as won for the player to
 * move if a relocation wins at once, and as not proven otherwise.
 *
 * <p>An AND/OR search, iteratively deepened, of whether one side (the attacker) can force four in a row, on
 * {@link Tactics}'s bit masks (a move is a kind and the bit of the piece's lower or left half; a mover wins at once
 * where its half lands on its own threat and the other half not on the opponent's). The defender tries every move
 * that does not lose at once. With more than {@link #FULL_WIDTH} pieces in the box the first passes let the attacker
 * play only threats (moves after which it could win at once, so that the defender must answer: a threat-space search
 * after Allis, van den Herik and Huntjens 1993), then up to one and two quiet moves in a line, then any move: the
 * narrow passes are cheap and find most tactical wins. A depth-limited leaf proves nothing, so every win or loss
 * returned holds under the full rules: every line of the proof ends in four in a row. Moves that lose at once are
 * never searched; a transposition table keeps what earlier calls proved. Each call stops after the nodes it is given.
 * Boards of more than 64 elements are not supported (nothing is proven there).
 *
 * <p>On the positions of real games (8x7, 80 games of {@code mcts} against {@code mcts-classic} at 50 ms, seed 903) an
 * earlier version of this search (every move at once, no threats-only passes), given 2 million nodes a position, proved
 * 2 of 80 with 16 pieces in the box, 5 with 15, 13 with 14, 18 with 13 and 27 with 12; with 300,000 nodes a position
 * (160 games) the final search proves 34 of 160 with 13 and 42 with 12, at 10 to 17 million nodes a second. A move's
 * share of time gives some hundred thousand nodes for twenty or thirty moves, hence {@link #FULL_SEARCH_BOX}.
 */
final class PlacementProver implements Prover {
    /**
     * With more pieces in the box only the threats-only pass is searched (it is cheap): a full proof there costs more
     * than a move's time.
     */
    static final int FULL_SEARCH_BOX = 13;
    /** With this many pieces left or fewer, every pass lets the attacker try every move. */
    static final int FULL_WIDTH = 6;
    /** The most quiet moves (not threats) an attacker's line may have in the passes before the full search. */
    private static final int QUIET = 2;
    /** The quiet moves left in a line of the full search. */
    private static final int UNLIMITED = QUIET + 1;

    private final int fullWidth;
    private long maxNodes;
    private final Tactics tactics = new Tactics();
    private int rows;
    private long nodes;
    private boolean aborted;
    /** Whether the pass under way stopped a line at its depth limit (or trusted a table entry that may have). */
    private boolean cutOff;

    /** What earlier calls proved, made at the first call. */
    private ProofTable table;
    /** History heuristic: how often each move ({@code kind << 6 | bit}) decided a node, weighted by depth. */
    private final int[] history = new int[Tactics.KINDS << 6];
    /** Move lists and their ordering scores, by pieces left in the box. */
    private int[][] moves;
    private int[][] scores;
    /** The threats of both sides and the free spots of the node being expanded ({@link #winsAtOnce}). */
    private long tm;
    private long to;
    private long pv;
    private long ph;
    /** The child position of the move being tried, written by {@link #child}. */
    private long childMine;
    private long childTheirs;
    private long childVLow;
    private long childHLeft;

    PlacementProver() {
        this(FULL_WIDTH);
    }

    /** A prover whose attacker tries every move with {@code fullWidth} pieces left or fewer (for tests). */
    PlacementProver(int fullWidth) {
        this.fullWidth = fullWidth;
    }

    @Override
    public Proof prove(Position position, long nodeLimit) {
        nodes = 0;
        double[] payoffs = payoffs(OnePiecePosition.of(position), nodeLimit);
        return new Proof(payoffs, nodes);
    }

    private double[] payoffs(OnePiecePosition p, long nodeLimit) {
        if (!tactics.load(p) || p.box > 0 && p.relocating()) {
            return null;
        }
        int cap = p.setup.moveCap();
        if (cap > 0 && cap < p.moves + p.box + 1) {
            // The move cap would end the game inside the horizon.
            return null;
        }
        rows = tactics.rows();
        long vLow = 0;
        long hLeft = 0;
        for (int x = 0; x < p.board.cols; x++) {
            vLow |= (long) p.board.vertical[x] << (x * rows);
            hLeft |= (long) p.board.horizontal[x] << (x * rows);
        }
        if (table == null) {
            // Made at the first call: a search that holds a prover but never asks it (each MCTS tree gets the
            // game's knowledge; only the agent's root proofs use the prover) costs nothing.
            moves = new int[OnePiecePosition.PIECES + 1][4 * 64];
            scores = new int[OnePiecePosition.PIECES + 1][4 * 64];
            table = new ProofTable(UNLIMITED + 1);
        }
        maxNodes = nodeLimit;
        aborted = false;
        long mine = tactics.mine;
        long theirs = tactics.theirs;
        if (p.box == 0) {
            return relocationWins(mine, theirs, vLow, hLeft) ? payoffs(p.seat) : null;
        }
        // Lines with no quiet attacker move first, as they are cheap to search; then one, two, and any number.
        int widest = p.box > FULL_SEARCH_BOX ? 0 : UNLIMITED;
        for (int quiet = p.box > fullWidth ? 0 : UNLIMITED; quiet <= widest; quiet++) {
            for (int depth = 1; depth <= p.box; depth++) {
                cutOff = false;
                if (attack(mine, theirs, vLow, hLeft, p.box, depth, quiet)) {
                    return payoffs(p.seat);
                }
                if (!aborted && defend(mine, theirs, vLow, hLeft, p.box, depth, quiet)) {
                    return payoffs(1 - p.seat);
                }
                if (aborted) {
                    return null;
                }
                if (!cutOff) {
                    // No line reached the depth limit: a deeper pass would search the same tree.
                    break;
                }
            }
        }
        return null;
    }

    private static double[] payoffs(int winner) {
        double[] v = new double[2];
        v[winner] = 1;
        return v;
    }

    /**
     * Whether the player to move (whose colour is {@code mine}), with {@code box} pieces left, can force four in a
     * row within {@code depth} more placements (a win at once is always seen), playing at most {@code quiet} moves
     * after which it could not win at once ({@link #UNLIMITED}: any number) while more than {@link #fullWidth}
     * pieces are left.
     */
    private boolean attack(long mine, long theirs, long vLow, long hLeft, int box, int depth, int quiet) {
        if (outOfNodes()) {
            return false;
        }
        if (box == 0) {
            return relocationWins(mine, theirs, vLow, hLeft);
        }
        if (winsAtOnce(mine, theirs)) {
            return true;
        }
        if (depth == 0 || (pv | ph) == 0) {
            cutOff |= depth == 0;
            return false;
        }
        long key = ProofTable.key(mine, theirs, vLow, hLeft);
        int slot = table.slot(key);
        int known = recalled(key, slot, true, quiet, depth);
        if (known != ProofTable.UNKNOWN) {
            return known == ProofTable.MOVER_WINS;
        }
        int n = safeMoves(box, table.move(slot));
        boolean limited = quiet < UNLIMITED && box > fullWidth;
        int[] list = moves[box];
        int[] score = scores[box];
        for (int i = 0; i < n; i++) {
            int m = pickBest(list, score, i, n);
            child(m, mine, theirs, vLow, hLeft);
            int left = quiet;
            if (limited && !tactics.wins(childTheirs, childMine, childMine | childTheirs)) {
                if (quiet == 0) {
                    continue;
                }
                left = quiet - 1;
            }
            if (defend(childMine, childTheirs, childVLow, childHLeft, box - 1, depth - 1, left)) {
                history[m] += depth * depth;
                table.store(slot, key, ProofTable.MOVER_WINS, m);
                return true;
            }
            if (aborted) {
                return false;
            }
        }
        table.failed(slot, key, true, quiet, depth, -1);
        return false;
    }

    /**
     * Whether the player not to move can force four in a row within {@code depth} more placements, whatever the
     * player to move (whose colour is {@code mine}) does; the attacker's quiet moves are limited as in {@link #attack}.
     */
    private boolean defend(long mine, long theirs, long vLow, long hLeft, int box, int depth, int quiet) {
        if (outOfNodes() || box == 0) {
            return false;
        }
        if (depth == 0) {
            cutOff = true;
            return false;
        }
        if (winsAtOnce(mine, theirs) || (pv | ph) == 0) {
            return false;
        }
        long key = ProofTable.key(mine, theirs, vLow, hLeft);
        int slot = table.slot(key);
        int known = recalled(key, slot, false, quiet, depth);
        if (known != ProofTable.UNKNOWN) {
            return known == ProofTable.MOVER_LOSES;
        }
        int n = safeMoves(box, table.move(slot));
        int[] list = moves[box];
        int[] score = scores[box];
        for (int i = 0; i < n; i++) {
            int m = pickBest(list, score, i, n);
            child(m, mine, theirs, vLow, hLeft);
            if (!attack(childMine, childTheirs, childVLow, childHLeft, box - 1, depth - 1, quiet)) {
                if (!aborted) {
                    history[m] += depth * depth;
                    table.failed(slot, key, false, quiet, depth, m);
                }
                return false;
            }
        }
        // Every move loses (or there is none that does not lose at once).
        table.store(slot, key, ProofTable.MOVER_LOSES, -1);
        return true;
    }

    /**
     * What the table knows of a position ({@link ProofTable#probe}); a failed search it recalls may have stopped at its
     * depth limit, so the pass under way counts as cut off.
     */
    private int recalled(long key, int slot, boolean attacking, int quiet, int depth) {
        int known = table.probe(key, slot, attacking, quiet, depth);
        cutOff |= known == ProofTable.FAILED;
        return known;
    }

    /** Counts a node; true (and the search aborted) once the call's nodes are spent. */
    private boolean outOfNodes() {
        if (++nodes > maxNodes) {
            aborted = true;
        }
        return aborted;
    }

    /**
     * Reads the threats and the free spots of a position into {@link #tm}, {@link #to}, {@link #pv}, {@link #ph}
     * (for {@link #safeMoves}) and tells whether the player to move wins at once.
     */
    private boolean winsAtOnce(long mine, long theirs) {
        long occ = mine | theirs;
        tm = tactics.threats(mine);
        to = tactics.threats(theirs);
        pv = tactics.verticalSpots(occ);
        ph = tactics.horizontalSpots(occ);
        return tactics.winsOn(pv, ph, tm, to);
    }

    /** Lists the moves that do not lose at once (the other half on the opponent's threat, the mover's not). */
    private int safeMoves(int box, int ttMove) {
        int[] list = moves[box];
        int[] score = scores[box];
        Tactics t = tactics;
        int n = add(list, score, 0, Tactics.V_LOW, t.safe(Tactics.V_LOW, pv, tm, to), ttMove);
        n = add(list, score, n, Tactics.V_HIGH, t.safe(Tactics.V_HIGH, pv, tm, to), ttMove);
        n = add(list, score, n, Tactics.H_LEFT, t.safe(Tactics.H_LEFT, ph, tm, to), ttMove);
        return add(list, score, n, Tactics.H_RIGHT, t.safe(Tactics.H_RIGHT, ph, tm, to), ttMove);
    }

    /** Writes the position after move {@code m} as seen by the opponent, who is then to move, into the child fields. */
    private void child(int m, long mine, long theirs, long vLow, long hLeft) {
        int kind = m >>> 6;
        long low = 1L << (m & 63);
        boolean vertical = kind <= Tactics.V_HIGH;
        long other = vertical ? low << 1 : low << rows;
        boolean lowIsMine = kind == Tactics.V_LOW || kind == Tactics.H_LEFT;
        childMine = theirs | (lowIsMine ? other : low);
        childTheirs = mine | (lowIsMine ? low : other);
        childVLow = vertical ? vLow | low : vLow;
        childHLeft = vertical ? hLeft : hLeft | low;
    }

    /** Appends the moves of one kind, scored for ordering: the table's move first, then by history. */
    private int add(int[] list, int[] score, int n, int kind, long mask, int ttMove) {
        for (long m = mask; m != 0; m &= m - 1) {
            int move = kind << 6 | Long.numberOfTrailingZeros(m);
            list[n] = move;
            score[n++] = move == ttMove ? Integer.MAX_VALUE : history[move];
        }
        return n;
    }

    /** Selection sort one step at a time: most positions are cut off after a few moves. */
    private static int pickBest(int[] list, int[] score, int from, int n) {
        int best = from;
        for (int j = from + 1; j < n; j++) {
            if (score[j] > score[best]) {
                best = j;
            }
        }
        int m = list[best];
        list[best] = list[from];
        list[from] = m;
        int s = score[best];
        score[best] = score[from];
        score[from] = s;
        return m;
    }

    /**
     * Whether the player to move, with the box empty, has a relocation that wins at once: a piece with nothing on
     * top is removed (its columns are closed to the new place, which may share no element with the old) and placed
     * again with its half on a threat of the board without it.
     */
    private boolean relocationWins(long mine, long theirs, long vLow, long hLeft) {
        Tactics t = tactics;
        long occ = mine | theirs;
        long tops = t.tops(occ);
        long pvAll = t.verticalSpots(occ);
        long phAll = t.horizontalSpots(occ);
        long column = (1L << rows) - 1;
        for (long m = vLow & tops >>> 1; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            if (winsWithout(mine, theirs, 3L << b, column << (b / rows * rows), pvAll, phAll)) {
                return true;
            }
        }
        for (long m = hLeft & tops & tops >>> rows; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            long closed = column << (b / rows * rows);
            if (winsWithout(mine, theirs, 1L << b | 1L << (b + rows), closed | closed << rows, pvAll, phAll)) {
                return true;
            }
        }
        return false;
    }

    private boolean winsWithout(long mine, long theirs, long gone, long closed, long pvAll, long phAll) {
        long tm = tactics.threats(mine & ~gone);
        long to = tactics.threats(theirs & ~gone);
        return tactics.winsOn(pvAll & ~closed, phAll & ~closed & ~(closed >>> rows), tm, to);
    }
}
