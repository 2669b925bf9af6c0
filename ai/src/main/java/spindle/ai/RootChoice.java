package spindle.ai;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import spindle.engine.GameState;

/**
 * The move chosen from one or more root trees: a proven best child if the solver found one, otherwise the most
 * visited child (the "robust child"), ignoring children proven worse than the best unproven mean. Among children
 * proven equally good, {@code mcts-classic} takes the first legal one; the strong search takes the most visited, which
 * matters when every move is proven lost: the move the search took longest to refute is the hardest for a fallible
 * opponent to punish, where the first legal move may lose at once.
 */
final class RootChoice {
    /**
     * How far below a proven draw an unproven move's mean may be for the strong search to play it instead. One Piece
     * for Two, {@code mcts:20ms:cpu} against {@code uct:20ms:cpu}, 100 games each: seed 11, 0 gave 73.5%, 0.05
     * 76.0%, 0.15 81.0%; seed 12, 0.15 83.5%, 0.25 84.0%.
     */
    static final double CONTEMPT = 0.15;

    private RootChoice() {
    }

    /**
     * @param strong the strong search's choice: among equally proven children the most visited (else the first legal
     *               one), and an unproven move rather than a proven draw within {@link #CONTEMPT}
     */
    static Hint of(List<MctsTree> trees, GameState state, long iterations, long millis, boolean strong) {
        int player = state.toMove();
        int[] actions = state.legalActions();
        long[] visits = new long[actions.length];
        double[] sums = new double[actions.length];
        double[] proven = new double[actions.length];
        boolean[] isProven = new boolean[actions.length];
        for (MctsTree tree : trees) {
            Node root = tree.root;
            for (int i = 0; i < root.slots(); i++) {
                int k = indexOf(actions, root.actions[i]);
                visits[k] += root.slotVisits[i];
                sums[k] += root.slotSum[i * root.players + player];
                double[] exact = root.provenAt(i);
                if (exact != null) {
                    isProven[k] = true;
                    proven[k] = exact[player];
                }
            }
        }
        int best = -1;
        double bestProven = Double.NEGATIVE_INFINITY;
        double bestMean = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < actions.length; k++) {
            if (isProven[k]) {
                bestProven = Math.max(bestProven, proven[k]);
            } else if (visits[k] > 0) {
                bestMean = Math.max(bestMean, sums[k] / visits[k]);
            }
        }
        // The strong search plays on rather than take a proven draw while an unproven move still looks about even: a
        // fallible opponent often loses a drawn position (in One Piece for Two's relocation phase either side can
        // force a repetition at any time, so a draw stays available).
        boolean playOn = strong && state.view().players() == 2 && bestProven > 0 && bestProven < 1
                && bestMean >= bestProven - CONTEMPT;
        if (bestProven >= bestMean && !playOn) {
            for (int k = 0; k < actions.length && (best < 0 || strong); k++) {
                if (isProven[k] && proven[k] == bestProven && (best < 0 || visits[k] > visits[best])) {
                    best = k;
                }
            }
        } else {
            for (int k = 0; k < actions.length; k++) {
                if (!isProven[k] && (best < 0 || visits[k] > visits[best])) {
                    best = k;
                }
            }
        }
        if (best < 0) {
            best = 0;
        }
        boolean exact = isProven[best];
        double value = exact ? proven[best] : visits[best] > 0 ? sums[best] / visits[best] : Double.NaN;
        return new Hint(actions[best], state.format(actions[best]), value, exact, iterations, millis,
                ranked(state, actions, best, visits, sums, proven, isProven));
    }

    /**
     * The root moves best first: the chosen one, then moves proven for the player by their value, then the others by
     * visits (the search's confidence), then moves proven against the player.
     */
    private static List<Hint.Candidate> ranked(GameState state, int[] actions, int best, long[] visits, double[] sums,
                                               double[] proven, boolean[] isProven) {
        List<Hint.Candidate> all = new ArrayList<>();
        for (int k = 0; k < actions.length; k++) {
            double value = isProven[k] ? proven[k] : visits[k] > 0 ? sums[k] / visits[k] : Double.NaN;
            all.add(new Hint.Candidate(actions[k], state.format(actions[k]), value, isProven[k], visits[k]));
        }
        Hint.Candidate chosen = all.remove(best);
        all.sort(Comparator.comparingInt(RootChoice::tier).thenComparing(c -> c.proven() ? -c.value() : 0)
                .thenComparing(c -> -c.visits()));
        all.add(0, chosen);
        return all;
    }

    /** 0: proven to gain more than a loss; 1: unproven; 2: proven lost. */
    private static int tier(Hint.Candidate c) {
        return !c.proven() ? 1 : c.value() > 0 ? 0 : 2;
    }

    private static int indexOf(int[] actions, int a) {
        for (int i = 0; i < actions.length; i++) {
            if (actions[i] == a) {
                return i;
            }
        }
        throw new IllegalStateException("tree move " + a + " is not a legal action of the root");
    }
}
