package spindle.cli;

import java.util.List;

/** Human text for a finished game's payoffs. */
final class Outcome {
    private Outcome() {
    }

    /** Index of the sole best seat, or -1 for a draw (or a one-player game). */
    static int winner(double[] payoffs) {
        if (payoffs.length < 2) {
            return -1;
        }
        int best = 0;
        boolean tie = false;
        for (int i = 1; i < payoffs.length; i++) {
            if (payoffs[i] > payoffs[best]) {
                best = i;
                tie = false;
            } else if (payoffs[i] == payoffs[best]) {
                tie = true;
            }
        }
        return tie ? -1 : best;
    }

    static String describe(List<String> seatNames, double[] payoffs) {
        if (payoffs.length == 1) {
            return "final score " + format(payoffs[0]);
        }
        int w = winner(payoffs);
        StringBuilder s = new StringBuilder(w < 0 ? "draw" : seatNames.get(w) + " wins");
        s.append(" (");
        for (int i = 0; i < payoffs.length; i++) {
            s.append(i == 0 ? "" : " - ").append(format(payoffs[i]));
        }
        return s.append(')').toString();
    }

    static String format(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
