package spindle.ai.learn;

/**
 * Fits Bradley–Terry strengths of move features by minorization–maximization (Coulom 2007, "Computing Elo Ratings of
 * Move Patterns in the Game of Go", after Hunter 2004): a move's strength is the product of its features' strengths
 * {@code γ}, and the move played at a position won against every legal move there. Each pass sets every feature's
 * {@code γ_i = W_i / Σ_j C_ij / E_j} from the current strengths, where {@code W_i} counts the wins of teams with
 * feature i, {@code E_j} is the total strength of event j's moves and {@code C_ij} the strength of its moves with
 * feature i divided by {@code γ_i}. As in Coulom's paper, a pass updates one group of features at a time, features
 * that never appear together in a team (found from the data, {@link #groups}); updating all at once diverged. Each feature has Coulom's prior of one virtual win
 * and one virtual loss against a move of strength 1, so a feature never seen stays finite. Sums run in event order,
 * so the result depends on the data only.
 */
final class PatternFitter {
    private final int features;

    PatternFitter(int features) {
        this.features = features;
    }

    /** Strengths after {@code passes} MM passes over {@code events}, as natural logarithms. */
    double[] fit(MoveEvents events, int passes, PassListener listener) {
        double[] gamma = new double[features];
        java.util.Arrays.fill(gamma, 1.0);
        double[] wins = new double[features];
        int[] d = events.data();
        for (int at = 0; at < events.length(); ) {
            int moves = d[at];
            int chosen = d[at + 1];
            at += 2;
            for (int m = 0; m < moves; m++) {
                int n = d[at];
                for (int k = 1; k <= n && m == chosen; k++) {
                    wins[d[at + k]]++;
                }
                at += n + 1;
            }
        }
        int[] group = groups(events);
        int groups = 0;
        for (int g : group) {
            groups = Math.max(groups, g + 1);
        }
        double[] c = new double[features];
        for (int pass = 1; pass <= passes; pass++) {
            double logLikelihood = 0;
            for (int g = 0; g < groups; g++) {
                logLikelihood = update(events, gamma, wins, c, group, g);
            }
            listener.passDone(pass, logLikelihood / Math.max(1, events.events()));
        }
        double[] log = new double[features];
        for (int f = 0; f < features; f++) {
            log[f] = Math.log(gamma[f]);
        }
        return log;
    }

    /**
     * One MM update of the features of group {@code g} (features that never meet in one team, so that the update is
     * Coulom's exact one); returns the log-likelihood of the moves played before it.
     */
    private double update(MoveEvents events, double[] gamma, double[] wins, double[] c, int[] group, int g) {
        java.util.Arrays.fill(c, 0);
        int[] d = events.data();
        double logLikelihood = 0;
        for (int at = 0; at < events.length(); ) {
            int moves = d[at];
            int chosen = d[at + 1];
            int first = at + 2;
            double total = 0;
            double won = 0;
            at = first;
            for (int m = 0; m < moves; m++) {
                double s = strength(d, at, gamma);
                total += s;
                won = m == chosen ? s : won;
                at += d[at] + 1;
            }
            logLikelihood += Math.log(won / total);
            at = first;
            for (int m = 0; m < moves; m++) {
                int n = d[at];
                double s = strength(d, at, gamma) / total;
                for (int k = 1; k <= n; k++) {
                    int f = d[at + k];
                    if (group[f] == g) {
                        c[f] += s / gamma[f];
                    }
                }
                at += n + 1;
            }
        }
        for (int f = 0; f < features; f++) {
            if (group[f] == g) {
                gamma[f] = (wins[f] + 1) / (c[f] + 2 / (gamma[f] + 1));
            }
        }
        return logLikelihood;
    }

    /**
     * Colours the features so that two features of one team never share a colour (greedily, in feature order): the
     * groups of Coulom's model, found from the data instead of named by the game.
     */
    private int[] groups(MoveEvents events) {
        boolean[][] meet = new boolean[features][features];
        int[] d = events.data();
        for (int at = 0; at < events.length(); ) {
            int moves = d[at];
            at += 2;
            for (int m = 0; m < moves; m++) {
                int n = d[at];
                for (int i = 1; i <= n; i++) {
                    for (int j = 1; j <= n; j++) {
                        meet[d[at + i]][d[at + j]] |= i != j;
                    }
                }
                at += n + 1;
            }
        }
        int[] colour = new int[features];
        for (int f = 0; f < features; f++) {
            int c = 0;
            boolean clash = true;
            while (clash) {
                clash = false;
                for (int e = 0; e < f && !clash; e++) {
                    clash = meet[f][e] && colour[e] == c;
                }
                c += clash ? 1 : 0;
            }
            colour[f] = c;
        }
        return colour;
    }

    private static double strength(int[] d, int at, double[] gamma) {
        double s = 1;
        for (int k = 1; k <= d[at]; k++) {
            s *= gamma[d[at + k]];
        }
        return s;
    }

    /**
     * How well strengths predict the moves of {@code events}: the mean chance that the move played is among the
     * model's top 1 and top 3 (ties among equally strong moves broken at random, so counted fractionally), and the
     * same for a uniformly random choice. Returns {top-1, top-3, random top-1, random top-3}.
     */
    static double[] accuracy(MoveEvents events, float[] logStrengths) {
        double[] sums = new double[4];
        int[] d = events.data();
        double[] s = new double[0];
        for (int at = 0; at < events.length(); ) {
            int moves = d[at];
            int chosen = d[at + 1];
            at += 2;
            if (s.length < moves) {
                s = new double[moves];
            }
            for (int m = 0; m < moves; m++) {
                double sum = 0;
                for (int k = 1; k <= d[at]; k++) {
                    sum += logStrengths[d[at + k]];
                }
                s[m] = sum;
                at += d[at] + 1;
            }
            int greater = 0;
            int equal = 0;
            for (int m = 0; m < moves; m++) {
                if (m != chosen) {
                    greater += s[m] > s[chosen] ? 1 : 0;
                    equal += s[m] == s[chosen] ? 1 : 0;
                }
            }
            sums[0] += topK(1, greater, equal);
            sums[1] += topK(3, greater, equal);
            sums[2] += Math.min(1.0, 1.0 / moves);
            sums[3] += Math.min(1.0, 3.0 / moves);
        }
        for (int i = 0; i < 4; i++) {
            sums[i] /= Math.max(1, events.events());
        }
        return sums;
    }

    /** The chance that a move ranked after {@code greater} moves and tied with {@code equal} others is in the top k. */
    private static double topK(int k, int greater, int equal) {
        return Math.max(0, Math.min(1, (k - greater) / (double) (equal + 1)));
    }

    /** Hears of each MM pass: its number and the mean log-likelihood of the moves played before it. */
    interface PassListener {
        void passDone(int pass, double meanLogLikelihood);
    }
}
