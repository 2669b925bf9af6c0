package spindle.server.lobby;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.server.bot.BotApi;
import spindle.server.game.Clocks;
import spindle.server.game.GameService;
import spindle.server.game.GameView;
import spindle.server.game.RatedSeats;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.http.Json;
import spindle.server.http.JsonBody;
import spindle.server.http.Text;
import spindle.server.limits.Gate;
import spindle.server.lobby.Challenges.Challenge;
import spindle.server.lobby.Challenges.Status;
import spindle.server.player.Player;
import spindle.server.player.PlayerApi;
import spindle.server.player.PlayerStore;
import spindle.server.push.BotStreams;

/**
 * Direct challenges between identified players, after Lichess's: {@code POST /api/challenge/{name}} (the
 * challenger's key as bearer), {@code POST /api/challenge/{id}/accept|decline|cancel}, {@code GET /api/challenges}.
 * A challenge shows in the challenged player's event stream ({@link BotApi}) and on their lobby page; accepting
 * makes a two-player game whose seats belong to the two players, and both are sent {@code gameStart}.
 */
final class ChallengeApi {
    /** The longest decline reason kept. */
    static final int REASON_CHARS = 200;

    private final GameService games;
    private final PlayerApi players;
    private final PlayerStore known;
    private final Challenges challenges;
    private final Gate gate;
    private final BotStreams streams;
    private final Runnable changed;

    /** @param changed called after every change of a challenge (the lobby's live list, {@link LobbyHub}) */
    ChallengeApi(GameService games, PlayerApi players, PlayerStore known, Challenges challenges, BotStreams streams,
                 Gate gate, Runnable changed) {
        this.gate = gate;
        this.games = games;
        this.players = players;
        this.known = known;
        this.challenges = challenges;
        this.streams = streams;
        this.changed = changed;
    }

    /** {@code POST /api/challenge/{name} {"game", "variant"?, "clock"?, "rated"?, "seat"?}}: 201 with the challenge. */
    void create(Context ctx) {
        Player me = players.authenticated(ctx);
        String name = ctx.pathParam("name");
        JsonNode body = JsonBody.body(ctx, "game", "variant", "clock", "rated", "seat");
        Player dest = known.byName(Player.validName(name))
                .orElseThrow(() -> ApiException.notFound("no player named '" + name + "'"));
        if (dest.id().equals(me.id())) {
            throw new ApiException(400, "you cannot challenge yourself");
        }
        ObjectNode game = gameBody(body);
        Challenge c = challenges.add(Seat.SeatPlayer.of(me), gate.client(ctx), Seat.SeatPlayer.of(dest), game,
                seat(body.get("seat")));
        streams.tell(dest.id(), event("challenge", c, false));
        changed.run();
        ctx.status(201).json(challenges.view(c, true));
    }

    /** {@code POST /api/challenge/{id}/accept}: the challenged player makes the game (201 with it and their token). */
    void accept(Context ctx) {
        Player me = players.authenticated(ctx);
        Challenge c = challenges.get(ctx.pathParam("id"));
        if (!c.dest.id().equals(me.id())) {
            throw new ApiException(403, "only " + c.dest.name() + " can accept this challenge");
        }
        challenges.answer(c, Status.ACCEPTED, null);
        GameService.Created made;
        int challengerSeat = c.seat >= 0 ? c.seat : ThreadLocalRandom.current().nextInt(2);
        try {
            Seat.SeatPlayer[] owners = new Seat.SeatPlayer[2];
            owners[challengerSeat] = c.challenger;
            owners[1 - challengerSeat] = c.dest;
            ObjectNode body = c.game.deepCopy();
            body.putArray("seats").add("invite").add("invite");
            made = games.create(body, null, Arrays.asList(owners));
        } catch (RuntimeException e) {
            challenges.reopen(c);
            throw e;
        }
        Table table = made.table();
        challenges.made(c, table.id(), GameService.link(table, challengerSeat, made.tokens().get(challengerSeat)));
        changed.run();
        Map<String, Object> reply = GameView.live(table);
        Map<String, Object> mine = GameService.link(table, 1 - challengerSeat, made.tokens().get(1 - challengerSeat));
        reply.put("token", mine);
        reply.put("tokens", List.of(mine));
        reply.put("watch", "/game/" + table.id());
        ctx.status(201).header("Location", "/api/games/" + table.id()).json(reply);
    }

    /** {@code POST /api/challenge/{id}/decline {"reason"?}}: the challenger is told, with the reason. */
    void decline(Context ctx) {
        Player me = players.authenticated(ctx);
        Challenge c = challenges.get(ctx.pathParam("id"));
        String reason = null;
        if (!ctx.body().isBlank()) {
            reason = Text.free(JsonBody.optionalText(JsonBody.body(ctx, "reason"), "reason"), "a reason",
                    REASON_CHARS);
        }
        if (!c.dest.id().equals(me.id())) {
            throw new ApiException(403, "only " + c.dest.name() + " can decline this challenge");
        }
        challenges.answer(c, Status.DECLINED, reason == null || reason.isEmpty() ? "generic" : reason);
        streams.tell(c.challenger.id(), event("challengeDeclined", c, true));
        changed.run();
        ctx.json(challenges.view(c, false));
    }

    /** {@code POST /api/challenge/{id}/cancel}: the challenger takes it back; the challenged player is told. */
    void cancel(Context ctx) {
        Player me = players.authenticated(ctx);
        Challenge c = challenges.get(ctx.pathParam("id"));
        if (!c.challenger.id().equals(me.id())) {
            throw new ApiException(403, "only " + c.challenger.name() + " can cancel this challenge");
        }
        challenges.answer(c, Status.CANCELED, null);
        streams.tell(c.dest.id(), event("challengeCanceled", c, false));
        changed.run();
        ctx.json(challenges.view(c, true));
    }

    /** {@code GET /api/challenges}: {@code {"in": [...], "out": [...]}}, the player's challenges of the last minutes. */
    void list(Context ctx) {
        Player me = players.authenticated(ctx);
        List<Map<String, Object>> in = new ArrayList<>();
        List<Map<String, Object>> out = new ArrayList<>();
        for (Challenge c : challenges.of(me.id())) {
            boolean mine = c.challenger.id().equals(me.id());
            (mine ? out : in).add(challenges.view(c, mine));
        }
        ctx.json(Map.of("in", in, "out", out));
    }

    private String event(String type, Challenge c, boolean toChallenger) {
        return Json.write(Map.of("type", type, "challenge", challenges.view(c, toChallenger)));
    }

    /**
     * The creation body of the challenge's (or seek's) game, checked now, so that a bad one is refused when it is
     * made rather than when it is taken: a two-player game, its variant, its clock (a rated game needs one).
     */
    static ObjectNode gameBody(JsonNode body) {
        Game game = Games.byId(JsonBody.text(body, "game", null));
        ObjectNode g = JsonNodeFactory.instance.objectNode();
        g.put("game", game.id());
        Variant variant = JsonBody.variant(game, body.get("variant"));
        int seats = GameState.start(game, variant).view().players();
        if (seats != 2) {
            throw new ApiException(400, "a challenge is for a two-player game; " + game.name() + " with these"
                    + " parameters has " + seats + " seats");
        }
        // kept and shown from the checked values only, never as sent: a padded variant or clock is refused here
        ObjectNode values = g.putObject("variant");
        variant.textValues().forEach(values::put);
        ObjectNode clock = Clocks.canonical(body.get("clock"));
        if (clock != null) {
            g.set("clock", clock);
        }
        boolean rated = RatedSeats.requested(body);
        if (rated) {
            RatedSeats.checkClock(clock != null);
        }
        if (body.hasNonNull("rated")) {
            g.put("rated", rated);
        }
        return g;
    }

    /** The challenger's seat: 0 or 1, or "random" (absent: random). */
    private static int seat(JsonNode seat) {
        if (seat == null || seat.isNull() || (seat.isTextual() && seat.asText().equals("random"))) {
            return -1;
        }
        if (seat.isInt() && (seat.asInt() == 0 || seat.asInt() == 1)) {
            return seat.asInt();
        }
        throw new ApiException(400, "seat must be 0, 1 or \"random\" (the challenger's seat)");
    }
}
