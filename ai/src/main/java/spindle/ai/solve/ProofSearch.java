package spindle.ai.solve;

import java.util.HashSet;
import java.util.Set;
import spindle.ai.Budget;
import spindle.engine.Position;
import spindle.engine.Symmetries;
import spindle.engine.WinBound;

/**
 * Whether one seat (the attacker) can force a win within a number of plies, and in how few: an AND/OR search over
 * {@link Position} with a transposition table, deepened one ply at a time by {@link Solver}.
 *
 * <p>Why a depth bound rather than plain proof numbers: some games can repeat a position forever (in Warp and Weft
 * both sides may switch state back and forth), and a repetition is no win for anybody. A bounded question ("a win
 * within d plies?") has a finite tree whatever the cycles, so every answer stored in the table is true in every
 * context (no graph-history interaction), and the first bound that succeeds is the exact distance with best play.
 *
 * <p>The distance found at each node is exact: an attacker's node takes the minimum over its moves, searching later
 * moves only for something shorter; a defender's node needs every move to lose and takes the maximum. A defender's
 * move already known to escape the bound is tried first (one table probe per move), so most failing nodes cost one
 * child.
 */
final class ProofSearch {
    /** Thrown when the node budget is spent. */
    static final class OutOfNodes extends RuntimeException {
        OutOfNodes() {
            super("node budget spent", null, false, false);
        }
    }

    /** Thrown when the time is up: the whole solve gives up, since the other seat has no more time either. */
    static final class OutOfTime extends RuntimeException {
        OutOfTime() {
            super("time is up", null, false, false);
        }
    }

    /** How often (in nodes, a power of two) the clock is read: about a millisecond of search. */
    private static final int CLOCK_EVERY = 256;

    private final int attacker;
    /** Per role (the side the attacker plays, {@link Symmetries#role}): the tables both seats' searches share. */
    private final SolveTable[] tables;
    /** The game's lower bound on the plies to a win, or null: a position it puts beyond the bound is not searched. */
    private final WinBound winBound;
    /** The game's symmetries, or null: a position and its images share one table entry, keyed by their least hash. */
    private final Symmetries symmetries;
    /** The symmetry whose image gave the last {@link #key}, and the attacker's role there. */
    private int image;
    private int role;
    private long nodeLimit;
    private final int maxDepth;
    private final Budget.Deadline deadline;
    private final Position[] stack;
    private final int[][] moves;
    private final int[] killer;
    private long nodes;

    ProofSearch(Position root, int attacker, SolveTable[] tables, long nodeLimit, int maxDepth, WinBound winBound,
                Symmetries symmetries, Budget.Deadline deadline) {
        this.deadline = deadline;
        this.attacker = attacker;
        this.tables = tables;
        this.winBound = winBound;
        this.symmetries = symmetries;
        this.nodeLimit = nodeLimit;
        this.maxDepth = maxDepth;
        this.stack = new Position[maxDepth + 3];
        this.moves = new int[maxDepth + 3][root.maxActions()];
        this.killer = new int[maxDepth + 3];
        java.util.Arrays.fill(killer, -1);
    }

    /** Lifts the node budget: for reading out a proof already found (each look-up is then a table hit or short). */
    void unlimited() {
        nodeLimit = Long.MAX_VALUE;
    }

    long nodes() {
        return nodes;
    }

    /** The attacker's exact distance to a forced win from {@code p} if at most {@code bound}, else -1. */
    int search(Position p, int bound) {
        return search(p, bound, 0, false);
    }

    /** {@code bounded}: the game's bound already said {@code p} might be won within {@code bound}. */
    private int search(Position p, int bound, int depth, boolean bounded) {
        if (p.isOver()) {
            return p.payoff(attacker) == 1 ? 0 : -1;
        }
        if (bound <= 0) {
            return -1;
        }
        long key = key(p);
        int sym = image;
        SolveTable table = tables[role];
        long word = table.probe(key);
        int known = SolveTable.win(word);
        if (known != SolveTable.UNKNOWN && known > 0) {
            return known <= bound ? known : -1;
        }
        if (SolveTable.noWin(word) >= bound || !bounded && beyond(p, bound)) {
            return -1;
        }
        if (++nodes > nodeLimit) {
            throw new OutOfNodes();
        }
        if ((nodes & (CLOCK_EVERY - 1)) == 0 && nodeLimit != Long.MAX_VALUE && deadline.passed()) {
            throw new OutOfTime();
        }
        int[] list = moves[depth];
        int n = p.legalActions(list);
        if (p.toMove() == attacker) {
            return attack(p, table, key, sym, list, n, fromTable(sym, SolveTable.best(word)), bound, depth);
        }
        return defend(p, table, key, list, n, bound, depth);
    }

    private int attack(Position p, SolveTable table, long key, int sym, int[] list, int n, int hashMove, int bound,
                       int depth) {
        moveToFront(list, n, hashMove);
        int best = -1;
        int bestAction = -1;
        for (int i = 0; i < n && best != 1; i++) {
            int limit = best < 0 ? bound - 1 : best - 2;
            if (limit < 0) {
                break;
            }
            Position child = child(p, list[i], depth);
            int r = search(child, limit, depth + 1, false);
            if (r >= 0) {
                best = r + 1;
                bestAction = list[i];
            }
        }
        if (best > 0) {
            table.storeWin(key, best, symmetries == null ? bestAction : symmetries.action(sym, bestAction));
        } else {
            table.storeNoWin(key, bound);
        }
        return best;
    }

    private int defend(Position p, SolveTable table, long key, int[] list, int n, int bound, int depth) {
        // A move known to escape (a finished game the attacker lost, or a table entry) refutes at once.
        for (int i = 0; i < n; i++) {
            Position child = child(p, list[i], depth);
            if (escapes(child, bound - 1)) {
                killer[depth] = list[i];
                table.storeNoWin(key, bound);
                return -1;
            }
        }
        moveToFront(list, n, killer[depth]);
        int worst = 0;
        for (int i = 0; i < n; i++) {
            // escapes() above found no refutation, the bound's included
            int r = search(child(p, list[i], depth), bound - 1, depth + 1, true);
            if (r < 0) {
                killer[depth] = list[i];
                table.storeNoWin(key, bound);
                return -1;
            }
            worst = Math.max(worst, r + 1);
        }
        table.storeWin(key, worst, -1);
        return worst;
    }

    private boolean escapes(Position child, int bound) {
        if (child.isOver()) {
            return child.payoff(attacker) != 1;
        }
        long key = key(child);
        long word = tables[role].probe(key);
        int known = SolveTable.win(word);
        if (known != SolveTable.UNKNOWN && known > 0) {
            return known > bound;
        }
        return bound <= 0 || SolveTable.noWin(word) >= bound || beyond(child, bound);
    }

    /** Whether the game's bound says the attacker cannot win from {@code p} (not over) within {@code bound} plies. */
    private boolean beyond(Position p, int bound) {
        return winBound != null && winBound.cannotWinWithin(p, attacker, bound);
    }

    /**
     * The table key of {@code p}: its least key over its images; {@link #image} says which image gave it and
     * {@link #role} in which table it goes.
     */
    private long key(Position p) {
        image = 0;
        if (symmetries == null) {
            role = attacker;
            return p.hash();
        }
        role = symmetries.role(p, attacker);
        long best = symmetries.key(p, 0);
        for (int s = 1; s < symmetries.count(); s++) {
            long h = symmetries.key(p, s);
            if (h < best) {
                best = h;
                image = s;
            }
        }
        return best;
    }

    /** The move on {@code p} of a move the table holds for the image {@code sym} of {@code p}. */
    private int fromTable(int sym, int action) {
        return action < 0 || symmetries == null ? action : symmetries.action(symmetries.inverse(sym), action);
    }

    private Position child(Position p, int action, int depth) {
        Position c = p.copyInto(stack[depth + 1]);
        stack[depth + 1] = c;
        c.play(action);
        return c;
    }

    private static void moveToFront(int[] list, int n, int action) {
        if (action < 0) {
            return;
        }
        for (int i = 1; i < n; i++) {
            if (list[i] == action) {
                list[i] = list[0];
                list[0] = action;
                return;
            }
        }
    }

    /**
     * The size of the proof of a win in {@code plies} from {@code p}: distinct positions of the proof tree (one move
     * at the attacker's nodes, every move at the defender's), finished positions included.
     */
    long proofSize(Position p, int plies) {
        Set<Long> seen = new HashSet<>();
        count(p.copy(), plies, seen);
        return seen.size();
    }

    private void count(Position p, int plies, Set<Long> seen) {
        if (!seen.add(p.hash() ^ (p.isOver() ? 0x5DEECE66DL : 0)) || p.isOver()) {
            return;
        }
        int[] list = new int[p.maxActions()];
        int n = p.legalActions(list);
        if (p.toMove() == attacker) {
            int a = bestMove(p, plies);
            Position c = p.copy();
            c.play(a);
            count(c, plies - 1, seen);
            return;
        }
        for (int i = 0; i < n; i++) {
            Position c = p.copy();
            c.play(list[i]);
            count(c, plies - 1, seen);
        }
    }

    /** The attacker's move that wins fastest from {@code p}, a position won in at most {@code plies}. */
    int bestMove(Position p, int plies) {
        int d = search(p, plies);
        long key = key(p);
        int a = fromTable(image, SolveTable.best(tables[role].probe(key)));
        if (d < 0 || a < 0) {
            throw new IllegalStateException("not a proven win");
        }
        return a;
    }

    /** The defender's move that holds out longest from {@code p}, a position lost in at most {@code plies}. */
    int longestDefence(Position p, int plies) {
        int[] list = new int[p.maxActions()];
        int n = p.legalActions(list);
        int best = list[0];
        int longest = -1;
        for (int i = 0; i < n; i++) {
            Position c = p.copy();
            c.play(list[i]);
            int r = search(c, plies - 1);
            if (r > longest) {
                longest = r;
                best = list[i];
            }
        }
        return best;
    }

    /**
     * The solved positions of the proof tree of a win in {@code plies} from {@code p}, down to {@code depth} plies
     * from it, into {@code out} by hash: the attacker's fastest move, or the defender's longest defence.
     */
    void collect(Position p, int plies, int depth, java.util.function.Function<Position, String> namer,
                 java.util.Map<Long, Solution.Entry> out) {
        if (p.isOver() || out.containsKey(p.hash())) {
            return;
        }
        int exact = search(p, plies);
        boolean attacking = p.toMove() == attacker;
        int move = attacking ? bestMove(p, exact) : longestDefence(p, exact);
        out.put(p.hash(), new Solution.Entry(attacker, exact, move, namer.apply(end(p, exact))));
        if (depth <= 0) {
            return;
        }
        int[] list = new int[p.maxActions()];
        int n = attacking ? 1 : p.legalActions(list);
        if (attacking) {
            list[0] = move;
        }
        for (int i = 0; i < n; i++) {
            Position c = p.copy();
            c.play(list[i]);
            collect(c, exact - 1, depth - 1, namer, out);
        }
    }

    /** The finished position at the end of best play from {@code p}, a position won in {@code plies}. */
    Position end(Position p, int plies) {
        Position c = p.copy();
        for (int left = plies; !c.isOver() && left > 0; left--) {
            c.play(c.toMove() == attacker ? bestMove(c, left) : longestDefence(c, left));
        }
        return c;
    }
}
