package spindle.ai;

import spindle.engine.Position;
import spindle.engine.Prover;

/**
 * The game's {@link Prover} asked about every move at the root before the tree search, in rounds that give each
 * unproven move four times the nodes of the round before (its table keeps what earlier rounds proved), until a move is
 * proven to win, every move is proven or searched out, or the nodes or the time run out. Under a time limit no call is
 * given more nodes than the prover's speed so far lets it search in the time left.
 */
final class RootProofs {
    private static final long FIRST_ROUND_NODES = 1_000;
    /** Rounds stop growing here (far beyond any move's time), so the budget never overflows. */
    private static final long MAX_ROUND_NODES = 1L << 40;

    private RootProofs() {
    }

    /**
     * The payoffs proven after each of {@code actions} at {@code root} (null where unproven); stops at the first
     * move proven to win for the player to move. A move whose proof search ended within its nodes without a proof
     * is not asked again: more nodes would not change that answer.
     */
    static double[][] prove(Prover prover, Position root, int[] actions, long maxNodes, Budget.Deadline deadline) {
        int mover = root.toMove();
        double[][] proven = new double[actions.length][];
        boolean[] settled = new boolean[actions.length];
        Position child = null;
        long spent = 0;
        long started = System.nanoTime();
        for (long round = FIRST_ROUND_NODES; ; round = Math.min(round * 4, MAX_ROUND_NODES)) {
            boolean open = false;
            for (int i = 0; i < actions.length; i++) {
                if (settled[i]) {
                    continue;
                }
                if (spent >= maxNodes || deadline.passed()) {
                    return proven;
                }
                child = root.copyInto(child);
                child.play(actions[i]);
                if (child.isOver()) {
                    proven[i] = child.payoffs();
                    settled[i] = true;
                } else {
                    long nodes = Math.min(round, maxNodes - spent);
                    long left = deadline.remainingNanos();
                    if (left != Long.MAX_VALUE && spent > 0) {
                        // Nodes per nanosecond so far (wall-clock; a CPU-time deadline runs no faster).
                        double rate = spent / (double) Math.max(1, System.nanoTime() - started);
                        nodes = Math.max(1, Math.min(nodes, (long) (rate * left)));
                    }
                    Prover.Proof proof = prover.prove(child, nodes);
                    spent += proof.nodes();
                    proven[i] = proof.payoffs();
                    settled[i] = proof.proven() || proof.nodes() < nodes;
                    open |= !settled[i];
                }
                if (proven[i] != null && proven[i][mover] >= 1) {
                    return proven;
                }
            }
            if (!open || round >= maxNodes) {
                return proven;
            }
        }
    }
}
