package spindle.ai;

import java.util.Locale;

/** Named strength levels; {@link Levels} maps each to a budget per game and agent kind. */
public enum Level {
    EASY, MEDIUM, HARD, MAX;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
