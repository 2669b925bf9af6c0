package spindle.ai;

import spindle.engine.SpindleException;

/**
 * An agent could not give a legal move: an outside engine crashed, timed out, answered garbage or an illegal move.
 * The referee ends the game as a forfeit of that seat with {@link #reason()} recorded, and a tournament goes on.
 */
public final class AgentFailure extends SpindleException {
    private final String reason;

    public AgentFailure(String agent, String reason) {
        super(agent + " forfeits: " + reason);
        this.reason = reason;
    }

    /** Why, in a few words for the record, e.g. {@code engine timed out}. */
    public String reason() {
        return reason;
    }
}
