package spindle.engine.learn;

import spindle.engine.SpindleException;

/** A model file that cannot be read: the message names the file, the line and what is wrong. */
public final class ModelFormatException extends SpindleException {
    public ModelFormatException(String message) {
        super(message);
    }
}
