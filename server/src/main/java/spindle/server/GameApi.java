package spindle.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.ContentType;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.match.GameRecord;
import spindle.match.GameRecords;

/**
 * The JSON API that the browser UI uses (documented in README.md): the catalogue of games, creating a game,
 * reading its state (live or at any ply), posting a move, undo, a hint, and the game record. Every change goes
 * through {@link GameStore#update}, so a refused request changes nothing.
 */
final class GameApi {
    /** The most a client may ask an AI to slow down each move. */
    static final long MAX_PACE_MILLIS = 5_000;

    private final GameStore store;
    private final AiPlayer ai;
    private final long hintMillis;
    private final ObjectMapper json = new ObjectMapper();

    GameApi(GameStore store, AiPlayer ai, long hintMillis) {
        this.store = store;
        this.ai = ai;
        this.hintMillis = hintMillis;
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
        JsonNode body = body(ctx);
        Game game = Games.byId(text(body, "game", null));
        Variant variant = variant(game, body.get("variant"));
        List<Seat> seats = new ArrayList<>();
        JsonNode seatsNode = body.get("seats");
        if (seatsNode == null || !seatsNode.isArray()) {
            throw new VariantException("seats must be a list such as [\"human\", \"ai:random\"]");
        }
        for (JsonNode s : seatsNode) {
            Seat seat = Seat.parse(s.asText());
            if (!seat.isHuman()) {
                Agents.create(seat.agent(), game); // refuses an unknown level now rather than mid-game
            }
            seats.add(seat);
        }
        long seed = body.has("seed") ? longValue(body, "seed", Long.MIN_VALUE, Long.MAX_VALUE)
                : ThreadLocalRandom.current().nextLong();
        long pace = body.has("paceMillis") ? longValue(body, "paceMillis", 0, MAX_PACE_MILLIS) : 0;
        Table table = Table.create(store.newId(), game, variant, seats, seed, pace);
        store.add(table);
        ai.wake(table);
        ctx.status(201).header("Location", "/api/games/" + table.id()).json(GameView.live(table));
    }

    void list(Context ctx) {
        List<Map<String, Object>> games = new ArrayList<>();
        for (Table t : store.list()) {
            Map<String, Object> g = new LinkedHashMap<>();
            g.put("id", t.id());
            g.put("game", t.game().id());
            g.put("seats", t.seats().stream().map(Seat::spec).toList());
            g.put("ply", t.state().ply());
            g.put("over", t.state().isOver());
            games.add(g);
        }
        ctx.json(Map.of("games", games));
    }

    void state(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        String ply = ctx.queryParam("ply");
        ctx.json(ply == null ? GameView.live(table) : GameView.at(table, parseInt("ply", ply)));
    }

    void move(Context ctx) {
        JsonNode body = body(ctx);
        String move = text(body, "move", null);
        Integer expected = body.has("ply") ? (int) longValue(body, "ply", 0, Integer.MAX_VALUE) : null;
        Table table = store.update(ctx.pathParam("id"), t -> {
            if (expected != null && expected != t.state().ply()) {
                throw ApiException.conflict("the game has moved on to ply " + t.state().ply()
                        + " since ply " + expected + "; reload to see it");
            }
            return t.play(move);
        });
        ai.wake(table);
        ctx.json(GameView.live(table));
    }

    void undo(Context ctx) {
        Table table = store.update(ctx.pathParam("id"), Table::undo);
        ai.wake(table);
        ctx.json(GameView.live(table));
    }

    /** A suggested move for the person to move, from the AI's hint search, with its estimated value. */
    void hint(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        if (table.state().isOver()) {
            throw ApiException.conflict("the game is over");
        }
        if (table.aiToMove()) {
            throw ApiException.conflict("the AI is to move");
        }
        Hint hint = Agents.hint(table.state(), new Budget(hintMillis, 0, 1, table.seed() + table.state().ply()));
        Map<String, Object> h = new LinkedHashMap<>();
        h.put("move", hint.move());
        h.put("value", hint.value());
        h.put("proven", hint.proven());
        h.put("by", "mcts");
        h.put("ply", table.state().ply());
        ctx.json(h);
    }

    /**
     * The game record in the project's record format ({@link GameRecord}, which {@link GameRecords#replay}
     * re-validates): game, variant, seats, seed and every action in notation replay the game exactly. An unfinished
     * game has no payoffs yet.
     */
    void record(Context ctx) {
        Table table = store.get(ctx.pathParam("id"));
        GameState state = table.state();
        List<Double> payoffs = new ArrayList<>();
        if (state.isOver()) {
            for (double p : state.payoffs()) {
                payoffs.add(p);
            }
        }
        GameRecord record = new GameRecord(GameRecord.VERSION, table.game().id(), table.variant().toString(),
                table.seats().stream().map(Seat::spec).toList(), table.seed(), state.moves(), payoffs,
                state.isOver() ? table.game().endReason(state.view()) : "", table.created().toString(),
                state.isOver() ? table.changed().toString() : "");
        ctx.contentType(ContentType.APPLICATION_JSON).result(GameRecords.toJson(record));
    }

    private JsonNode body(Context ctx) {
        try {
            JsonNode node = json.readTree(ctx.body());
            if (node == null || !node.isObject()) {
                throw new ApiException(400, "the request body must be a JSON object");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new ApiException(400, "the request body is not valid JSON: " + e.getOriginalMessage());
        }
    }

    private static Variant variant(Game game, JsonNode node) {
        if (node == null || node.isNull()) {
            return game.defaultVariant();
        }
        if (node.isTextual()) {
            return Variant.parse(game, node.asText());
        }
        if (!node.isObject()) {
            throw new VariantException("variant must be an object of name: value, or text name=value,...");
        }
        Map<String, String> values = new LinkedHashMap<>();
        node.fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().asText()));
        return Variant.of(game, values);
    }

    private static String text(JsonNode body, String field, String fallback) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            if (fallback == null) {
                throw new ApiException(400, "the request needs \"" + field + "\"");
            }
            return fallback;
        }
        if (!n.isTextual()) {
            throw new ApiException(400, "\"" + field + "\" must be text");
        }
        return n.asText();
    }

    private static long longValue(JsonNode body, String field, long min, long max) {
        JsonNode n = body.get(field);
        String message = "\"" + field + "\" must be a whole number"
                + (min == Long.MIN_VALUE ? "" : " in " + min + ".." + max);
        long value;
        if (n != null && n.isIntegralNumber() && n.canConvertToLong()) {
            value = n.asLong();
        } else if (n != null && n.isTextual()) {
            // text too, because a browser's numbers cannot hold every 64-bit seed
            try {
                value = Long.parseLong(n.asText().trim());
            } catch (NumberFormatException e) {
                throw new ApiException(400, message);
            }
        } else {
            throw new ApiException(400, message);
        }
        if (value < min || value > max) {
            throw new ApiException(400, message);
        }
        return value;
    }

    private static int parseInt(String name, String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new ApiException(400, name + " must be a whole number, not '" + text + "'");
        }
    }
}
