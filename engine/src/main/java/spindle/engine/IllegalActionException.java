package spindle.engine;

/** An action or move that is not legal in the position it was applied to. */
public class IllegalActionException extends SpindleException {
    public IllegalActionException(String message) {
        super(message);
    }
}
