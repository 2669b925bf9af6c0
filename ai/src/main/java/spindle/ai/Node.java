package spindle.ai;

import java.util.SplittableRandom;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Position;

/**
 * One opened node of an MCTS tree. The statistics of its moves live here, in arrays indexed by <em>slot</em> (one
 * slot per legal action), not in child objects: selection then scans a few contiguous arrays instead of chasing a
 * pointer per child, and a move visited once costs no object at all. A child {@code Node} exists only once the
 * search has gone through its slot a second time and needs its moves. Slots are in a random order fixed when the
 * node is opened, so that a one-thread search with a fixed seed is reproducible.
 *
 * <p>A node is not thread-safe: with tree parallelism every thread reads and writes it holding its monitor
 * ({@code synchronized (node)}), see {@link MctsTree}.
 */
final class Node {
    private static final int[] NONE = new int[0];

    final int players;
    /** Player to move here, {@link Position#CHANCE} or {@link Position#OVER}. */
    final int toMove;
    /** This node's visits (from the slot of its parent, plus its own since) and every player's payoff sum. */
    int visits;
    final double[] sum;
    /** Exact payoffs once the solver has proven this node, else null. */
    double[] proven;

    /** The action of each slot, shuffled at decision nodes. */
    final int[] actions;
    /** Progressive expansion: only slots below {@code tried} may be selected; the next new one is {@code tried}. */
    int tried;
    final int[] slotVisits;
    /** Payoff sums by slot and player: {@code slotSum[slot * players + p]}. */
    final double[] slotSum;
    /** The child node behind each slot, created at the second visit through it. */
    final Node[] children;
    /** Proven payoffs by slot (allocated at the first proof among the slots), null entries unproven. */
    double[][] slotProven;
    /** All-moves-as-first visits and payoff sums (for the player to move) by slot, with RAVE only. */
    final int[] amafVisits;
    final double[] amafSum;
    /** Chance-node probabilities by slot. */
    final double[] probability;
    /** The game's prior for each slot's move (progressive bias), or null. */
    double[] prior;

    /**
     * Opens a node for {@code position} with the statistics it already has; with {@code only >= 0} that action is
     * the only one searched.
     */
    Node(Position position, int[] scratch, SplittableRandom random, int only, boolean rave, int players) {
        this.players = players;
        this.toMove = position.toMove();
        this.sum = new double[players];
        int n;
        double[] chances = null;
        int[] moves;
        if (toMove == Position.OVER) {
            moves = NONE;
        } else if (toMove == Position.CHANCE) {
            ChanceOutcomes outcomes = position.chance();
            moves = new int[outcomes.size()];
            chances = new double[moves.length];
            for (int i = 0; i < moves.length; i++) {
                moves[i] = outcomes.action(i);
                chances[i] = outcomes.probability(i);
            }
        } else if (only >= 0) {
            moves = new int[] {only};
        } else {
            n = position.legalActions(scratch);
            moves = new int[n];
            System.arraycopy(scratch, 0, moves, 0, n);
            for (int i = n - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = moves[i];
                moves[i] = moves[j];
                moves[j] = t;
            }
        }
        n = moves.length;
        this.actions = moves;
        this.probability = chances;
        this.slotVisits = new int[n];
        this.slotSum = new double[n * players];
        this.children = new Node[n];
        boolean amaf = rave && toMove >= 0;
        this.amafVisits = amaf ? new int[n] : NONE;
        this.amafSum = amaf ? new double[n] : new double[0];
        // With RAVE every move has an estimate from the start; chance outcomes are sampled, not expanded.
        this.tried = amaf || toMove == Position.CHANCE ? n : 0;
    }

    /**
     * Without RAVE, untried moves are tried in slot order: put the slots in order of decreasing prior (a stable sort,
     * so equal priors keep their random order and a seeded search stays reproducible).
     */
    void triedInPriorOrder() {
        for (int i = 1; i < actions.length; i++) {
            int a = actions[i];
            double p = prior[i];
            int j = i - 1;
            while (j >= 0 && prior[j] < p) {
                actions[j + 1] = actions[j];
                prior[j + 1] = prior[j];
                j--;
            }
            actions[j + 1] = a;
            prior[j + 1] = p;
        }
    }

    int slots() {
        return actions.length;
    }

    /** The slot of action {@code a}, or -1. */
    int slotOf(int a) {
        for (int i = 0; i < actions.length; i++) {
            if (actions[i] == a) {
                return i;
            }
        }
        return -1;
    }

    boolean fullyExpanded() {
        return tried >= actions.length;
    }

    double mean(int player) {
        return visits == 0 ? 0 : sum[player] / visits;
    }

    double slotMean(int slot, int player) {
        int n = slotVisits[slot];
        return n == 0 ? 0 : slotSum[slot * players + player] / n;
    }

    double[] provenAt(int slot) {
        return slotProven == null ? null : slotProven[slot];
    }

    void prove(int slot, double[] value) {
        if (slotProven == null) {
            slotProven = new double[actions.length][];
        }
        slotProven[slot] = value;
    }

    /** The child behind {@code slot}, starting from the slot's statistics so far. */
    Node adopt(int slot, Node child) {
        child.visits = slotVisits[slot];
        System.arraycopy(slotSum, slot * players, child.sum, 0, players);
        children[slot] = child;
        return child;
    }

    /** Adds one visit with these payoffs to this node and to the move taken from it. */
    void visit(int slot, double[] value) {
        visits++;
        slotVisits[slot]++;
        int at = slot * players;
        for (int p = 0; p < players; p++) {
            sum[p] += value[p];
            slotSum[at + p] += value[p];
        }
    }

    /**
     * Tree parallelism: the visit itself was counted on the way down ({@link #descend}); add its payoffs now. Until
     * then the visit stands with payoff 0, a virtual loss that steers other threads elsewhere.
     */
    void settle(int slot, double[] value) {
        int at = slot * players;
        for (int p = 0; p < players; p++) {
            sum[p] += value[p];
            slotSum[at + p] += value[p];
        }
    }

    /** Tree parallelism: counts a visit to this node and to {@code slot} before its payoffs are known. */
    void descend(int slot) {
        visits++;
        slotVisits[slot]++;
    }

    /** Memory units (node plus slots) of this subtree, for the node limit after tree reuse. */
    long size() {
        long n = 0;
        java.util.ArrayDeque<Node> todo = new java.util.ArrayDeque<>();
        todo.push(this);
        while (!todo.isEmpty()) {
            Node node = todo.pop();
            n += 1 + node.actions.length;
            for (Node c : node.children) {
                if (c != null) {
                    todo.push(c);
                }
            }
        }
        return n;
    }

    /**
     * The MCTS-solver's rule: proves this node from its slots if it can (a decision node by a child that gives its
     * player {@code winValue}, or when every child is proven, by the best; a chance node by the expectation when
     * every outcome is proven). Returns true if the node is now proven.
     */
    boolean tryProve(double winValue) {
        double[][] proven = slotProven;
        if (proven == null) {
            return false;
        }
        if (toMove == Position.CHANCE) {
            double[] expected = new double[players];
            for (int i = 0; i < proven.length; i++) {
                if (proven[i] == null) {
                    return false;
                }
                for (int p = 0; p < players; p++) {
                    expected[p] += probability[i] * proven[i][p];
                }
            }
            this.proven = expected;
            return true;
        }
        int p = toMove;
        double[] best = null;
        boolean all = fullyExpanded();
        for (int i = 0; i < tried; i++) {
            double[] c = proven[i];
            if (c == null) {
                all = false;
            } else {
                if (c[p] >= winValue) {
                    this.proven = c;
                    return true;
                }
                if (best == null || c[p] > best[p]) {
                    best = c;
                }
            }
        }
        if (all && best != null) {
            this.proven = best;
            return true;
        }
        return false;
    }
}
