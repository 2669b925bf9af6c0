package spindle.match;

import spindle.engine.SpindleException;

/** A game record that cannot be read or does not replay to what it claims. */
public class RecordException extends SpindleException {
    public RecordException(String message) {
        super(message);
    }
}
