package spindle.cli;

import java.util.List;
import spindle.match.Payoffs;

/** Human text for a finished game's payoffs. */
final class Outcome {
    private Outcome() {
    }

    static String describe(List<String> seatNames, double[] payoffs) {
        if (payoffs.length == 1) {
            return "final score " + format(payoffs[0]);
        }
        int w = Payoffs.soleWinner(payoffs);
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
