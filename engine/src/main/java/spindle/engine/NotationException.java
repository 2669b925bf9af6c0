package spindle.engine;

/** Text that does not name an action of the game; the message says what was expected. */
public class NotationException extends SpindleException {
    public NotationException(String message) {
        super(message);
    }
}
