package spindle.match;

/** Reading a finished game's payoffs. */
public final class Payoffs {
    private Payoffs() {
    }

    /**
     * The seat whose payoff is strictly above every other seat's, or -1 when the top is shared (a draw) or the game
     * has fewer than two seats.
     */
    public static int soleWinner(double... payoffs) {
        if (payoffs.length < 2) {
            return -1;
        }
        int best = 0;
        boolean tie = false;
        for (int i = 1; i < payoffs.length; i++) {
            int c = Double.compare(payoffs[i], payoffs[best]);
            if (c > 0) {
                best = i;
                tie = false;
            } else if (c == 0) {
                tie = true;
            }
        }
        return tie ? -1 : best;
    }
}
