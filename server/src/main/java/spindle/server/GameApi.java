package spindle.server;

import static spindle.server.JsonBody.body;
import static spindle.server.JsonBody.longValue;
import static spindle.server.JsonBody.optionalText;
import static spindle.server.JsonBody.parseInt;
import static spindle.server.JsonBody.text;
import static spindle.server.JsonBody.variant;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.ai.solve.Solutions;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.server.limits.Gate;
import spindle.server.players.Player;

/**
 * The JSON API that the browser UI uses (documented in README.md): the catalogue of games, creating a game,
 * reading its state (live or at any ply), posting a move (with the seat's token), undo, a hint, the game record
 * and importing one, the lobby of open seats and taking one. Every change goes
 * through {@link GameStore#update}, so a refused request changes nothing.
 */
final class GameApi {
    /** The most a client may ask an AI to slow down each move. */
    static final long MAX_PACE_MILLIS = 5_000;
    /** The most games {@code GET /api/games} and {@code GET /api/lobby} list (the newest). */
    static final int LISTED = 100;

    private final GameStore store;
    private final long hintMillis;
    private final Gate gate;

    GameApi(GameStore store, long hintMillis, Gate gate) {
        this.store = store;
        this.hintMillis = hintMillis;
        this.gate = gate;
    }

    void catalog(Context ctx) {
        ctx.json(Map.of("games", Catalog.games()));
    }

    /** The seats of a variant given as query parameters; a 400 explains a bad variant before a game is made. */
    void variantSeats(Context ctx) {
        Game game = Games.byId(ctx.pathParam("game"));
        Map<String, String> values = new LinkedHashMap<>();
        ctx.queryParamMap().forEach((k, v) -> values.put(k, v.isEmpty() ? "" : v.get(0)));
        ctx.json(Catalog.seats(game, Variant.of(game, values)));
    }

    void create(Context ctx) {
        JsonNode body = body(ctx, "game", "variant", "seats", "seed", "paceMillis", "clock", "player", "chat",
                "rated");
        Player player = PlayerApi.player(store.players(), optionalText(body, "player"));
        Created made = create(body, player, null);
        Table table = made.table();
        List<String> tokens = made.tokens();
        Map<String, Object> reply = GameView.live(store.get(table.id())); // read back: the clock as of now
        List<Map<String, Object>> links = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i) != null) {
                links.add(link(table, i, tokens.get(i)));
            }
        }
        reply.put("tokens", links);
        reply.put("watch", "/game/" + table.id());
        ctx.status(201).header("Location", "/api/games/" + table.id()).json(reply);
    }

    /** A stored new game and the token of each of its seats (null for a seat without one). */
    record Created(Table table, List<String> tokens) {
    }

    /**
     * Makes and stores the game a creation body asks for (also a challenge's or a seek's, {@link ChallengeApi}).
     *
     * @param player the creator, whose {@code human} seats are theirs; or null
     * @param owners per seat the player it belongs to (a challenge's two players), or null
     */
    Created create(JsonNode body, Player player, List<Seat.SeatPlayer> owners) {
        JsonNode chat = body.get("chat");
        if (chat != null && !chat.isBoolean()) {
            throw new ApiException(400, "\"chat\" is true (the default) or false (no chat in this game)");
        }
        boolean rated = RatedGames.requested(body);
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
                gate.ai().check(seat.agent(), game); // refuses an unknown level or one over the caps now
            }
            if (seat.kind() == Seat.Kind.RECORD) {
                throw new VariantException("record seats come only from an imported record");
            }
            if (player != null && seat.kind() == Seat.Kind.HUMAN) {
                seat = seat.withPlayer(player.asSeatPlayer()); // the creator's own seats (an invite is a friend's)
            }
            if (owners != null && seats.size() < owners.size() && owners.get(seats.size()) != null) {
                seat = seat.withPlayer(owners.get(seats.size()));
            }
            String token = seat.isPerson() && !seat.isOpen() ? Tokens.newToken() : null;
            tokens.add(token);
            seats.add(token == null ? seat : seat.withTokenHash(Tokens.hash(token)));
        }
        long seed = body.has("seed") ? longValue(body, "seed", Long.MIN_VALUE, Long.MAX_VALUE)
                : ThreadLocalRandom.current().nextLong();
        long pace = body.has("paceMillis") ? longValue(body, "paceMillis", 0, MAX_PACE_MILLIS) : 0;
        Table table = Table.create(store.newId(), game, variant, seats, seed, pace,
                Clocks.parse(body.get("clock"), seats.size(), 0));
        if (rated) {
            RatedGames.checkCreation(game, variant, seats);
            table = table.with(Conduct.RATED);
        }
        store.add(table);
        if (chat != null && !chat.asBoolean()) {
            store.chat().disable(table.id());
        }
        return new Created(table, tokens);
    }

    /** A seat's secret: its token and the link that carries it (given only to whoever gets the seat). */
    static Map<String, Object> link(Table table, int seat, String token) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seat", seat);
        m.put("kind", table.seats().get(seat).spec());
        m.put("token", token);
        m.put("link", "/game/" + table.id() + "?seat=" + seat + "#token=" + token);
        return m;
    }

    /** Takes an open seat from the lobby: the first to ask gets its token. */
    void join(Context ctx) {
        int seat = parseInt("seat", ctx.pathParam("seat"));
        // a body is optional: {"player": "<key>"} makes the seat that player's
        Player player = ctx.body().isBlank() ? null
                : PlayerApi.player(store.players(), optionalText(body(ctx, "player"), "player"));
        String token = Tokens.newToken();
        Table table = store.update(ctx.pathParam("id"), t -> {
            if (seat < 0 || seat >= t.seats().size()) {
                throw ApiException.notFound("no seat " + seat + " in game " + t.id());
            }
            if (!t.seats().get(seat).isOpen()) {
                throw ApiException.conflict("seat " + (seat + 1) + " is not open: someone has taken it");
            }
            if (t.over()) {
                throw ApiException.conflict("the game is over");
            }
            RatedGames.checkTaker(t, seat, player);
            Seat taken = t.seats().get(seat).withTokenHash(Tokens.hash(token));
            return t.withSeat(seat, player == null ? taken : taken.withPlayer(player.asSeatPlayer()));
        });
        ctx.json(link(table, seat, token));
    }

    /**
     * Makes a seat its token holder's as a player ({@code {"token", "player"}}): whoever got an invite link names
     * themselves, so the game is in their list and counts for them. A seat that belongs to a player stays theirs.
     */
    void claim(Context ctx) {
        int seat = parseInt("seat", ctx.pathParam("seat"));
        JsonNode body = body(ctx, "token", "player");
        String token = text(body, "token", null);
        Player player = PlayerApi.player(store.players(), text(body, "player", null));
        Table table = store.update(ctx.pathParam("id"), t -> {
            if (seat < 0 || seat >= t.seats().size()) {
                throw ApiException.notFound("no seat " + seat + " in game " + t.id());
            }
            Seat s = t.seats().get(seat);
            if (!s.holds(token)) {
                throw new ApiException(403, "this token is not seat " + (seat + 1) + "'s");
            }
            if (player.id().equals(s.playerId())) {
                return t;
            }
            if (s.player() != null) {
                throw ApiException.conflict("seat " + (seat + 1) + " already belongs to " + s.player().name());
            }
            RatedGames.checkTaker(t, seat, player);
            return t.withSeat(seat, s.withPlayer(player.asSeatPlayer()));
        });
        ctx.json(GameView.live(table));
    }

    /** Games with a seat anyone may take, newest first: at most {@link #LISTED}. */
    void lobby(Context ctx) {
        ctx.json(Map.of("games", lobbyGames()));
    }

    /** The lobby's games, as {@code GET /api/lobby} and the lobby's WebSocket ({@link LobbyHub}) list them. */
    List<Map<String, Object>> lobbyGames() {
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

    private static Map<String, Object> summary(GameStore.Summary t) {
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

    /** The newest games, at most {@link #LISTED}: a listing that does not grow with the number of stored games. */
    void list(Context ctx) {
        List<Map<String, Object>> games = new ArrayList<>();
        for (GameStore.Summary t : store.recent(LISTED)) {
            games.add(summary(t));
        }
        ctx.json(Map.of("games", games));
    }

    void state(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        String ply = ctx.queryParam("ply");
        ctx.json(ply == null ? GameView.live(table) : GameView.at(table, parseInt("ply", ply)));
    }

    /**
     * A move for the seat whose token the request carries, at the ply the client saw: a replayed or stale request
     * names a ply the game has left, and is refused with nothing changed.
     */
    void move(Context ctx) {
        JsonNode body = body(ctx, "move", "ply", "token");
        String move = text(body, "move", null);
        String given = optionalText(body, "token");
        String token = given != null ? given : Gate.bearer(ctx); // a bot sends its player key as a bearer
        if (!body.has("ply")) {
            throw new ApiException(400, "the request needs \"ply\": the ply of the game the move was chosen at");
        }
        int expected = (int) longValue(body, "ply", 0, Integer.MAX_VALUE);
        Player bot = BotApi.mover(store, ctx.pathParam("id"), token);
        Table table = store.update(ctx.pathParam("id"), t -> {
            if (expected != t.state().ply()) {
                throw ApiException.conflict("the game has moved on to ply " + t.state().ply()
                        + " since ply " + expected + "; reload to see it");
            }
            return bot != null ? t.playAs(move, bot.id()) : t.play(move, token);
        });
        ctx.json(GameView.live(table));
    }

    void undo(Context ctx) {
        String token = optionalText(body(ctx, "token"), "token");
        Table table = store.update(ctx.pathParam("id"), t -> t.undo(token));
        ctx.json(GameView.live(table));
    }

    void resign(Context ctx) {
        String token = optionalText(body(ctx, "token"), "token");
        ctx.json(GameView.live(store.update(ctx.pathParam("id"), t -> TableActions.resign(t, token))));
    }

    void draw(Context ctx) {
        JsonNode body = body(ctx, "token", "action");
        String token = optionalText(body, "token");
        String action = text(body, "action", null);
        ctx.json(GameView.live(store.update(ctx.pathParam("id"), t -> TableActions.draw(t, token, action))));
    }

    /**
     * Asks for a rematch of a finished two-player game: against an AI, or when the other player has asked too, the
     * new game is made (201, with the caller's token for it); else the request is the offer (202). Asked again
     * once the rematch exists, it answers with the caller's token for it again.
     */
    void rematch(Context ctx) {
        JsonNode body = body(ctx, "token", "action");
        String token = optionalText(body, "token");
        String action = optionalText(body, "action");
        String oldId = ctx.pathParam("id");
        Table old = store.get(oldId);
        int seat = TableActions.rematchSeat(old, token);
        if ("decline".equals(action)) {
            ctx.json(GameView.live(store.update(oldId, t -> TableActions.declineRematch(t, seat))));
            return;
        }
        if (action != null && !action.equals("offer") && !action.equals("accept")) {
            throw new ApiException(400, "\"action\" is offer, accept or decline, not '" + action + "'");
        }
        Conduct c = old.conduct();
        if (c.rematchGame() != null) {
            rematchMade(ctx, old, seat, store.get(c.rematchGame()), token);
            return;
        }
        boolean answer = c.rematchOffer() == 1 - seat;
        if (!answer && old.seats().get(1 - seat).isPerson()) {
            String id = store.newId();
            Table offered = store.update(oldId, t -> {
                int s = TableActions.rematchSeat(t, token);
                Conduct now = t.conduct();
                if (now.rematchGame() != null || now.rematchOffer() == 1 - s) {
                    throw ApiException.conflict("your opponent has just answered; ask again to see the rematch");
                }
                return now.rematchOffer() == s ? t : t.with(now.withRematchOffer(s, id,
                        Tokens.hash(TableActions.rematchToken(token, id))));
            });
            ctx.status(202).json(GameView.live(offered));
            return;
        }
        String id = answer ? c.rematchId() : store.newId();
        String[] hashes = new String[2];
        hashes[seat] = Tokens.hash(TableActions.rematchToken(token, id));
        hashes[1 - seat] = answer ? c.rematchHash() : "";
        Table fresh = TableActions.rematch(old, id, hashes);
        try {
            store.add(fresh);
        } catch (IllegalStateException e) {
            fresh = store.get(id); // both asked at once: the other request made it
        }
        store.update(oldId, t -> t.conduct().rematchGame() != null ? t : t.with(t.conduct().withRematchGame(id)));
        rematchMade(ctx, old, seat, fresh, token);
    }

    private static void rematchMade(Context ctx, Table old, int seat, Table fresh, String token) {
        Map<String, Object> reply = GameView.live(fresh);
        int newSeat = TableActions.newSeats(old)[seat];
        Map<String, Object> mine = link(fresh, newSeat, TableActions.rematchToken(token, fresh.id()));
        reply.put("token", mine);
        reply.put("tokens", List.of(mine));
        reply.put("watch", "/game/" + fresh.id());
        ctx.status(201).header("Location", "/api/games/" + fresh.id()).json(reply);
    }

    /**
     * A suggested move for the person to move, from the AI's hint search, with its estimated value. Needs a token of
     * the game; only {@link spindle.server.limits.Limits#hintsAtOnce()} searches run at once.
     */
    void hint(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        Gate.requireSeat(ctx, table, "a hint");
        if (table.over()) {
            throw ApiException.conflict("the game is over");
        }
        if (table.aiToMove()) {
            throw ApiException.conflict("the AI is to move");
        }
        if (table.online()) {
            throw ApiException.conflict("no hints in a game against people elsewhere");
        }
        Gate.Slot slot = gate.hint();
        Hint hint;
        Optional<Solutions.Solved> solved;
        try {
            solved = Solutions.lookup(table.state(), Solutions.HINT_NODES);
            hint = solved.isPresent() ? null
                    : Agents.hint(table.state(), new Budget(hintMillis, 0, 1, table.seed() + table.state().ply()));
        } finally {
            slot.close();
        }
        Map<String, Object> h = new LinkedHashMap<>();
        if (solved.isPresent()) {
            // a solved position: the solver's move (the fastest win, or the longest defence) and its exact value
            h.put("move", solved.get().move());
            h.put("value", solved.get().winnerSeat() == table.state().toMove() ? 1.0 : 0.0);
            h.put("proven", true);
            h.put("by", "solver");
            h.put("solved", solved.get().json());
            h.put("text", solved.get().text());
        } else {
            h.put("move", hint.move());
            h.put("value", hint.value());
            h.put("proven", hint.proven());
            h.put("by", "mcts");
            h.put("text", hint.valueText(table.state().view().players()));
        }
        h.put("ply", table.state().ply());
        ctx.json(h);
    }

    /** The game record (the one format of {@link GameRecord}); {@code ?download} makes the browser save it. */
    void record(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        if (ctx.queryParam("download") != null) {
            ctx.header("Content-Disposition", "attachment; filename=\"spindle-" + table.game().id() + "-"
                    + table.id() + ".json\"");
        }
        ctx.contentType("application/json").result(GameRecords.toJson(Records.of(table)));
    }

    /**
     * Imports a record: every action is validated by replaying it (a tampered record is refused with the first bad
     * ply named); the game is then hosted with nobody at its seats, for the replay view.
     */
    void importRecord(Context ctx) {
        body(ctx); // a record is an object: "null" or a list is refused here with the rest of the API's words
        GameRecord record = GameRecords.fromJson(ctx.body());
        Table table = Records.table(store.newId(), record);
        store.add(table);
        ctx.status(201).header("Location", "/api/games/" + table.id()).json(GameView.live(table));
    }
}
