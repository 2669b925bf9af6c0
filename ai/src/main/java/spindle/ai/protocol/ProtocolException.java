package spindle.ai.protocol;

import spindle.engine.SpindleException;

/** A line that is not a message of the engine protocol; the message says what was expected. */
public final class ProtocolException extends SpindleException {
    public ProtocolException(String message) {
        super(message);
    }
}
