package spindle.match.compete;

import spindle.ai.Agent;

/** A named contender and who decides for it: an AI agent or a person at a terminal (an agent that reads input). */
public record Contender(String name, Agent agent) {
}
