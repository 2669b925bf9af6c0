package spindle.server.lobby;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.server.game.GameService;
import spindle.server.game.GameStore;
import spindle.server.game.GameView;
import spindle.server.game.RatedSeats;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.http.Json;
import spindle.server.http.JsonBody;
import spindle.server.http.Tokens;
import spindle.server.limits.Gate;
import spindle.server.limits.Pools;
import spindle.server.limits.Shares;
import spindle.server.player.Player;
import spindle.server.push.NdjsonStream;
import spindle.server.push.Outbox;
import spindle.server.push.Watchers;
import spindle.server.rating.RatingStore;

/**
 * The live lobby: {@code WS /api/lobby/ws} sends {@code {"type": "hello", "socket"}} (the socket's secret id, which
 * its seeks are made with) and then {@code {"type": "lobby", "games", "seeks"}} on connecting and whenever the lobby
 * changes (a game with an open seat, a seek, a challenge), at most every {@link #COALESCE_MILLIS}. Seeks:
 * {@code POST /api/seeks}, {@code POST /api/seeks/{id}/accept}, {@code DELETE /api/seeks/{id}?socket=}; a seek goes
 * with its socket. The seeker learns that their seek was taken by {@code {"type": "seekAccepted", "game", "token"}}
 * on that socket. Writes go through an {@link Outbox} per socket: nobody waits on a slow reader.
 */
final class LobbyHub {
    static final long COALESCE_MILLIS = 200;
    /** The widest rating a range may name. */
    static final int MAX_RATING = 5_000;

    private final GameService games;
    private final GameStore store;
    private final RatingStore ratings;
    private final Seeks seeks;
    private final Gate gate;
    /** The lobby's sockets, each client's share capped; more are closed at once (each also spends a socket's rate). */
    private final Shares sockets;
    private final Map<WsContext, Member> members = new ConcurrentHashMap<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();

    LobbyHub(GameService games, RatingStore ratings, Seeks seeks, Gate gate) {
        this.gate = gate;
        Pools pools = gate.limits().pools();
        this.sockets = new Shares("lobby sockets open", pools.lobbySockets(), pools.lobbySocketsPerClient());
        this.games = games;
        this.store = games.store();
        this.ratings = ratings;
        this.seeks = seeks;
    }

    /** One lobby socket: its secret id and its outbox, which keeps every message (a seek's answer must arrive). */
    private static final class Member {
        final String socket = Tokens.newToken();
        final Outbox out;
        private long order;

        final String client;

        Member(WsContext ctx, String client) {
            this.client = client;
            out = new Outbox(Watchers.socket(ctx), Watchers.WRITE_TIMEOUT, Watchers.PING_EVERY, System::nanoTime,
                    NdjsonStream.QUEUE_CHARS);
            out.ticks(Watchers.TIMER.scheduleWithFixedDelay(out::tick, Watchers.TICK_MILLIS, Watchers.TICK_MILLIS,
                    TimeUnit.MILLISECONDS));
        }

        synchronized void send(String text) {
            out.offer(++order, text);
        }
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            String client = gate.client(ctx);
            try {
                sockets.take(client);
            } catch (ApiException e) { // a few addresses cannot hold every place of the lobby
                ctx.closeSession(1013, e.getMessage());
                return;
            }
            Member m = new Member(ctx, client);
            members.put(ctx, m);
            m.send(Json.write(Map.of("type", "hello", "socket", m.socket)));
            m.send(lobby());
        });
        ws.onClose(this::leave);
        ws.onError(this::leave);
    }

    private void leave(WsContext ctx) {
        Member m = members.remove(ctx);
        if (m != null) {
            sockets.give(m.client);
            m.out.close();
            if (seeks.removeAll(m.socket)) {
                changed();
            }
        }
    }

    /** A stored game changed: the lobby changes when a game with open seats is made, joined or ends. */
    void gameChanged(Table t) {
        if (t.state().ply() == 0 || t.over() || t.seats().stream().anyMatch(Seat::isOpen)) {
            changed();
        }
    }

    /** Something the lobby shows changed: everyone gets the new list soon (changes in a burst make one push). */
    void changed() {
        if (!members.isEmpty() && scheduled.compareAndSet(false, true)) {
            Watchers.TIMER.schedule(this::publish, COALESCE_MILLIS, TimeUnit.MILLISECONDS);
        }
    }

    private void publish() {
        scheduled.set(false);
        if (members.isEmpty()) {
            return;
        }
        String text = lobby();
        members.values().forEach(m -> m.send(text));
    }

    private String lobby() {
        return Json.write(Map.of("type", "lobby", "games", games.lobbyGames(),
                "seeks", seeks.all().stream().map(Seeks.Seek::view).toList()));
    }

    private Member member(String socket) {
        for (Member m : members.values()) {
            if (m.socket.equals(socket)) {
                return m;
            }
        }
        return null;
    }

    /** {@code POST /api/seeks {"socket", "game", "variant"?, "clock"?, "ratingRange"?}}, the key optional. */
    void seek(Context ctx) {
        Player me = games.player(Gate.bearer(ctx));
        JsonNode body = JsonBody.body(ctx, "socket", "game", "variant", "clock", "ratingRange");
        String socket = JsonBody.text(body, "socket", null);
        if (member(socket) == null) {
            throw new ApiException(400, "\"socket\" must be the id the lobby's WebSocket sent (seeks go with it)");
        }
        ObjectNode game = ChallengeApi.gameBody(body);
        int[] range = ratingRange(body.get("ratingRange"), me);
        Seeks.Seek s = seeks.add(socket, gate.client(ctx), me == null ? null : Seat.SeatPlayer.of(me), game, range);
        changed();
        ctx.status(201).json(s.view());
    }

    /**
     * Refuses a taker whose rating in the seek's game and preset is outside the seek's range; a player never rated
     * there counts at Glicko-2's starting 1500.
     */
    private void requireInRange(Seeks.Seek s, Player taker) {
        Game game = Games.byId(s.game().path("game").asText());
        String preset = RatedSeats.preset(game, JsonBody.variant(game, s.game().get("variant"))).orElse("default");
        double rating = ratings.of(game.id(), preset, taker.id()).map(e -> e.rating().r()).orElse(1500.0);
        int[] range = s.ratingRange();
        if (rating < range[0] || rating > range[1]) {
            throw new ApiException(403, "this seek is for ratings " + range[0] + ".." + range[1] + "; yours in "
                    + game.name() + " is " + Math.round(rating));
        }
    }

    /** {@code POST /api/seeks/{id}/accept} (the key optional): makes the game; 201 with it and the taker's token. */
    void accept(Context ctx) {
        Player me = games.player(Gate.bearer(ctx));
        Seeks.Seek s = seeks.take(ctx.pathParam("id"));
        GameService.Created made;
        int seekerSeat = ThreadLocalRandom.current().nextInt(2);
        try {
            if (s.ratingRange() != null && me == null) {
                throw new ApiException(403, "this seek is for identified players in a rating range: send your"
                        + " player key");
            }
            if (me != null && s.player() != null && me.id().equals(s.player().id())) {
                throw new ApiException(400, "this is your own seek");
            }
            if (s.ratingRange() != null) {
                requireInRange(s, me);
            }
            Seat.SeatPlayer[] owners = new Seat.SeatPlayer[2];
            owners[seekerSeat] = s.player();
            owners[1 - seekerSeat] = me == null ? null : Seat.SeatPlayer.of(me);
            ObjectNode body = s.game().deepCopy();
            body.putArray("seats").add("invite").add("invite");
            made = games.create(body, null, Arrays.asList(owners));
        } catch (RuntimeException e) {
            seeks.putBack(s);
            throw e;
        }
        Table table = made.table();
        Member seeker = member(s.socket());
        if (seeker != null) {
            Map<String, Object> told = new LinkedHashMap<>();
            told.put("type", "seekAccepted");
            told.put("seek", s.id());
            told.put("game", table.id());
            told.put("token", GameService.link(table, seekerSeat, made.tokens().get(seekerSeat)));
            seeker.send(Json.write(told));
        }
        changed();
        Map<String, Object> reply = GameView.live(table);
        Map<String, Object> mine = GameService.link(table, 1 - seekerSeat, made.tokens().get(1 - seekerSeat));
        reply.put("token", mine);
        reply.put("tokens", List.of(mine));
        reply.put("watch", "/game/" + table.id());
        ctx.status(201).header("Location", "/api/games/" + table.id()).json(reply);
    }

    /** {@code DELETE /api/seeks/{id}?socket=<id>}: the seeker withdraws it. */
    void withdraw(Context ctx) {
        if (!seeks.remove(ctx.pathParam("id"), ctx.queryParam("socket"))) {
            throw ApiException.notFound("no seek of yours with id '" + ctx.pathParam("id") + "'");
        }
        changed();
        ctx.status(204);
    }

    /** {@code [min, max]} of ratings, for identified seekers only; null when absent. */
    private static int[] ratingRange(JsonNode node, Player me) {
        if (node == null || node.isNull()) {
            return null;
        }
        if (me == null) {
            throw new ApiException(400, "a rating range needs your player key (Authorization: Bearer <key>)");
        }
        if (!node.isArray() || node.size() != 2 || !node.get(0).isInt() || !node.get(1).isInt()
                || node.get(0).asInt() < 0 || node.get(1).asInt() > MAX_RATING
                || node.get(0).asInt() > node.get(1).asInt()) {
            throw new ApiException(400, "ratingRange is [min, max] with 0 <= min <= max <= " + MAX_RATING);
        }
        return new int[] {node.get(0).asInt(), node.get(1).asInt()};
    }
}
