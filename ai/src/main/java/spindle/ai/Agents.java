package spindle.ai;

import java.util.Locale;
import spindle.engine.Game;
import spindle.engine.VariantException;

/** Builds agents from text specs, as typed on the command line ({@code --vs random}) or chosen in the browser. */
public final class Agents {
    private Agents() {
    }

    /** The agent a spec names for {@code game}; throws {@link VariantException} listing the known specs. */
    public static Agent create(String spec, Game game) {
        String s = spec.trim().toLowerCase(Locale.ROOT);
        if (s.equals("random")) {
            return new RandomAgent();
        }
        throw new VariantException("unknown agent '" + spec + "'; known: random");
    }
}
