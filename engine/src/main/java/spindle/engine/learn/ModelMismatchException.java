package spindle.engine.learn;

import spindle.engine.SpindleException;

/** A model used for another game, variant or observation shape than it was trained for. */
public final class ModelMismatchException extends SpindleException {
    public ModelMismatchException(String message) {
        super(message);
    }
}
