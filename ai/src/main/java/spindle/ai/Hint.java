package spindle.ai;

import java.util.Locale;

/**
 * A search's advice for the player to move: the best action, its text, the estimated payoff of that action for the
 * player to move (on the game's payoff scale; exact when {@code proven}), and how much search backs it.
 */
public record Hint(int action, String move, double value, boolean proven, long iterations, long millis) {
    /**
     * The value in words for the player who asked, in a game of {@code players} players: a proven value of a
     * two-player game (payoff 1 a win, 0.5 a draw, 0 a loss, as the solver assumes too) says what it means, since
     * "proven value 1.00" tells a newcomer nothing; any other value (an estimate, a solo game's score) is a number.
     */
    public String valueText(int players) {
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
        return String.format(Locale.ROOT, "%s value %.2f", proven ? "proven" : "estimated", value);
    }
}
