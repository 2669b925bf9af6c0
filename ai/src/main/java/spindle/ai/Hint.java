package spindle.ai;

import java.util.List;
import java.util.Locale;

/**
 * A search's advice for the player to move: the best action, its text, the estimated payoff of that action for the
 * player to move (on the game's payoff scale; exact when {@code proven}), and how much search backs it;
 * {@code ranked}: where the search keeps them, its root moves best first (the hint's move first).
 */
public record Hint(int action, String move, double value, boolean proven, long iterations, long millis,
                   List<Candidate> ranked) {

    /** A hint without a ranking of the other moves (a search that keeps none, or nothing to choose). */
    public Hint(int action, String move, double value, boolean proven, long iterations, long millis) {
        this(action, move, value, proven, iterations, millis, List.of());
    }

    /**
     * One root move as the search saw it: its value for the player to move (exact when {@code proven}; NaN when
     * never visited) and how many iterations went through it.
     */
    public record Candidate(int action, String move, double value, boolean proven, long visits) {
    }

    /**
     * The value in words for the player who asked, in a game of {@code players} players: a proven value of a
     * two-player game (payoff 1 a win, 0.5 a draw, 0 a loss, as the solver assumes too) says what it means, since
     * "proven value 1.00" tells a newcomer nothing; any other value (an estimate, a solo game's score) is a number.
     */
    public String valueText(int players) {
        return valueText(value, proven, players);
    }

    /** A value for the player to move in words, as {@link #valueText(int)} says. */
    public static String valueText(double value, boolean proven, int players) {
        if (proven && players == 2) {
            if (value >= 1) {
                return "a forced win";
            }
            if (value <= 0) {
                return "lost whatever you play; this move holds out longest";
            }
            if (value == 0.5) {
                return "a forced draw";
            }
        }
        if (Double.isNaN(value)) {
            return "not searched";
        }
        return String.format(Locale.ROOT, "%s value %.2f", proven ? "proven" : "estimated", value);
    }
}
