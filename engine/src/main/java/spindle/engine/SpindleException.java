package spindle.engine;

/** Base of Spindle's specific exceptions; the message is written for the person who caused it. */
public class SpindleException extends RuntimeException {
    public SpindleException(String message) {
        super(message);
    }
}
