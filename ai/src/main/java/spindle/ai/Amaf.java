package spindle.ai;

import java.util.Arrays;
import spindle.engine.Position;

/**
 * RAVE's bookkeeping for one {@link MctsTree} (Gelly and Silver 2007): the moves each player made in the current
 * iteration (in the tree and in the playout), the all-moves-as-first (AMAF) update of the nodes on the way back up,
 * and the blend of a move's own mean with its AMAF mean. One per search thread, like its tree.
 */
final class Amaf {
    private final double k;
    private final int space;
    /** {@code seen[player * space + action] == stamp}: the player made the action in this iteration. */
    private final int[] seen;
    /** Actions left out of the AMAF statistics, by code ({@link Position#amafNeutral}). */
    private final boolean[] neutral;
    /** {@link #beta} by visit count, below {@link Selection#TABLE}. */
    private final double[] betas = new double[Selection.TABLE];
    private int stamp;
    private int[] traceActions = new int[256];
    private int[] traceMovers = new int[256];
    private int traced;

    /** @param k the RAVE equivalence parameter (&gt; 0) */
    Amaf(double k, Position model) {
        this.k = k;
        this.space = model.actionSpace();
        this.seen = new int[model.players() * space];
        this.neutral = new boolean[space];
        for (int a = 0; a < space; a++) {
            neutral[a] = model.amafNeutral(a);
        }
        for (int v = 0; v < betas.length; v++) {
            betas[v] = beta(v);
        }
    }

    /** Starts an iteration: nothing traced yet. */
    void clear() {
        traced = 0;
    }

    /** Records that {@code mover} played {@code action} in this iteration (a tree edge or a playout move). */
    void trace(int action, int mover) {
        if (traced == traceActions.length) {
            traceActions = Arrays.copyOf(traceActions, traced * 2);
            traceMovers = Arrays.copyOf(traceMovers, traced * 2);
        }
        traceActions[traced] = action;
        traceMovers[traced++] = mover;
    }

    /**
     * Marks the playout's moves as seen for this iteration, whose tree part is {@code path[0..depth)}; returns the
     * number of decision edges in the tree, the {@code edge} to pass to the first {@link #update}.
     */
    int begin(Node[] path, int depth) {
        stamp++;
        int treeEdges = 0;
        for (int i = 0; i < depth; i++) {
            treeEdges += path[i].toMove >= 0 ? 1 : 0;
        }
        for (int t = treeEdges; t < traced; t++) {
            seen[traceMovers[t] * space + traceActions[t]] = stamp;
        }
        return treeEdges;
    }

    /**
     * The AMAF update of {@code n} with the iteration's payoffs {@code value}, walking up from the leaf: a decision
     * node's move from it ({@code edge - 1}) is marked seen first, then each slot whose action its player played at
     * or below it gets the payoff as a sample. Returns the trace index of the decision edge above it.
     */
    int update(Node n, int edge, double[] value) {
        int p = n.toMove;
        if (p < 0) {
            return edge;
        }
        edge--;
        int base = p * space;
        seen[base + traceActions[edge]] = stamp;
        double v = value[p];
        int[] actions = n.actions;
        int[] amafVisits = n.amafVisits;
        double[] amafSum = n.amafSum;
        for (int c = 0; c < actions.length; c++) {
            if (seen[base + actions[c]] == stamp && !neutral[actions[c]]) {
                amafVisits[c]++;
                amafSum[c] += v;
            }
        }
        return edge;
    }

    /** The RAVE blend for the mover of slot {@code i} with {@code v} visits and payoff sum {@code sum}. */
    double mean(Node node, int i, int v, double sum, double parentMean) {
        int m = node.amafVisits[i];
        if (m == 0 && v > 0) {
            // Only an AMAF-neutral move is visited with no AMAF sample: its own mean is all there is.
            return sum / v;
        }
        double amaf = m == 0 ? parentMean : node.amafSum[i] * Selection.inverse(m);
        if (v == 0) {
            return amaf;
        }
        if (v < betas.length) {
            double beta = betas[v];
            return (1 - beta) * sum * Selection.inverse(v) + beta * amaf;
        }
        double beta = beta(v);
        return (1 - beta) * sum / v + beta * amaf;
    }

    /** The RAVE weight of the AMAF mean after {@code v} visits (tabled in {@link #betas} for small v). */
    private double beta(int v) {
        return Math.sqrt(k / (3.0 * v + k));
    }
}
