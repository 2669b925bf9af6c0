package spindle.engine;

/**
 * Action codes to human text and back, in the context of a position (the same code can read differently as a game
 * goes on). Text is the only form of an action that leaves the process.
 */
public interface Notation {

    /** The canonical text of {@code action} in {@code position}. Chance outcomes have text too. */
    String format(Position position, int action);

    /**
     * The action that {@code text} names in {@code position}. Never returns an invalid code: text that names
     * nothing throws {@link NotationException} with a message a player can act on. Text that names a real action
     * which is not legal now is returned; legality is checked by the caller ({@link GameState#apply(String)}).
     */
    int parse(Position position, String text);
}
