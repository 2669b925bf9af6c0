package spindle.server.game;

import java.util.Locale;
import spindle.engine.VariantException;
import spindle.server.http.Tokens;
import spindle.server.player.Player;

/**
 * Who plays one seat of a hosted game, written and read as text in the JSON API:
 * <ul>
 *   <li>{@code human}: a person at the creator's browser (hot-seat);</li>
 *   <li>{@code ai:<spec>}: an AI agent, for example {@code ai:random};</li>
 *   <li>{@code invite}: a person elsewhere, who gets the seat's link from the creator;</li>
 *   <li>{@code open}: a person elsewhere who takes the seat from the lobby (first come);</li>
 *   <li>{@code record}: a player of an imported record, whom nobody plays (shown by the recorded name).</li>
 * </ul>
 * Every seat a person plays holds the hash of its secret token ({@link Tokens}); an open seat holds none until it
 * is taken. The hash, never the token, is what the server keeps.
 *
 * @param agent the AI spec of an AI seat, the recorded name of a record seat, else empty
 * @param tokenHash the seat's token hash, empty while nobody holds the seat (AI, record, open and not yet taken)
 * @param player the identified player ({@code spindle.server.players}) who holds a person's seat, else null: a seat
 *               created or taken with a player key belongs to that player (names never change, so the seat keeps
 *               the name too and a view needs no lookup)
 */
public record Seat(Kind kind, String agent, String tokenHash, SeatPlayer player) {

    /** Who holds a seat: a player's public id, name, and whether the player is a bot (labelled as one). */
    public record SeatPlayer(String id, String name, boolean bot) {
        /** The player as a seat keeps them. */
        public static SeatPlayer of(Player player) {
            return new SeatPlayer(player.id(), player.name(), player.bot());
        }
    }

    /** How a seat is played. */
    public enum Kind { HUMAN, AI, INVITE, OPEN, RECORD }

    public Seat {
        if (kind == Kind.AI && (agent == null || agent.isBlank())) {
            throw new VariantException("an AI seat needs an agent, for example ai:random");
        }
        agent = kind == Kind.AI || kind == Kind.RECORD ? agent : "";
        tokenHash = tokenHash == null ? "" : tokenHash;
        if (player != null && !(kind == Kind.HUMAN || kind == Kind.INVITE || kind == Kind.OPEN)) {
            throw new IllegalArgumentException("only a person's seat belongs to a player");
        }
    }

    public Seat(Kind kind, String agent, String tokenHash) {
        this(kind, agent, tokenHash, null);
    }

    public static Seat human() {
        return new Seat(Kind.HUMAN, "", "");
    }

    public static Seat ai(String agent) {
        return new Seat(Kind.AI, agent, "");
    }

    /** Parses a seat kind as the API and the database write it ({@link #spec()}); the seat holds no token yet. */
    public static Seat parse(String text) {
        String t = text == null ? "" : text.trim();
        String lower = t.toLowerCase(Locale.ROOT);
        switch (lower) {
            case "human", "browser" -> {
                return human();
            }
            case "invite" -> {
                return new Seat(Kind.INVITE, "", "");
            }
            case "open" -> {
                return new Seat(Kind.OPEN, "", "");
            }
            default -> {
                if (lower.startsWith("ai:")) {
                    return ai(lower.substring(3).trim());
                }
                if (lower.startsWith("record:")) {
                    return new Seat(Kind.RECORD, t.substring(7), "");
                }
                throw new VariantException("a seat is 'human' (this browser), 'invite' (a link for a person),"
                        + " 'open' (anyone from the lobby) or 'ai:<level>' (for example ai:random), not '" + t + "'");
            }
        }
    }

    /** Whether a person plays this seat (here or elsewhere), so moves for it need its token. */
    public boolean isPerson() {
        return kind == Kind.HUMAN || kind == Kind.INVITE || kind == Kind.OPEN;
    }

    /** Whether an AI plays this seat. */
    public boolean isAi() {
        return kind == Kind.AI;
    }

    /** Whether a person at another browser plays this seat (so the game is played online). */
    public boolean isRemote() {
        return kind == Kind.INVITE || kind == Kind.OPEN;
    }

    /** Whether this is an open seat nobody has taken yet. */
    public boolean isOpen() {
        return kind == Kind.OPEN && tokenHash.isEmpty();
    }

    /** This seat held by the token with this hash. */
    public Seat withTokenHash(String hash) {
        return new Seat(kind, agent, hash, player);
    }

    /** This seat belonging to {@code player} (null: to nobody identified). */
    public Seat withPlayer(SeatPlayer player) {
        return new Seat(kind, agent, tokenHash, player);
    }

    /** The id of the player who holds this seat, or null. */
    public String playerId() {
        return player == null ? null : player.id();
    }

    /** Whether {@code token} is this seat's token (compared in constant time). */
    public boolean holds(String token) {
        return !tokenHash.isEmpty() && token != null && Tokens.matches(token, tokenHash);
    }

    /** The text {@link #parse(String)} reads back. */
    public String spec() {
        return switch (kind) {
            case HUMAN -> "human";
            case AI -> "ai:" + agent;
            case INVITE -> "invite";
            case OPEN -> "open";
            case RECORD -> "record:" + agent;
        };
    }
}
