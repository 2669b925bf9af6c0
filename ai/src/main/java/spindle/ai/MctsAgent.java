package spindle.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Prover;
import spindle.engine.SearchKnowledge;

/**
 * Monte Carlo tree search (see {@link MctsTree} for the algorithm). With several threads (Chaslot, Winands and van den
 * Herik 2008, "Parallel Monte-Carlo tree search") it uses, as {@link MctsConfig#parallel} says, either tree
 * parallelism: every thread searches one shared tree, locking one node at a time, with virtual loss spreading the
 * threads over different lines (the default of {@code mcts} unless the game's settings ask for root parallelism, as
 * Warp and Weft's do); or root parallelism: each thread grows its own tree from the same root with its own seed, and
 * the root statistics are summed when time is up (the default of {@code mcts-classic} and {@code uct}). With one thread
 * both are the same search, deterministic with an iteration budget. An iteration budget is shared out between the
 * threads. Trees are kept between decisions and re-rooted at the position actually reached. Where the game has a
 * {@link Prover} ({@code mcts}, not {@code mcts-classic} or {@code uct}), every root move is first put to it
 * ({@link RootProofs}) for up to a quarter of the time: a move proven to win is played at once, and moves proven lost
 * are never searched.
 */
public final class MctsAgent implements SearchAgent {
    private final String name;
    private final MctsConfig config;
    private final Budget budget;
    private final List<String> always;
    private final LearnedSource learnedSource;
    private final List<MctsTree> trees = new ArrayList<>();
    private Object treeOwner;
    /** The game's prover for the root moves (kept with the trees, so its table serves the whole game), or null. */
    private Prover rootProver;
    /** Time the root proofs took (nanoseconds on the budget's clock), taken from the tree search's budget. */
    private long rootSpent;
    /** Root visits by action code of the last tree search, or null when the last choice took none. */
    private long[] lastVisits;
    /**
     * The share of a time budget the root proofs may take; the tree search has the rest. One Piece for Two, 200 games
     * of {@code mcts:50ms:cpu} against itself with {@code prover=off} (before searched-out moves were left alone, so
     * the whole share was spent at every move): a half scored 49.0% (seed 906), a quarter 53.8% (+39 =137 -24, seed
     * 908).
     */
    static final double ROOT_SHARE = 0.25;
    /** Under an iteration budget, the prover's nodes for the root proofs per iteration of the tree search. */
    static final long ROOT_NODES_PER_ITERATION = 100;

    public MctsAgent(String name, MctsConfig config, Budget budget) {
        this(name, config, budget, List.of());
    }

    /**
     * With {@code always} rules ({@code <move>} or {@code <move>@<ply>}, see {@link ForcedMoves}) those moves are
     * played wherever legal, in the game and in the search: e.g. {@code stop} plays the solo game to its normal
     * objective only.
     */
    public MctsAgent(String name, MctsConfig config, Budget budget, List<String> always) {
        this(name, config, budget, always, LearnedSource.SHIPPED);
    }

    /** With {@code learned} in the config, the learned evaluator comes from {@code learnedSource}. */
    MctsAgent(String name, MctsConfig config, Budget budget, List<String> always, LearnedSource learnedSource) {
        this.name = name;
        this.config = config;
        this.budget = budget;
        this.always = List.copyOf(always);
        this.learnedSource = learnedSource;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Budget budget() {
        return budget;
    }

    public MctsConfig config() {
        return config;
    }

    @Override
    public synchronized Hint analyse(GameState state, Budget b) {
        if (state.isOver() || state.isChance()) {
            throw new IllegalStateException("no decision to make: " + (state.isOver() ? "the game is over" : "chance"));
        }
        lastVisits = null;
        int[] legal = state.legalActions();
        ForcedMoves forced = ForcedMoves.parse(always, state);
        int only = forced.at(state.view());
        if (only >= 0) {
            return new Hint(only, state.format(only), Double.NaN, false, 0, 0);
        }
        if (legal.length == 1) {
            // Nothing to choose: do not spend the budget (the tree is re-rooted at the next real decision).
            return new Hint(legal[0], state.format(legal[0]), Double.NaN, false, 0, 0);
        }
        long start = System.nanoTime();
        prepareTrees(state, b.threads(), forced);
        int[] history = state.actions();
        boolean oneTree = sharesOneTree();
        for (int t = 0; t < trees.size(); t++) {
            long seed = Seeds.mix(b.seed(), history.length, t);
            if (t > 0 && oneTree) {
                trees.get(t).follow(trees.get(0), seed);
            } else {
                trees.get(t).setRoot(state.position(), history, seed);
            }
        }
        rootSpent = 0;
        Hint proven = proveRoot(state, legal, b);
        if (proven != null) {
            return proven;
        }
        Budget search = b.less(rootSpent);
        long perThread = b.iterations() > 0 ? Math.max(1, b.iterations() / trees.size()) : Long.MAX_VALUE;
        long[] done = new long[trees.size()];
        if (trees.size() == 1) {
            done[0] = run(trees.get(0), perThread, search);
        } else {
            runParallel(perThread, search, done);
        }
        long total = 0;
        for (long d : done) {
            total += d;
        }
        List<MctsTree> searched = oneTree ? trees.subList(0, 1) : trees;
        lastVisits = visitsByAction(searched, state.view().actionSpace());
        return RootChoice.of(searched, state, total,
                (System.nanoTime() - start) / 1_000_000L, config.knowledge());
    }

    /**
     * Asks the game's prover about every root move first ({@link RootProofs}), with a share of the time or nodes in
     * proportion to the iterations: returns the hint for a move proven to win, or else marks the moves proven lost
     * in every tree (unless all are: then the tree search picks the one that resists longest) and returns null.
     */
    private Hint proveRoot(GameState state, int[] legal, Budget b) {
        if (rootProver == null) {
            return null;
        }
        long started = b.clock();
        long wall = System.nanoTime();
        long nodes = b.iterations() > 0 ? b.iterations() * ROOT_NODES_PER_ITERATION : Long.MAX_VALUE;
        double[][] proofs = RootProofs.prove(rootProver, state.position(), legal, nodes,
                b.timeShare(ROOT_SHARE).deadline());
        rootSpent = b.clock() - started;
        int mover = state.toMove();
        boolean allLost = true;
        for (int i = 0; i < legal.length; i++) {
            if (proofs[i] != null && proofs[i][mover] >= 1) {
                return new Hint(legal[i], state.format(legal[i]), proofs[i][mover], true, 0,
                        (System.nanoTime() - wall) / 1_000_000L);
            }
            allLost &= proofs[i] != null && proofs[i][mover] <= 0;
        }
        if (!allLost) {
            for (MctsTree tree : sharesOneTree() ? trees.subList(0, 1) : trees) {
                for (int i = 0; i < legal.length; i++) {
                    int slot = tree.root.slotOf(legal[i]);
                    if (proofs[i] != null && slot >= 0) {
                        tree.root.prove(slot, proofs[i]);
                    }
                }
            }
        }
        return null;
    }

    /**
     * The visits of each root move in the last search, indexed by action code (length: the position's action space,
     * summed over the trees), for learning code; null when the last choice needed no search (one legal move, an
     * {@code always=} rule, a root move proven to win).
     */
    public synchronized long[] lastVisits() {
        return lastVisits == null ? null : lastVisits.clone();
    }

    private static long[] visitsByAction(List<MctsTree> searched, int actionSpace) {
        long[] visits = new long[actionSpace];
        for (MctsTree tree : searched) {
            for (int i = 0; i < tree.root.slots(); i++) {
                visits[tree.root.actions[i]] += tree.root.slotVisits[i];
            }
        }
        return visits;
    }

    /** Tree parallelism with more than one thread: the trees are views of one shared tree. */
    private boolean sharesOneTree() {
        return trees.size() > 1 && config.parallel() == MctsConfig.Parallel.TREE;
    }

    /** Visits at the root of the first tree after the last search (reused visits included). */
    synchronized long rootVisits() {
        return trees.isEmpty() ? 0 : trees.get(0).root.visits;
    }

    /** The root of the first tree after the last search (with tree parallelism, the one tree), for tests. */
    synchronized Node root() {
        return trees.isEmpty() ? null : trees.get(0).root;
    }

    private void prepareTrees(GameState state, int threads, ForcedMoves forced) {
        // Trees belong to one game: a different game object or variant starts fresh.
        Object owner = state.variant();
        if (owner != treeOwner || trees.size() != threads) {
            trees.clear();
            Position view = state.view();
            for (int t = 0; t < threads; t++) {
                trees.add(new MctsTree(config, knowledge(state), view, forced));
            }
            if (sharesOneTree()) {
                AtomicLong nodes = new AtomicLong();
                for (MctsTree tree : trees) {
                    tree.shareNodes(nodes);
                }
            }
            treeOwner = owner;
            // Only the prover: the rest of the knowledge (a learned evaluator may mean reading a model) is the trees'.
            rootProver = config.solver() && config.prover() && config.knowledge()
                    ? state.game().searchKnowledge(state.variant()).prover() : null;
        }
    }

    /**
     * What one tree knows of the game: new objects for each tree, as they may keep scratch state. With
     * {@code learned}, the learned models (a file's, else the shipped ones where they fit) replace its evaluator
     * (a value model) and its prior (move patterns).
     */
    private SearchKnowledge knowledge(GameState state) {
        SearchKnowledge k = config.knowledge()
                ? state.game().searchKnowledge(state.variant())
                : new SearchKnowledge(state.game().evaluator(state.variant()).orElse(null), null, null);
        if (!config.learned()) {
            return k;
        }
        return learnedSource.apply(k, state.game(), state.variant());
    }

    private static long run(MctsTree tree, long iterations, Budget budget) {
        Budget.Deadline deadline = budget.deadline();
        long n = 0;
        while (n < iterations && !tree.solved()) {
            tree.iterate();
            n++;
            if ((n & 63) == 0 && deadline.passed()) {
                break;
            }
        }
        return n;
    }

    private void runParallel(long perThread, Budget budget, long[] done) {
        Thread[] threads = new Thread[trees.size()];
        RuntimeException[] failure = new RuntimeException[1];
        for (int t = 0; t < threads.length; t++) {
            int index = t;
            threads[t] = new Thread(() -> {
                try {
                    done[index] = run(trees.get(index), perThread, budget);
                } catch (RuntimeException e) {
                    synchronized (failure) {
                        failure[0] = e;
                    }
                }
            }, "mcts-" + t);
            threads[t].start();
        }
        for (Thread thread : threads) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("search interrupted", e);
            }
        }
        if (failure[0] != null) {
            throw failure[0];
        }
    }

    @Override
    public void newGame(GameState start) {
        if (config.learned()) {
            learnedSource.apply(SearchKnowledge.NONE, start.game(), start.variant());
        }
    }
}
