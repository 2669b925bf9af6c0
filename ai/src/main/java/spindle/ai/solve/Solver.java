package spindle.ai.solve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import spindle.ai.Budget;
import spindle.engine.Notation;
import spindle.engine.Game;
import spindle.engine.Position;
import spindle.engine.Symmetries;
import spindle.engine.Variant;
import spindle.engine.WinBound;

/**
 * Exact solving of two-player games without chance: which seat forces a win from a position and in how many plies.
 * Deepens {@link ProofSearch} one ply at a time for both seats at once, so the first proof found is the shortest
 * win; a position from which neither seat can force a win within {@code maxPlies} (or the node budget) stays
 * unsolved.
 */
public final class Solver {
    /** The largest table {@link #tableBitsFor} picks: 2^24 entries a side, 512 MB for both. */
    public static final int MAX_DEFAULT_TABLE_BITS = 24;
    /** The smallest table {@link #tableBitsFor} picks, however small the heap. */
    public static final int MIN_DEFAULT_TABLE_BITS = 16;
    /** Bytes of one table entry (a key and a data word). */
    private static final int ENTRY_BYTES = 16;

    private final long nodeLimit;
    private final int maxPlies;
    private final int tableBits;
    private int knownDepth;
    private Supplier<WinBound> winBound = () -> null;
    private Symmetries symmetries;
    private Budget.Deadline deadline = Budget.Deadline.NEVER;

    /**
     * @param nodeLimit positions to search at most for each seat, over every depth
     * @param maxPlies  the longest win to look for
     * @param tableBits log2 of the most entries of each seat's table (memory: 16 bytes each; it grows as it fills)
     */
    public Solver(long nodeLimit, int maxPlies, int tableBits) {
        if (nodeLimit < 1 || maxPlies < 1 || maxPlies > 4000 || tableBits < 4 || tableBits > 28) {
            throw new IllegalArgumentException("bad solver limits");
        }
        this.nodeLimit = nodeLimit;
        this.maxPlies = maxPlies;
        this.tableBits = tableBits;
    }

    /** Also lists the solved positions of the proof tree down to {@code plies} from the root ({@link Solution#known}). */
    public Solver recordingDepth(int plies) {
        this.knownDepth = Math.max(0, Math.min(plies, 12));
        return this;
    }

    /**
     * Prunes with the game's {@link WinBound} ({@link spindle.engine.Game#winBound}), one new object per search from
     * {@code bounds}: positions it puts out of reach of the depth asked are refuted unsearched. Same values, fewer
     * nodes.
     */
    public Solver pruning(Supplier<WinBound> bounds) {
        this.winBound = bounds;
        return this;
    }

    /** Merges each position with its images under the game's {@link Symmetries} in the table. Same values. */
    public Solver merging(Symmetries symmetries) {
        this.symmetries = symmetries;
        return this;
    }

    /**
     * Gives up at {@code deadline} (checked every few hundred nodes): the solve then ends unsolved, as when the nodes
     * run out. Every solve that answers a request has one, since a node budget alone can take seconds.
     */
    public Solver until(Budget.Deadline deadline) {
        this.deadline = deadline;
        return this;
    }

    /** Both {@link #pruning} and {@link #merging} with what {@code game} knows of {@code variant}. */
    public Solver knowing(Game game, Variant variant) {
        return pruning(() -> game.winBound(variant).orElse(null)).merging(game.symmetries(variant).orElse(null));
    }

    /**
     * The table size for a heap of {@code maxHeapBytes} ({@link Runtime#maxMemory()}): the largest 2^B entries such
     * that the two tables, and the old array while the last one doubles, take at most a quarter of the heap, between
     * {@value #MIN_DEFAULT_TABLE_BITS} and {@value #MAX_DEFAULT_TABLE_BITS} bits. A table too small for the proof
     * makes the solve several times slower (the hardest size-2 proof: about 4x at 2^22 against 2^24, see
     * {@code docs/cli.md}), while beyond 2^24 the size-2 proofs gain nothing.
     */
    public static int tableBitsFor(long maxHeapBytes) {
        long budget = maxHeapBytes / 4;
        int bits = MIN_DEFAULT_TABLE_BITS;
        // two full tables plus the half-size array a growing table still holds: 2.5 tables of 2^B entries
        while (bits < MAX_DEFAULT_TABLE_BITS && 5L * ENTRY_BYTES * (1L << (bits + 1)) / 2 <= budget) {
            bits++;
        }
        return bits;
    }

    /** Whether this solver handles {@code p}: two players and no chance node at the root. */
    public static boolean applies(Position p) {
        return p.players() == 2 && p.toMove() != Position.CHANCE;
    }

    /**
     * Solves {@code root} (not modified). {@code namer} names the winner of a finished position ({@link
     * SolvedText#namer}); {@code depthDone} hears each finished depth bound.
     *
     * @throws IllegalArgumentException when the game is not a two-player game at a decision
     */
    public Solution solve(Position root, Notation notation, Function<Position, String> namer,
                          IntConsumer depthDone) {
        requireDecision(root);
        long start = System.nanoTime();
        ProofSearch[] searches = new ProofSearch[2];
        long budget = nodeLimit;
        // A table per role, both seats' searches share them: where seats exchange roles (a swap) one seat's
        // answers serve the other's search.
        SolveTable[] tables = {new SolveTable(tableBits), new SolveTable(tableBits)};
        for (int seat = 0; seat < 2; seat++) {
            searches[seat] = new ProofSearch(root, seat, tables, budget, maxPlies, winBound.get(), symmetries,
                    deadline);
        }
        Position p = root.copy();
        // Each seat deepens its own bound (1, 3, 5...: answers are exact whatever the bound, and a win within an
        // even bound is almost always within the odd one below it, since wins come on the winner's own move). At
        // most one seat can force a win, so the seat that has spent fewer nodes goes next: the work stays within
        // about twice the winner's own, however long the loser's hopeless searches grow.
        int[] bound = {1, 1};
        int[] done = {0, 0};
        int limit = maxPlies + 1;
        while (bound[0] <= limit || bound[1] <= limit) {
            int seat = bound[1] > limit || (bound[0] <= limit && searches[0].nodes() <= searches[1].nodes()) ? 0 : 1;
            int plies;
            try {
                plies = searches[seat].search(p, bound[seat]);
            } catch (ProofSearch.OutOfNodes | StackOverflowError e) {
                bound[seat] = Integer.MAX_VALUE; // this seat's budget is spent; the other may still prove its win
                continue;
            } catch (ProofSearch.OutOfTime e) {
                break;
            }
            if (plies >= 0) {
                return found(searches[seat], seat, plies, p, notation, namer, searches, start);
            }
            int before = Math.min(done[0], done[1]);
            done[seat] = bound[seat];
            if (Math.min(done[0], done[1]) > before) {
                depthDone.accept(Math.min(done[0], done[1]));
            }
            bound[seat] += 2;
        }
        return Solution.unsolved(nodes(searches), millis(start));
    }

    /** Hears each first move's solution in {@link #solveEachFirstMove}, with the winner named as the game names it. */
    @FunctionalInterface
    public interface FirstMoveListener {
        void solved(String move, Solution solution, String winnerName);
    }

    /**
     * Solves {@code root} by solving each of its moves' positions on its own and taking the best for the seat to move.
     * Much faster than {@link #solve} when the seat to move loses (each first move is then refuted by whichever seat
     * wins after it, instead of one search having to refute every first move at every depth at once), as in swap
     * variants, where the second seat wins after every first move. {@code moveDone} hears each first move's
     * solution. The root is solved only when every first move is; its proof size is the sum of theirs (positions
     * shared by two first moves' proofs count twice).
     */
    public Solution solveEachFirstMove(Position root, Notation notation, Function<Position, String> namer,
                                       FirstMoveListener moveDone) {
        requireDecision(root);
        long start = System.nanoTime();
        int mover = root.toMove();
        int[] actions = new int[root.maxActions()];
        int n = root.legalActions(actions);
        Solver child = new Solver(nodeLimit, Math.max(1, maxPlies - 1), tableBits).recordingDepth(knownDepth - 1)
                .pruning(winBound).merging(symmetries).until(deadline);
        Map<Long, Solution.Entry> known = new LinkedHashMap<>();
        long nodes = 0;
        long proof = 1;
        int bestIndex = -1;
        Solution best = null;
        String bestName = null;
        boolean allSolved = true;
        for (int i = 0; i < n; i++) {
            if (deadline.passed()) {
                allSolved = false;
                break;
            }
            Position c = root.copy();
            c.play(actions[i]);
            String name = name(notation, root, actions[i]);
            Solution s = c.isOver() ? finished(c) : child.solve(c, notation, namer, d -> { });
            String winnerName = !s.solved() ? "nobody"
                    : c.isOver() ? namer.apply(c) : s.known().get(c.hash()).winnerName();
            moveDone.solved(name, s, winnerName);
            nodes += s.nodes();
            if (!s.solved()) {
                allSolved = false;
                continue;
            }
            known.putAll(s.known());
            proof += s.proofSize();
            if (best == null || better(s, best, mover)) {
                best = s;
                bestIndex = i;
                bestName = winnerName;
            }
        }
        if (!allSolved) {
            // even when the mover wins, an unsolved first move might win sooner: the distance is not proven
            return Solution.unsolved(nodes, millis(start));
        }
        if (best.winner() == mover) {
            proof = 1 + best.proofSize();
        }
        Solution.Entry entry = new Solution.Entry(best.winner(), best.plies() + 1, actions[bestIndex], bestName);
        Map<Long, Solution.Entry> withRoot = new LinkedHashMap<>();
        withRoot.put(root.hash(), entry);
        if (knownDepth > 0) {
            withRoot.putAll(known);
        }
        List<String> line = new ArrayList<>();
        line.add(name(notation, root, actions[bestIndex]));
        line.addAll(best.line());
        return new Solution(best.winner(), best.plies() + 1, actions[bestIndex], List.copyOf(line), nodes, proof,
                millis(start), withRoot);
    }

    private static String name(Notation notation, Position p, int action) {
        return notation == null ? Integer.toString(action) : notation.format(p, action);
    }

    /** Whether {@code s} is a better first move than {@code than} for {@code mover}: the faster win, the slower loss. */
    private static boolean better(Solution s, Solution than, int mover) {
        boolean wins = s.winner() == mover;
        if (wins != (than.winner() == mover)) {
            return wins;
        }
        return wins ? s.plies() < than.plies() : s.plies() > than.plies();
    }

    /** The solution of a finished position: its winner, in 0 plies (a draw is no win). */
    private static Solution finished(Position p) {
        for (int seat = 0; seat < 2; seat++) {
            if (p.payoff(seat) == 1) {
                return new Solution(seat, 0, -1, List.of(), 0, 1, 0, Map.of());
            }
        }
        return Solution.unsolved(0, 0);
    }

    private static void requireDecision(Position root) {
        if (!applies(root) || root.isOver()) {
            throw new IllegalArgumentException("the solver takes a two-player position with a player to move");
        }
    }

    private Solution found(ProofSearch s, int seat, int plies, Position root, Notation notation,
                           Function<Position, String> namer, ProofSearch[] all, long start) {
        s.unlimited();
        List<String> line = new ArrayList<>();
        Position p = root.copy();
        int first = -1;
        for (int left = plies; !p.isOver() && left > 0; left--) {
            int a = p.toMove() == seat ? s.bestMove(p, left) : s.longestDefence(p, left);
            if (first < 0) {
                first = a;
            }
            line.add(name(notation, p, a));
            p.play(a);
        }
        long size = s.proofSize(root, plies);
        Map<Long, Solution.Entry> known = new LinkedHashMap<>();
        s.collect(root.copy(), plies, knownDepth, namer, known);
        // the time includes the line, the proof's size and the known positions: on the hardest size-2 proof with a
        // 2^22 table they took 297 s of a 380 s run after an 83 s search (a busy machine, docs/cli.md)
        return new Solution(seat, plies, first, List.copyOf(line), nodes(all), size, millis(start), known);
    }

    private static long nodes(ProofSearch[] searches) {
        return searches[0].nodes() + searches[1].nodes();
    }

    private static long millis(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
