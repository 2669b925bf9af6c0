package spindle.ai.solve;

import java.util.Locale;
import java.util.function.Function;
import spindle.engine.Game;
import spindle.engine.Position;
import spindle.engine.Variant;

/** Words for solutions: who wins, named as the game's board names the winner ("Warp"), else by seat name. */
public final class SolvedText {
    private SolvedText() {
    }

    /**
     * Names the winner of a finished position: the {@code winner} entry of {@link Game#describe} when it names one
     * (the side, in games where seats and sides differ as after a swap), else the winning seat's name.
     */
    public static Function<Position, String> namer(Game game, Variant variant) {
        return p -> {
            Object w = game.describe(p).get("winner");
            if (w instanceof String side && !side.isBlank() && !side.equals("none")) {
                return side.substring(0, 1).toUpperCase(Locale.ROOT) + side.substring(1);
            }
            for (int seat = 0; seat < p.players(); seat++) {
                if (p.payoff(seat) == 1) {
                    return game.playerNames(variant).get(seat);
                }
            }
            return "nobody";
        };
    }
}
