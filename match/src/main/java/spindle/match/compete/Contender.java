package spindle.match.compete;

import spindle.ai.Agent;

/**
 * A named contender and who decides for it: an AI agent or a person at a terminal (an agent that reads input).
 *
 * @param guardTime  retire at the end of a round when the balance would not cover two more rounds as long as the
 *                   longest so far. Agents see the game but not the time bank, so without this an AI that keeps
 *                   scoring never retires and loses everything on time (rules 9.4.4); people watch their own clock.
 * @param roundLimit retire at the end of this round at the latest (0: no limit). An extended-game score never
 *                   decreases, so an agent that maximises it never chooses to retire: without a limit it plays until
 *                   its time guard stops it, thousands of rounds on the published allowance.
 */
public record Contender(String name, Agent agent, boolean guardTime, int roundLimit) {
    public Contender {
        if (roundLimit < 0) {
            throw new IllegalArgumentException("a round limit is positive, or 0 for none");
        }
    }

    /** A contender that decides every retirement itself. */
    public Contender(String name, Agent agent) {
        this(name, agent, false, 0);
    }

    /** A contender with or without the time guard and no round limit. */
    public Contender(String name, Agent agent, boolean guardTime) {
        this(name, agent, guardTime, 0);
    }
}
