package spindle.match.compete;

import spindle.ai.Agent;

/**
 * A named contender and who decides for it: an AI agent or a person at a terminal (an agent that reads input).
 *
 * @param guardTime retire at the end of a round when the balance would not cover two more rounds as long as the
 *                  longest so far. Agents see the game but not the time bank, so without this an AI that keeps
 *                  scoring never retires and loses everything on time (rules 9.4.4); people watch their own clock.
 */
public record Contender(String name, Agent agent, boolean guardTime) {
    /** A contender that decides every retirement itself. */
    public Contender(String name, Agent agent) {
        this(name, agent, false);
    }
}
