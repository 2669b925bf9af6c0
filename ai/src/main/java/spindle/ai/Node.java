package spindle.ai;

import java.util.SplittableRandom;
import spindle.engine.Position;

/**
 * One node of an MCTS tree: the position reached by {@link #action} from the parent. Children are created one at a
 * time (progressive expansion) in a random order fixed when the node is first opened, so that a one-thread search
 * with a fixed seed is reproducible.
 */
final class Node {
    final int action;
    /** Player to move here, {@link Position#CHANCE} or {@link Position#OVER}; set when the node is opened. */
    int toMove;
    boolean opened;
    Node[] children;
    int childCount;
    /** Actions not yet expanded, shuffled; the next one is {@code untried[childCount]}. */
    int[] untried;
    /** Number of chance outcomes at a chance node (all must be proven to prove the node). */
    int outcomes;
    /** Probability of {@link #action} when the parent is a chance node. */
    double probability = 1;
    int visits;
    /** Every player's payoff sum, allocated at the first visit (RAVE creates many children never visited). */
    double[] sum;
    private final int players;
    /** All-moves-as-first statistics of this node's action for the player who chose it (RAVE). */
    int amafVisits;
    double amafSum;
    /** Exact payoffs once the solver has proven this node, else null. */
    double[] proven;

    Node(int action, int players) {
        this.action = action;
        this.players = players;
    }

    /** Reads the moves here from {@code position}; with {@code only >= 0} that action is the only one searched. */
    void open(Position position, int[] scratch, SplittableRandom random, int only) {
        opened = true;
        toMove = position.toMove();
        if (toMove == Position.OVER) {
            untried = new int[0];
            children = new Node[0];
            return;
        }
        if (toMove == Position.CHANCE) {
            outcomes = position.chance().size();
            children = new Node[outcomes];
            untried = new int[0];
            return;
        }
        if (only >= 0) {
            untried = new int[] {only};
            children = new Node[1];
            return;
        }
        int n = position.legalActions(scratch);
        untried = new int[n];
        System.arraycopy(scratch, 0, untried, 0, n);
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = untried[i];
            untried[i] = untried[j];
            untried[j] = t;
        }
        children = new Node[n];
    }

    boolean fullyExpanded() {
        return childCount >= untried.length;
    }

    /** Creates every child at once (RAVE needs them all to collect statistics); returns how many. */
    int expandAll() {
        while (!fullyExpanded()) {
            expand();
        }
        return childCount;
    }

    /** Adds the child for the next untried action. */
    Node expand() {
        Node child = new Node(untried[childCount], players);
        children[childCount++] = child;
        return child;
    }

    /** The child reached by {@code a}, creating it at a chance node; null if absent at a decision node. */
    Node child(int a) {
        for (int i = 0; i < childCount; i++) {
            if (children[i].action == a) {
                return children[i];
            }
        }
        return null;
    }

    Node addChanceChild(int a, double p) {
        Node child = new Node(a, players);
        child.probability = p;
        if (childCount == children.length) {
            Node[] bigger = new Node[childCount * 2 + 1];
            System.arraycopy(children, 0, bigger, 0, childCount);
            children = bigger;
        }
        children[childCount++] = child;
        return child;
    }

    double mean(int player) {
        return visits == 0 ? 0 : sum[player] / visits;
    }

    /** Adds one visit with these payoffs. */
    void visit(double[] value) {
        if (sum == null) {
            sum = new double[players];
        }
        visits++;
        for (int p = 0; p < players; p++) {
            sum[p] += value[p];
        }
    }
}
