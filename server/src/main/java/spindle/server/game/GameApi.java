package spindle.server.game;

import static spindle.server.http.JsonBody.body;
import static spindle.server.http.JsonBody.optionalText;
import static spindle.server.http.JsonBody.parseInt;
import static spindle.server.http.JsonBody.text;
import static spindle.server.http.JsonBody.variant;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.server.http.ApiException;
import spindle.server.http.Tokens;
import spindle.server.player.Player;
import spindle.server.player.PlayerApi;
import spindle.webengine.view.Catalog;

/**
 * The JSON API of hosted games: the catalogue, creating a game, reading its state (live or at any ply), taking or
 * claiming a seat, the listings (newest games, open seats, a player's games), the record and importing one.
 */
final class GameApi {
    private final GameService games;
    private final GameStore store;
    private final PlayerApi players;

    GameApi(GameService games, PlayerApi players) {
        this.games = games;
        this.store = games.store();
        this.players = players;
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
                "rated", "position", "dice");
        Player player = players.player(optionalText(body, "player"));
        GameService.Created made = games.create(body, player, null);
        Table table = made.table();
        List<String> tokens = made.tokens();
        Map<String, Object> reply = GameView.live(store.get(table.id())); // read back: the clock as of now
        List<Map<String, Object>> links = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i) != null) {
                links.add(GameService.link(table, i, tokens.get(i)));
            }
        }
        reply.put("tokens", links);
        reply.put("watch", "/game/" + table.id());
        ctx.status(201).header("Location", "/api/games/" + table.id()).json(reply);
    }

    /** Takes an open seat from the lobby: the first to ask gets its token. */
    void join(Context ctx) {
        int seat = parseInt("seat", ctx.pathParam("seat"));
        // a body is optional: {"player": "<key>"} makes the seat that player's
        Player player = ctx.body().isBlank() ? null
                : players.player(optionalText(body(ctx, "player"), "player"));
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
            RatedSeats.checkTaker(t, seat, player);
            Seat taken = t.seats().get(seat).withTokenHash(Tokens.hash(token));
            return t.withSeat(seat, player == null ? taken : taken.withPlayer(Seat.SeatPlayer.of(player)));
        });
        ctx.json(GameService.link(table, seat, token));
    }

    /**
     * Takes a seat with its link's token ({@code {"token", "player"?}}): the seat gets a new token, which only the
     * claimant receives, so whoever else held the link (the creator of an invite) can no longer act for it. With a
     * player key the seat becomes that player's, so the game is in their list and counts for them; a seat that
     * belongs to another player stays theirs.
     */
    void claim(Context ctx) {
        int seat = parseInt("seat", ctx.pathParam("seat"));
        JsonNode body = body(ctx, "token", "player");
        String token = text(body, "token", null);
        Player player = players.player(optionalText(body, "player"));
        String fresh = Tokens.newToken();
        Table table = store.update(ctx.pathParam("id"), t -> {
            if (seat < 0 || seat >= t.seats().size()) {
                throw ApiException.notFound("no seat " + seat + " in game " + t.id());
            }
            Seat s = t.seats().get(seat);
            if (!s.holds(token)) {
                throw new ApiException(403, "this token is not seat " + (seat + 1) + "'s (an invite link stops"
                        + " working once its seat has been taken with it)");
            }
            if (s.player() != null && (player == null || !player.id().equals(s.playerId()))) {
                throw ApiException.conflict("seat " + (seat + 1) + " already belongs to " + s.player().name());
            }
            if (player == null) {
                RatedSeats.checkTaker(t, seat, null);
                return t.withSeat(seat, s.withTokenHash(Tokens.hash(fresh)));
            }
            RatedSeats.checkTaker(t, seat, player);
            return t.withSeat(seat, s.withPlayer(Seat.SeatPlayer.of(player)).withTokenHash(Tokens.hash(fresh)));
        });
        Map<String, Object> reply = GameView.live(table);
        reply.put("token", GameService.link(table, seat, fresh));
        ctx.json(reply);
    }

    /** Games with a seat anyone may take, newest first: at most {@link GameService#LISTED}. */
    void lobby(Context ctx) {
        ctx.json(Map.of("games", games.lobbyGames()));
    }

    /**
     * The newest games, at most {@link GameService#LISTED}: a listing that does not grow with the number of stored
     * games.
     */
    void list(Context ctx) {
        List<Map<String, Object>> listed = new ArrayList<>();
        for (GameStore.Summary t : store.recent(GameService.LISTED)) {
            listed.add(GameService.summary(t));
        }
        ctx.json(Map.of("games", listed));
    }

    void state(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        String ply = ctx.queryParam("ply");
        ctx.json(ply == null ? GameView.live(table) : GameView.at(table, parseInt("ply", ply)));
    }

    /** The game record (the one format of {@link GameRecord}); {@code ?download} makes the browser save it. */
    void record(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        if (!table.seedRevealed()) {
            throw new ApiException(409, "a rated game's record, with its seed, is shown once the game is over");
        }
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

    /** {@code GET /api/players/me/games}: the key's games, those where it is their move first. */
    void myGames(Context ctx) {
        Player me = players.authenticated(ctx);
        List<Map<String, Object>> games = new ArrayList<>();
        for (GameStore.PlayerGame g : store.ofPlayer(me.id(), PlayerApi.LISTED)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", g.game().id());
            m.put("game", g.game().game().id());
            m.put("name", g.game().game().name());
            m.put("seat", g.seat());
            m.put("yourMove", g.yourMove());
            m.put("over", g.game().over());
            m.put("ply", g.game().ply());
            m.put("players", g.game().seats().stream().map(GameView::player).toList());
            m.put("seats", g.game().seats().stream().map(Seat::spec).toList());
            m.put("outcome", g.outcome());
            m.put("created", g.game().created().toString());
            games.add(m);
        }
        ctx.json(Map.of("player", PlayerApi.view(me), "games", games));
    }
}
