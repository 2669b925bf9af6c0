package spindle.server;

import java.util.Locale;
import spindle.engine.VariantException;

/**
 * Who plays one seat of a hosted game: a person at this browser ({@code human}) or an AI agent ({@code ai:<spec>},
 * for example {@code ai:random}). Written and read as that text in the JSON API.
 */
public record Seat(Kind kind, String agent) {

    /** How a seat is played. */
    public enum Kind { HUMAN, AI }

    public Seat {
        if (kind == Kind.AI && (agent == null || agent.isBlank())) {
            throw new VariantException("an AI seat needs an agent, for example ai:random");
        }
        if (kind == Kind.HUMAN) {
            agent = "";
        }
    }

    public static Seat human() {
        return new Seat(Kind.HUMAN, "");
    }

    public static Seat ai(String agent) {
        return new Seat(Kind.AI, agent);
    }

    /** Parses {@code human} (or {@code browser}), {@code ai:<agent spec>}; an invitation is refused for now. */
    public static Seat parse(String text) {
        String t = text == null ? "" : text.trim();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.equals("human") || lower.equals("browser")) {
            return human();
        }
        if (lower.startsWith("ai:")) {
            return ai(lower.substring(3).trim());
        }
        if (lower.equals("invite")) {
            throw new VariantException("inviting a person needs online play, which this server does not offer yet;"
                    + " choose human (this browser) or an AI level");
        }
        throw new VariantException("a seat is 'human' or 'ai:<level>' (for example ai:random), not '" + t + "'");
    }

    public boolean isHuman() {
        return kind == Kind.HUMAN;
    }

    /** The text {@link #parse(String)} reads back. */
    public String spec() {
        return isHuman() ? "human" : "ai:" + agent;
    }
}
