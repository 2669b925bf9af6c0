package spindle.server.bot;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import spindle.server.game.GameStore;
import spindle.server.game.GameView;
import spindle.server.game.Presence;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.http.Json;
import spindle.server.limits.Gate;
import spindle.server.lobby.Challenges;
import spindle.server.player.Player;
import spindle.server.player.PlayerApi;
import spindle.server.push.BotStreams;
import spindle.server.push.NdjsonStream;

/**
 * The Bot API, after Lichess's (documented in {@code docs/bot-api.md}): a player's event stream
 * ({@code GET /api/stream/event}: challenges, games starting and finishing) and a game's stream
 * ({@code GET /api/bot/game/stream/{id}}: the whole state, then every new one), both newline-delimited JSON over
 * HTTP with the player key as bearer token. Bots move with the usual {@code POST /api/games/{id}/moves}, where a
 * player key stands for the token of every seat the player holds.
 */
public final class BotApi {
    private static final ObjectMapper JSON = Json.MAPPER;

    private final GameStore store;
    private final PlayerApi players;
    private final BotStreams streams;
    private final Challenges challenges;
    private final Gate gate;
    private final Presence presence;

    BotApi(GameStore store, PlayerApi players, BotStreams streams, Challenges challenges, Gate gate,
           Presence presence) {
        this.gate = gate;
        this.presence = presence;
        this.store = store;
        this.players = players;
        this.streams = streams;
        this.challenges = challenges;
    }


    /**
     * {@code GET /api/stream/event}: first the challenges waiting for the player's answer and a {@code gameStart}
     * for each of their unfinished games, then every new event as it happens.
     */
    void events(Context ctx) {
        Player me = players.authenticated(ctx);
        String client = gate.client(ctx);
        streams.reserve(me.id(), client);
        BotStreams.Events[] events = new BotStreams.Events[1];
        NdjsonStream.open(ctx, true, () -> {
            if (events[0] != null) {
                streams.removeEvents(me.id(), events[0]);
            }
            streams.release(me.id(), client);
        }, stream -> {
            BotStreams.Events e = new BotStreams.Events(stream);
            events[0] = e;
            streams.addEvents(me.id(), e);
            for (Challenges.Challenge c : challenges.of(me.id())) {
                if (c.dest.id().equals(me.id()) && c.status == Challenges.Status.CREATED) {
                    stream.send(Json.write(Map.of("type", "challenge", "challenge", challenges.view(c, false))));
                }
            }
            for (GameStore.PlayerGame g : store.ofPlayer(me.id(), PlayerApi.LISTED)) {
                if (!g.game().over()) {
                    store.find(g.game().id()).ifPresent(t -> announce(e, t, g.seat()));
                }
            }
        });
    }

    /**
     * {@code GET /api/bot/game/stream/{id}}: {@code gameFull}, then a {@code gameState} per change; ends with the
     * game.
     */
    void gameStream(Context ctx) {
        Player me = players.authenticated(ctx);
        String id = ctx.pathParam("id");
        Table game = store.get(id); // 404 before the stream opens
        String client = gate.client(ctx);
        streams.reserve(me.id(), client);
        // the bot is at the table of the seats it holds while its stream is open
        List<Integer> mine = new ArrayList<>();
        for (int i = 0; i < game.seats().size(); i++) {
            if (me.id().equals(game.seats().get(i).playerId())) {
                mine.add(i);
                presence.arrive(id, i, game.seats().size());
            }
        }
        NdjsonStream[] opened = new NdjsonStream[1];
        NdjsonStream.open(ctx, false, () -> {
            if (opened[0] != null) {
                streams.removeGame(id, opened[0]);
            }
            streams.release(me.id(), client);
            mine.forEach(seat -> presence.leave(id, seat));
        }, stream -> {
            opened[0] = stream;
            streams.addGame(id, stream); // before reading the state, so no change falls in between
            Table t = store.get(id);
            String full = Json.write(Map.of("type", "gameFull", "state", GameView.live(t)));
            if (t.over()) {
                stream.sendLast(full);
            } else {
                stream.send(full);
            }
        });
    }

    /** A stored change of a game: to its game streams, and to its players' event streams when it starts or ends. */
    void changed(Table table) {
        Set<NdjsonStream> watching = streams.games(table.id());
        String state = watching.isEmpty() ? null
                : Json.write(Map.of("type", "gameState", "state", GameView.live(table)));
        for (NdjsonStream s : watching) {
            if (table.over()) {
                s.sendLast(state);
            } else {
                s.send(state);
            }
        }
        List<Seat> seats = table.seats();
        for (int i = 0; i < seats.size(); i++) {
            String player = seats.get(i).playerId();
            if (player == null) {
                continue;
            }
            for (BotStreams.Events e : streams.events(player)) {
                announce(e, table, i);
            }
        }
    }

    /** {@code gameStart} of a game the stream has not announced yet, {@code gameFinish} of one it had. */
    private static void announce(BotStreams.Events e, Table table, int seat) {
        if (!table.over() && e.announce(table.id())) {
            e.stream.send(Json.write(Map.of("type", "gameStart", "game", gameEvent(table, seat))));
        } else if (table.over() && e.finish(table.id())) {
            e.stream.send(Json.write(Map.of("type", "gameFinish", "game", gameEvent(table, seat))));
        }
    }

    /** What an event says of a game: which, the player's seat in it, who plays, and how it ended. */
    private static Map<String, Object> gameEvent(Table table, int seat) {
        Map<String, Object> g = new LinkedHashMap<>();
        g.put("id", table.id());
        g.put("game", table.game().id());
        g.put("variant", table.variant().textValues());
        g.put("seat", seat);
        g.put("players", table.seats().stream().map(s -> s.player() != null ? GameView.player(s)
                : Map.of("name", s.spec())).toList());
        g.put("ply", table.state().ply());
        g.put("toMove", table.over() ? null : table.state().toMove());
        g.put("over", table.over());
        if (table.over()) {
            g.put("endReason", table.endReason());
            g.put("payoffs", table.payoffs());
        }
        g.put("watch", "/game/" + table.id());
        return g;
    }

}
