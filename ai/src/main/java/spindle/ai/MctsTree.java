package spindle.ai;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import spindle.engine.Evaluator;
import spindle.engine.MovePrior;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;
import spindle.engine.SearchKnowledge;

/**
 * One thread's Monte Carlo tree: UCT selection (Kocsis and Szepesvari 2006, "Bandit based Monte-Carlo planning")
 * with max^n backup (each node keeps every player's payoff sum and the player to move maximises their own mean,
 * Sturtevant 2008), chance nodes sampled by their probabilities, and the MCTS-solver of Winands, Bjornsson and
 * Saito 2008 generalised to max^n: a decision node is proven when a child gives its player the best possible
 * payoff (a win) or when all children are proven; a chance node when all its outcomes are proven (expectation).
 *
 * <p>Selection is UCT ({@link Selection}: with RAVE, progressive bias or PUCT as configured), on means scaled to
 * [0, 1] by the smallest and largest payoff this tree has seen, so scoring games work too.
 *
 * <p>Speed: an iteration allocates nothing but the node it opens (the moves' statistics are arrays in that node, see
 * {@link Node}) and rewrites one work position from the root's ({@link Position#copyInto}), so that the search keeps
 * pace with plain random playouts.
 *
 * <p>Tree parallelism (Chaslot, Winands and van den Herik 2008): several {@code MctsTree}s, one per thread, each with
 * its own position, random numbers, knowledge and scratch arrays, search the nodes of one root ({@link #follow}).
 * Each thread holds a node's monitor while it chooses a slot there and plays its move (and opens the child, so a
 * child is opened once), and again while it backs up through the node; a node is never locked while another is held.
 * On the way down the visit is counted at once with no payoff yet ({@link Node#descend}), a virtual loss that sends
 * other threads to other moves until the backup adds the payoff ({@link Node#settle}); so no visit is lost and the
 * visits of the root add up to the iterations. Solver proofs are set under the same locks and only ever added, so a
 * proof reached by one thread is exact whatever the others do. A lone tree takes none of these locks.
 */
final class MctsTree {
    private static final int MAX_PLAYOUT = 2_000;
    private final MctsConfig config;
    private final Evaluator evaluator;
    /** The game's playout policy, or null for uniformly random playouts. */
    private final PlayoutPolicy policy;
    /** The game's move prior (progressive bias), or null. */
    private final MovePrior prior;
    private final int players;
    private final double winValue;
    private final double lossValue;
    private SplittableRandom random;
    private final int[] scratch;
    private final double[] value;
    private Node[] path = new Node[256];
    /** The slot followed from each node of {@link #path}. */
    private int[] slots = new int[256];
    /** The position of the current iteration, rewritten from the root's each time. */
    private Position work;
    private double lo = Double.POSITIVE_INFINITY;
    private double hi = Double.NEGATIVE_INFINITY;
    private long nodes;
    /** With tree parallelism: true, and the node count shared by every thread of the tree instead of {@link #nodes}. */
    private boolean shared;
    private AtomicLong sharedNodes;
    /** Where the current iteration's descent has got to, and whether it has a payoff without a playout. */
    private int depth;
    private boolean evaluated;
    /** Visits the root already had when the search started (from tree reuse). */
    int reusedVisits;

    Node root;
    Position rootPosition;
    /** The actions from the start of the game to {@link #root}, for tree reuse. */
    int[] rootHistory;

    /** Actions always played where legal (e.g. 'stop' to play a game to its first objective only). */
    private final ForcedMoves forced;
    private final boolean rave;
    /** RAVE's statistics of the current iteration (null without RAVE). */
    private final Amaf amaf;
    private final Selection selection;

    MctsTree(MctsConfig config, SearchKnowledge knowledge, Position model, ForcedMoves forced) {
        int players = model.players();
        this.forced = forced;
        this.rave = config.rave() > 0;
        this.amaf = rave ? new Amaf(config.rave(), model) : null;
        this.config = config;
        this.evaluator = config.heuristics() ? knowledge.evaluator() : null;
        this.policy = knowledge.playout();
        this.prior = config.priorWeight() > 0 || config.puct() > 0 ? knowledge.prior() : null;
        this.players = players;
        this.winValue = players >= 2 ? 1.0 : Double.POSITIVE_INFINITY;
        this.lossValue = players >= 2 ? 0.0 : Double.NEGATIVE_INFINITY;
        this.scratch = new int[Math.max(model.maxActions(), 1)];
        this.value = new double[players];
        this.selection = new Selection(config, amaf, players, lossValue);
    }

    /**
     * Moves the root to {@code position} (reached by {@code history}), keeping the subtree of the moves played since
     * the last search when the old root is a prefix of it and reuse is on.
     */
    void setRoot(Position position, int[] history, long seed) {
        random = new SplittableRandom(seed);
        Node reused = config.reuse() ? descend(history) : null;
        if (reused == null) {
            root = open(position);
            lo = Double.POSITIVE_INFINITY;
            hi = Double.NEGATIVE_INFINITY;
        } else {
            root = reused;
        }
        nodes = root.size();
        if (shared) {
            sharedNodes.set(nodes);
        }
        reusedVisits = root.visits;
        rootPosition = position;
        rootHistory = history;
    }

    /** Tree parallelism: this tree and the others given the same counter will search one shared tree. */
    void shareNodes(AtomicLong counter) {
        shared = true;
        sharedNodes = counter;
    }

    /**
     * Tree parallelism: searches the nodes of {@code leader}'s root (set by {@link #setRoot} for this search) with
     * this tree's own random numbers from {@code seed}; both must share one node counter ({@link #shareNodes}).
     */
    void follow(MctsTree leader, long seed) {
        if (!shared || leader.sharedNodes != sharedNodes) {
            throw new IllegalStateException("trees that share a root must share their node counter");
        }
        random = new SplittableRandom(seed);
        root = leader.root;
        rootPosition = leader.rootPosition;
        rootHistory = leader.rootHistory;
        reusedVisits = leader.reusedVisits;
    }

    private Node descend(int[] history) {
        if (root == null || rootHistory == null || history.length < rootHistory.length) {
            return null;
        }
        for (int i = 0; i < rootHistory.length; i++) {
            if (history[i] != rootHistory[i]) {
                return null;
            }
        }
        Node node = root;
        for (int i = rootHistory.length; i < history.length && node != null; i++) {
            int slot = node.slotOf(history[i]);
            node = slot < 0 ? null : node.children[slot];
        }
        return node;
    }

    private Node open(Position pos) {
        Node node = new Node(pos, scratch, random, forced.at(pos), rave, players);
        if (prior != null && node.toMove >= 0 && node.slots() > 1) {
            node.prior = new double[node.slots()];
            prior.score(pos, node.actions, node.prior);
            if (!rave) {
                node.triedInPriorOrder();
            }
        }
        return node;
    }

    boolean solved() {
        if (shared) {
            synchronized (root) {
                return root.proven != null;
            }
        }
        return root.proven != null;
    }

    /**
     * One iteration: select down the tree, open the node reached at its second visit, play out from the first move
     * outside the tree, back up.
     */
    void iterate() {
        Position pos = work = rootPosition.copyInto(work);
        if (rave) {
            amaf.clear();
        }
        depth = 0;
        evaluated = false;
        Node node = root;
        while (node != null) {
            Node next;
            if (shared) {
                synchronized (node) {
                    next = step(node, pos);
                }
            } else {
                next = step(node, pos);
            }
            node = next;
        }
        if (!evaluated) {
            playout(pos);
        }
        backup(depth);
    }

    /**
     * One step down from {@code node}: chooses a slot, plays its move in {@code pos}, and returns the child to go on
     * from, or null when the iteration leaves the tree here ({@link #evaluated} if it has its payoff already).
     */
    private Node step(Node node, Position pos) {
        int slot = choose(node, pos);
        if (depth == path.length) {
            path = java.util.Arrays.copyOf(path, depth * 2);
            slots = java.util.Arrays.copyOf(slots, depth * 2);
        }
        path[depth] = node;
        slots[depth++] = slot;
        int a = node.actions[slot];
        if (rave && node.toMove >= 0) {
            amaf.trace(a, node.toMove);
        }
        boolean first = node.slotVisits[slot] == 0;
        if (shared) {
            node.descend(slot);
        }
        double[] proven = node.provenAt(slot);
        if (proven != null) {
            System.arraycopy(proven, 0, value, 0, players);
            evaluated = true;
            return null;
        }
        pos.play(a);
        if (pos.isOver()) {
            terminal(pos, node, slot);
            evaluated = true;
            return null;
        }
        if (first) {
            return null;
        }
        Node child = node.children[slot];
        if (child == null) {
            if ((shared ? sharedNodes.get() : nodes) >= config.maxNodes()) {
                return null;
            }
            child = node.adopt(slot, open(pos));
            long size = 1 + child.slots();
            if (shared) {
                // adopt() counted this iteration's visit, which the child counts itself when the next step descends.
                child.visits--;
                sharedNodes.addAndGet(size);
            } else {
                nodes += size;
            }
        }
        return child;
    }

    /** The slot to follow from {@code node}: a sampled chance outcome, the next untried move, or the UCT choice. */
    private int choose(Node node, Position pos) {
        if (node.toMove == Position.CHANCE) {
            return node.slotOf(pos.randomAction(random, scratch));
        }
        if (!node.fullyExpanded()) {
            return node.tried++;
        }
        return selection.select(node, lo, hi);
    }

    private void terminal(Position pos, Node node, int slot) {
        for (int p = 0; p < players; p++) {
            value[p] = pos.payoff(p);
        }
        if (config.solver()) {
            node.prove(slot, value.clone());
        }
        observe();
    }

    private void playout(Position pos) {
        int limit = evaluator != null ? config.cutoff() : MAX_PLAYOUT;
        for (int i = 0; i < limit && !pos.isOver(); i++) {
            int mover = pos.toMove();
            int f = forced.at(pos);
            int a = f >= 0 ? f : policy != null && mover >= 0 ? policy.choose(pos, random, scratch)
                    : pos.randomAction(random, scratch);
            if (rave && mover >= 0) {
                amaf.trace(a, mover);
            }
            pos.play(a);
        }
        if (pos.isOver()) {
            for (int p = 0; p < players; p++) {
                value[p] = pos.payoff(p);
            }
        } else if (evaluator != null) {
            for (int p = 0; p < players; p++) {
                value[p] = evaluator.evaluate(pos, p);
            }
        } else {
            // A playout that does not end (a game without a ply bound) counts as even for everyone.
            double even = players >= 2 ? 1.0 / players : (lo + hi) / 2;
            for (int p = 0; p < players; p++) {
                value[p] = Double.isFinite(even) ? even : 0;
            }
        }
        observe();
    }

    private void observe() {
        for (int p = 0; p < players; p++) {
            lo = Math.min(lo, value[p]);
            hi = Math.max(hi, value[p]);
        }
    }

    private void backup(int depth) {
        if (shared) {
            backupShared(depth);
            return;
        }
        if (rave) {
            int edge = amaf.begin(path, depth);
            for (int i = depth - 1; i >= 0; i--) {
                edge = amaf.update(path[i], edge, value);
            }
        }
        for (int i = depth - 1; i >= 0; i--) {
            path[i].visit(slots[i], value);
        }
        if (config.solver()) {
            for (int i = depth - 1; i >= 0; i--) {
                Node n = path[i];
                if (n.proven != null || !n.tryProve(winValue)) {
                    break;
                }
                if (i > 0) {
                    path[i - 1].prove(slots[i - 1], n.proven);
                }
            }
        }
    }

    /**
     * {@link #backup} with tree parallelism: the same updates, made in one pass from the leaf up holding one node's
     * monitor at a time (once per node, so that the threads meet as rarely as possible at the root).
     */
    private void backupShared(int depth) {
        int edge = rave ? amaf.begin(path, depth) : 0;
        boolean proving = config.solver();
        double[] exact = null;
        for (int i = depth - 1; i >= 0; i--) {
            Node n = path[i];
            synchronized (n) {
                if (rave) {
                    edge = amaf.update(n, edge, value);
                }
                n.settle(slots[i], value);
                if (exact != null) {
                    n.prove(slots[i], exact);
                    exact = null;
                }
                if (proving && n.proven == null && n.tryProve(winValue)) {
                    exact = n.proven;
                } else {
                    proving = false;
                }
            }
        }
    }
}
