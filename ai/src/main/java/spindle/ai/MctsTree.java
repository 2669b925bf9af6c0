package spindle.ai;

import java.util.SplittableRandom;
import spindle.engine.Evaluator;
import spindle.engine.Position;

/**
 * One thread's Monte Carlo tree: UCT selection (Kocsis and Szepesvari 2006, "Bandit based Monte-Carlo planning")
 * with max^n backup (each node keeps every player's payoff sum and the player to move maximises their own mean,
 * Sturtevant 2008), chance nodes sampled by their probabilities, and the MCTS-solver of Winands, Bjornsson and
 * Saito 2008 generalised to max^n: a decision node is proven when a child gives its player the best possible
 * payoff (a win) or when all children are proven; a chance node when all its outcomes are proven (expectation).
 *
 * <p>Selection maximises {@code q + C sqrt(ln N / n)} with {@code q} the child's mean (or proven value) for the
 * player to move, scaled to [0, 1] by the smallest and largest payoff seen, so scoring games work too.
 */
final class MctsTree {
    private static final int MAX_PLAYOUT = 2_000;

    private final MctsConfig config;
    private final Evaluator evaluator;
    private final int players;
    private final double winValue;
    private final double lossValue;
    private SplittableRandom random;
    private final int[] scratch;
    private final double[] value;
    private Node[] path = new Node[256];
    private double lo = Double.POSITIVE_INFINITY;
    private double hi = Double.NEGATIVE_INFINITY;
    private int nodes;
    /** Visits the root already had when the search started (from tree reuse). */
    int reusedVisits;

    Node root;
    Position rootPosition;
    /** The actions from the start of the game to {@link #root}, for tree reuse. */
    int[] rootHistory;

    /** Actions always played where legal (e.g. 'stop' to play a game to its first objective only). */
    private final ForcedMoves forced;
    private final boolean rave;
    private final int space;
    private final int[] seen;
    private int stamp;
    private int[] traceActions = new int[256];
    private int[] traceMovers = new int[256];
    private int traced;

    MctsTree(MctsConfig config, Evaluator evaluator, int players, int maxActions, int actionSpace, ForcedMoves forced) {
        this.forced = forced;
        this.rave = config.rave() > 0;
        this.space = actionSpace;
        this.seen = rave ? new int[players * actionSpace] : new int[0];
        this.config = config;
        this.evaluator = config.heuristics() ? evaluator : null;
        this.players = players;
        this.winValue = players >= 2 ? 1.0 : Double.POSITIVE_INFINITY;
        this.lossValue = players >= 2 ? 0.0 : Double.NEGATIVE_INFINITY;
        this.scratch = new int[Math.max(maxActions, 1)];
        this.value = new double[players];
    }

    /**
     * Moves the root to {@code position} (reached by {@code history}), keeping the subtree of the moves played since
     * the last search when the old root is a prefix of it and reuse is on.
     */
    void setRoot(Position position, int[] history, long seed) {
        random = new SplittableRandom(seed);
        Node reused = config.reuse() ? descend(history) : null;
        root = reused != null ? reused : new Node(-1, players);
        reusedVisits = root.visits;
        // Each iteration adds at most one node, so the visits bound the size of a reused subtree.
        nodes = root.visits + 1;
        if (reused == null) {
            lo = Double.POSITIVE_INFINITY;
            hi = Double.NEGATIVE_INFINITY;
        }
        rootPosition = position;
        rootHistory = history;
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
            node = node.opened ? node.child(history[i]) : null;
        }
        return node;
    }

    boolean solved() {
        return root.proven != null;
    }

    /** One iteration: select, expand, play out, back up. */
    void iterate() {
        Position pos = rootPosition.copy();
        traced = 0;
        Node node = root;
        int depth = 0;
        path[depth++] = node;
        boolean evaluated = false;
        while (true) {
            if (node.proven != null) {
                System.arraycopy(node.proven, 0, value, 0, players);
                evaluated = true;
                break;
            }
            if (!node.opened) {
                if (nodes >= config.maxNodes() && node != root) {
                    break;
                }
                node.open(pos, scratch, random, forced.at(pos));
                if (rave && node.toMove >= 0) {
                    nodes += node.expandAll();
                }
            }
            if (node.toMove == Position.OVER) {
                terminal(pos, node);
                evaluated = true;
                break;
            }
            Node next;
            if (node.toMove == Position.CHANCE) {
                int a = pos.randomAction(random, scratch);
                next = node.child(a);
                if (next == null) {
                    next = node.addChanceChild(a, pos.chance().probabilityOf(a));
                    nodes++;
                }
            } else if (!node.fullyExpanded() && (nodes < config.maxNodes() || node.childCount == 0)) {
                next = node.expand();
                nodes++;
            } else {
                next = select(node);
            }
            if (rave && node.toMove >= 0) {
                trace(next.action, node.toMove);
            }
            pos.play(next.action);
            if (depth == path.length) {
                path = java.util.Arrays.copyOf(path, depth * 2);
            }
            path[depth++] = next;
            boolean fresh = next.visits == 0 && !next.opened;
            node = next;
            if (fresh && !pos.isOver()) {
                break;
            }
        }
        if (!evaluated) {
            playout(pos);
        }
        backup(depth);
    }

    private void terminal(Position pos, Node node) {
        for (int p = 0; p < players; p++) {
            value[p] = pos.payoff(p);
        }
        if (config.solver()) {
            node.proven = value.clone();
        }
        observe();
    }

    private void playout(Position pos) {
        int limit = evaluator != null ? config.cutoff() : MAX_PLAYOUT;
        for (int i = 0; i < limit && !pos.isOver(); i++) {
            int mover = pos.toMove();
            int f = forced.at(pos);
            int a = f >= 0 ? f : pos.randomAction(random, scratch);
            if (rave && mover >= 0) {
                trace(a, mover);
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

    private void trace(int action, int mover) {
        if (traced == traceActions.length) {
            traceActions = java.util.Arrays.copyOf(traceActions, traced * 2);
            traceMovers = java.util.Arrays.copyOf(traceMovers, traced * 2);
        }
        traceActions[traced] = action;
        traceMovers[traced++] = mover;
    }

    /**
     * RAVE update: walking up from the leaf, each decision node's children whose action its player played at or
     * below that node in this iteration (tree or playout) get the iteration's payoff as an AMAF sample.
     */
    private void backupAmaf(int depth) {
        stamp++;
        int treeEdges = 0;
        for (int i = 1; i < depth; i++) {
            treeEdges += path[i - 1].toMove >= 0 ? 1 : 0;
        }
        for (int t = treeEdges; t < traced; t++) {
            seen[traceMovers[t] * space + traceActions[t]] = stamp;
        }
        int edge = treeEdges;
        for (int i = depth - 1; i >= 0; i--) {
            Node n = path[i];
            int p = n.toMove;
            if (p < 0 || !n.opened) {
                continue;
            }
            if (i + 1 < depth) {
                edge--;
                seen[p * space + traceActions[edge]] = stamp;
            }
            double v = value[p];
            for (int c = 0; c < n.childCount; c++) {
                Node child = n.children[c];
                if (seen[p * space + child.action] == stamp) {
                    child.amafVisits++;
                    child.amafSum += v;
                }
            }
        }
    }

    private void observe() {
        for (int p = 0; p < players; p++) {
            lo = Math.min(lo, value[p]);
            hi = Math.max(hi, value[p]);
        }
    }

    private Node select(Node node) {
        int p = node.toMove;
        double scale = hi > lo ? 1.0 / (hi - lo) : 1.0;
        double logN = Math.log(Math.max(1, node.visits));
        Node best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        boolean unproven = false;
        for (int i = 0; i < node.childCount && !unproven; i++) {
            unproven = node.children[i].proven == null;
        }
        for (int i = 0; i < node.childCount; i++) {
            Node c = node.children[i];
            if (c.proven != null && (c.proven[p] <= lossValue || unproven)) {
                // A proven child teaches nothing more: search the others (the node is proven once they are).
                continue;
            }
            double q = c.proven != null ? c.proven[p] : rave ? raveValue(c, p, node) : c.mean(p);
            // With RAVE an unvisited child already has an estimate, so it need not be tried at once.
            double n = rave ? c.visits + 1 : c.visits + 1e-9;
            double score = (q - lo) * scale + config.exploration() * Math.sqrt(logN / n);
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best != null ? best : node.children[0];
    }

    private double raveValue(Node c, int p, Node parent) {
        double amaf = c.amafVisits > 0 ? c.amafSum / c.amafVisits : parent.mean(p);
        if (c.visits == 0) {
            return amaf;
        }
        double k = config.rave();
        double beta = Math.sqrt(k / (3.0 * c.visits + k));
        return (1 - beta) * c.mean(p) + beta * amaf;
    }

    private void backup(int depth) {
        if (rave) {
            backupAmaf(depth);
        }
        for (int i = depth - 1; i >= 0; i--) {
            path[i].visit(value);
        }
        if (config.solver()) {
            for (int i = depth - 2; i >= 0; i--) {
                if (path[i].proven != null || !prove(path[i])) {
                    break;
                }
            }
        }
    }

    /** Tries to prove {@code n} from its children; true if it is now proven. */
    private boolean prove(Node n) {
        if (!n.opened) {
            return false;
        }
        if (n.toMove == Position.CHANCE) {
            if (n.childCount < n.outcomes) {
                return false;
            }
            double[] expected = new double[players];
            for (int i = 0; i < n.childCount; i++) {
                Node c = n.children[i];
                if (c.proven == null) {
                    return false;
                }
                for (int p = 0; p < players; p++) {
                    expected[p] += c.probability * c.proven[p];
                }
            }
            n.proven = expected;
            return true;
        }
        int p = n.toMove;
        Node best = null;
        boolean all = n.fullyExpanded();
        for (int i = 0; i < n.childCount; i++) {
            Node c = n.children[i];
            if (c.proven == null) {
                all = false;
            } else {
                if (c.proven[p] >= winValue) {
                    n.proven = c.proven;
                    return true;
                }
                if (best == null || c.proven[p] > best.proven[p]) {
                    best = c;
                }
            }
        }
        if (all && best != null) {
            n.proven = best.proven;
            return true;
        }
        return false;
    }
}
