package spindle.engine;

/** A variant parameter that is unknown or out of range; the message names the parameter and its allowed values. */
public class VariantException extends SpindleException {
    public VariantException(String message) {
        super(message);
    }
}
