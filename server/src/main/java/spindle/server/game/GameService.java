package spindle.server.game;

import static spindle.server.http.JsonBody.body;
import static spindle.server.http.JsonBody.longValue;
import static spindle.server.http.JsonBody.text;
import static spindle.server.http.JsonBody.variant;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.NotationException;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.server.http.ApiException;
import spindle.server.http.Tokens;
import spindle.server.limits.AiCaps;
import spindle.server.player.Player;
import spindle.server.player.PlayerApi;

/**
 * What the features above do with games besides playing them: make one from a creation body (the API's, a
 * challenge's, a seek's), give out a seat's secret link, list the open seats, and tell who sends a token. Every
 * change goes through {@link GameStore#update}, so a refused request changes nothing.
 */
public final class GameService {
    /** The most a client may ask an AI to slow down each move. */
    static final long MAX_PACE_MILLIS = 5_000;
    /** The most games {@code GET /api/games} and {@code GET /api/lobby} list (the newest). */
    public static final int LISTED = 100;

    private final GameStore store;
    private final PlayerApi players;
    private final AiCaps aiCaps;
    private final List<Consumer<String>> chatOff = new CopyOnWriteArrayList<>();
    private final Presence presence;
    private final boolean chosenSeeds;

    public GameService(GameStore store, PlayerApi players, AiCaps aiCaps, LongSupplier clockMillis,
                       boolean chosenSeeds) {
        this.chosenSeeds = chosenSeeds;
        this.presence = new Presence(clockMillis);
        this.store = store;
        this.players = players;
        this.aiCaps = aiCaps;
    }

    public GameStore store() {
        return store;
    }

    /** Which players are at their games' tables (on this server). */
    public Presence presence() {
        return presence;
    }

    /** The player whose key this is, or null without a key (401 for an unknown key). */
    public Player player(String key) {
        return players.player(key);
    }

    /** Tells {@code listener} the id of every game created without chat ({@code "chat": false}). */
    public void onChatOff(Consumer<String> listener) {
        chatOff.add(listener);
    }

    /** A stored new game and the token of each of its seats (null for a seat without one). */
    public record Created(Table table, List<String> tokens) {
    }

    /**
     * Makes and stores the game a creation body asks for (also a challenge's or a seek's, {@link ChallengeApi}).
     *
     * @param player the creator, whose {@code human} seats are theirs; or null
     * @param owners per seat the player it belongs to (a challenge's two players), or null
     */
    public Created create(JsonNode body, Player player, List<Seat.SeatPlayer> owners) {
        JsonNode chat = body.get("chat");
        if (chat != null && !chat.isBoolean()) {
            throw new ApiException(400, "\"chat\" is true (the default) or false (no chat in this game)");
        }
        boolean rated = RatedSeats.requested(body);
        Game game = Games.byId(text(body, "game", null));
        Variant variant = variant(game, body.get("variant"));
        JsonNode seatsNode = body.get("seats");
        if (seatsNode == null || !seatsNode.isArray()) {
            throw new VariantException("seats must be a list such as [\"human\", \"invite\", \"ai:random\"]");
        }
        List<Seat> seats = new ArrayList<>();
        List<String> tokens = new ArrayList<>();
        for (JsonNode s : seatsNode) {
            Seat seat = Seat.parse(s.asText());
            if (seat.isAi()) {
                aiCaps.check(seat.agent(), game); // refuses an unknown level or one over the caps now
            }
            if (seat.kind() == Seat.Kind.RECORD) {
                throw new VariantException("record seats come only from an imported record");
            }
            if (player != null && seat.kind() == Seat.Kind.HUMAN) {
                seat = seat.withPlayer(Seat.SeatPlayer.of(player)); // the creator's own seats (an invite is a friend's)
            }
            if (owners != null && seats.size() < owners.size() && owners.get(seats.size()) != null) {
                seat = seat.withPlayer(owners.get(seats.size()));
            }
            String token = seat.isPerson() && !seat.isOpen() ? Tokens.newToken() : null;
            tokens.add(token);
            seats.add(token == null ? seat : seat.withTokenHash(Tokens.hash(token)));
        }
        boolean tableDice = tableDice(body.get("dice"), seats, rated);
        if (rated && body.has("seed") && !chosenSeeds) {
            throw new ApiException(400, "a rated game's seed is drawn by the server, since it decides chance (who "
                    + "sets up first, the dice); it is shown when the game is over: leave out \"seed\"");
        }
        long seed = body.has("seed") ? longValue(body, "seed", Long.MIN_VALUE, Long.MAX_VALUE)
                : ThreadLocalRandom.current().nextLong();
        long pace = body.has("paceMillis") ? longValue(body, "paceMillis", 0, MAX_PACE_MILLIS) : 0;
        GameState start = startOf(game, variant, body.get("position"));
        if (rated && start.from() != null) {
            throw new ApiException(400, "a rated game starts from the start: leave out \"position\", or play it "
                    + "unrated");
        }
        Table made = Table.create(store.newId(), game, variant, seats, seed, pace, Clocks.parse(body.get("clock"),
                seats.size(), 0), start, tableDice ? Conduct.TABLE_DICE : Conduct.NONE);
        if (rated) {
            RatedSeats.checkClock(made.clock() != null);
            RatedSeats.checkCreation(game, variant, seats);
            made = made.with(Conduct.RATED);
        }
        Table table = made;
        store.add(table);
        if (chat != null && !chat.asBoolean()) {
            chatOff.forEach(listener -> listener.accept(table.id()));
        }
        return new Created(table, tokens);
    }

    /**
     * Whether {@code dice} asks for the table's own dice ({@code "table"}; {@code "server"}, the default, draws them
     * from the seed). People throwing real dice sit at one device, so every seat is {@code human}; and a rated
     * game's dice are the server's, which nobody at the table can choose.
     */
    private static boolean tableDice(JsonNode dice, List<Seat> seats, boolean rated) {
        if (dice == null || dice.isNull() || dice.isTextual() && dice.asText().equals("server")) {
            return false;
        }
        if (!dice.isTextual() || !dice.asText().equals("table")) {
            throw new ApiException(400, "\"dice\" is \"server\" (the server throws them, the default) or \"table\""
                    + " (the people at the table throw their own dice and enter each one)");
        }
        if (rated) {
            throw new ApiException(400, "a rated game is played with the server's dice, not the table's: leave out"
                    + " \"dice\" or play it unrated");
        }
        for (Seat seat : seats) {
            if (seat.kind() != Seat.Kind.HUMAN) {
                throw new ApiException(400, "the table's dice are for people around one device: every seat is"
                        + " \"human\", not \"" + seat.spec() + "\"");
            }
        }
        return true;
    }

    /** The variant's start, or the position that {@code position} (a position text, docs/positions.md) sets up. */
    private static GameState startOf(Game game, Variant variant, JsonNode position) {
        if (position == null || position.isNull()) {
            return GameState.start(game, variant);
        }
        if (!position.isTextual()) {
            throw new ApiException(400, "\"position\" is a position text (docs/positions.md), e.g. the \"position\" "
                    + "of a game's view");
        }
        return startAt(game, variant, position.asText(), "\"position\"");
    }

    /**
     * The variant's start when {@code position} is null, else the position that text sets up
     * ({@code docs/positions.md}); text that is no position of the variant is a 400 whose message starts with
     * {@code part} and names what is wrong. For every request that takes a position.
     */
    public static GameState startAt(Game game, Variant variant, String position, String part) {
        if (position == null) {
            return GameState.start(game, variant);
        }
        try {
            return GameState.from(game, variant, position);
        } catch (UnsupportedOperationException e) {
            throw new ApiException(400, e.getMessage());
        } catch (NotationException e) {
            throw new ApiException(400, part + ": " + e.getMessage());
        }
    }

    /** A seat's secret: its token and the link that carries it (given only to whoever gets the seat). */
    public static Map<String, Object> link(Table table, int seat, String token) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seat", seat);
        m.put("kind", table.seats().get(seat).spec());
        m.put("token", token);
        m.put("link", "/game/" + table.id() + "?seat=" + seat + "#token=" + token);
        return m;
    }

    /** The lobby's games, as {@code GET /api/lobby} and the lobby's WebSocket list them. */
    public List<Map<String, Object>> lobbyGames() {
        List<Map<String, Object>> games = new ArrayList<>();
        for (GameStore.Summary t : store.lobby(LISTED)) {
            Map<String, Object> g = summary(t);
            g.put("name", t.game().name());
            g.put("variant", t.variant().textValues());
            g.put("openSeats", t.openSeats());
            games.add(g);
        }
        return games;
    }

    static Map<String, Object> summary(GameStore.Summary t) {
        Map<String, Object> g = new LinkedHashMap<>();
        g.put("id", t.id());
        g.put("game", t.game().id());
        g.put("seats", t.seats().stream().map(Seat::spec).toList());
        g.put("players", t.seats().stream().map(GameView::player).toList());
        g.put("ply", t.ply());
        g.put("over", t.over());
        g.put("created", t.created().toString());
        return g;
    }

    /**
     * The identified player who sends {@code token} to move in game {@code id}: null when the token is a seat's
     * token of that game (the usual case, looked at first), absent, or no player's key. A bot moves with its player
     * key, which stands for the token of every seat the player holds.
     */
    public Player mover(String id, String token) {
        if (token == null) {
            return null;
        }
        Table table = store.find(id).orElse(null);
        if (table == null || table.seatOf(token) >= 0) {
            return null;
        }
        return players.byKey(token).orElse(null);
    }
}
