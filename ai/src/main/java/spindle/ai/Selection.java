package spindle.ai;

/**
 * Which move a tree node follows next ({@link MctsTree}): UCT on each move's mean, {@code q + C sqrt(ln N / n)}, or
 * with RAVE on the blend of its mean and its all-moves-as-first mean ({@link Amaf}); plus progressive bias or PUCT
 * where the game has a move prior. {@code q} is the mean (or proven value) for the player to move, scaled to [0, 1]
 * by the smallest and largest payoff the tree has seen, so scoring games work too. Kept apart from the tree because
 * it is the search's own hot loop and reads nothing of the tree but the node and that range.
 */
final class Selection {
    /** Visit counts below this read reciprocals, their square roots and RAVE weights from tables. */
    static final int TABLE = 1024;
    private static final double[] INVERSE = new double[TABLE];
    private static final double[] INVERSE_ROOT = new double[TABLE];

    static {
        for (int i = 1; i < TABLE; i++) {
            INVERSE[i] = 1.0 / i;
            INVERSE_ROOT[i] = 1.0 / Math.sqrt(i);
        }
    }

    private final MctsConfig config;
    /** RAVE's statistics, or null without RAVE. */
    private final Amaf amaf;
    private final int players;
    /** The worst payoff (0 in a two-player game): a move proven to give it is never followed. */
    private final double lossValue;

    Selection(MctsConfig config, Amaf amaf, int players, double lossValue) {
        this.config = config;
        this.amaf = amaf;
        this.players = players;
        this.lossValue = lossValue;
    }

    /**
     * The slot to follow at {@code node}, means scaled by the payoff range {@code lo..hi} seen so far. With RAVE an
     * unvisited move already has an estimate, so it need not be tried at once. This loop is most of the search's own
     * time: the square roots and reciprocals of small visit counts come from tables.
     */
    int select(Node node, double lo, double hi) {
        double[][] proven = node.slotProven;
        boolean unproven = proven == null;
        for (int i = 0; i < node.tried && !unproven; i++) {
            unproven = proven[i] == null;
        }
        int p = node.toMove;
        double scale = hi > lo ? 1.0 / (hi - lo) : 1.0;
        double logN = Math.log(Math.max(1, node.visits));
        double explore = config.exploration() * Math.sqrt(logN);
        double parentMean = amaf != null ? node.mean(p) : 0;
        int[] visits = node.slotVisits;
        double[] sums = node.slotSum;
        double[] priors = node.prior;
        double priorWeight = config.priorWeight();
        // PUCT: the prior's weight grows with the parent's visits instead of staying fixed.
        boolean puct = config.puct() > 0;
        if (puct) {
            priorWeight = config.puct() * Math.sqrt(Math.max(1, node.visits));
        }
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < node.tried; i++) {
            double[] exact = proven == null ? null : proven[i];
            if (exact != null && (exact[p] <= lossValue || unproven)) {
                // A proven move teaches nothing more: search the others (the node is proven once they are).
                continue;
            }
            int v = visits[i];
            double q;
            double bonus;
            if (amaf != null) {
                q = exact != null ? exact[p] : amaf.mean(node, i, v, sums[i * players + p], parentMean);
                bonus = explore * (v + 1 < TABLE ? INVERSE_ROOT[v + 1] : 1 / Math.sqrt(v + 1));
            } else {
                q = exact != null ? exact[p] : v == 0 ? 0 : sums[i * players + p] / v;
                bonus = config.exploration() * Math.sqrt(logN / (v + 1e-9));
            }
            double score = (q - lo) * scale + bonus;
            if (priors != null) {
                score += priorWeight * priors[i] * inverse(v + 1);
            }
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best >= 0 ? best : 0;
    }

    /** {@code 1 / n}, from a table for small {@code n}. */
    static double inverse(int n) {
        return n < TABLE ? INVERSE[n] : 1.0 / n;
    }
}
