package spindle.server.play;

import static spindle.server.http.JsonBody.body;
import static spindle.server.http.JsonBody.longValue;
import static spindle.server.http.JsonBody.optionalText;
import static spindle.server.http.JsonBody.text;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import spindle.server.game.Conduct;
import spindle.server.game.GameService;
import spindle.server.game.GameStore;
import spindle.server.game.GameView;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.http.Tokens;
import spindle.server.limits.Gate;
import spindle.server.player.Player;

/**
 * Playing a hosted game: a move (with the seat's token, or a bot's player key), undo, resign, draw offers and a
 * rematch. Every change goes through the store's update, so a refused request changes nothing.
 */
final class PlayApi {
    private final GameService games;
    private final GameStore store;

    PlayApi(GameService games) {
        this.games = games;
        this.store = games.store();
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
        Player bot = games.mover(ctx.pathParam("id"), token);
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

    /** {@code POST /api/games/{id}/claim-victory {"token"}}: the win, when the opponent has left a live game. */
    void claimVictory(Context ctx) {
        String token = optionalText(body(ctx, "token"), "token");
        ctx.json(GameView.live(store.update(ctx.pathParam("id"),
                t -> TableActions.claimVictory(t, token, games.presence()))));
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
        Map<String, Object> mine = GameService.link(fresh, newSeat, TableActions.rematchToken(token, fresh.id()));
        reply.put("token", mine);
        reply.put("tokens", List.of(mine));
        reply.put("watch", "/game/" + fresh.id());
        ctx.status(201).header("Location", "/api/games/" + fresh.id()).json(reply);
    }
}
