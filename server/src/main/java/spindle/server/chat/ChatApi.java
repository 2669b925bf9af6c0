package spindle.server.chat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.server.game.GameService;
import spindle.server.game.GameStore;
import spindle.server.game.Seat;
import spindle.server.game.SeatAccess;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.http.Json;
import spindle.server.http.JsonBody;
import spindle.server.player.Player;
import spindle.server.push.Outbox;
import spindle.server.push.Watchers;
import spindle.webengine.view.StateView;

/**
 * Each game's chat, in two channels: the players' (read and written with a seat's token) and the spectators' (read
 * by anyone; written by anyone with a player name, so nobody writes anonymously). Text only, at most
 * {@link #MAX_CHARS} characters, control characters removed; each channel of a game keeps at most {@link ChatStore#CAPACITY}
 * messages; a client writes at most {@code --limit chats} a minute. Pushed over a WebSocket per channel: the
 * spectators' at {@code /api/games/{id}/chat/ws}, the players' at {@code /api/games/{id}/chat/players/ws}, which
 * waits for a first message {@code {"token": "<a seat's token>"}}. Every push is the channel's newest messages, so
 * a slow reader skips to the newest like the game's own socket ({@link Outbox}).
 */
final class ChatApi {
    static final int MAX_CHARS = 300;
    /** How many of a channel's newest messages a reader gets. */
    static final int SHOWN = 50;
    private static final ObjectMapper JSON = Json.MAPPER;

    private final GameStore store;
    private final Map<ChatChannel, Watchers> watchers = Map.of(ChatChannel.PLAYERS, new Watchers(),
            ChatChannel.SPECTATORS, new Watchers());

    private final GameService games;
    private final ChatStore chat;

    ChatApi(GameService games, ChatStore chat) {
        this.games = games;
        this.store = games.store();
        this.chat = chat;
    }

    /** {@code POST /api/games/{id}/chat {"channel", "text", "token"?, "player"?}}: 201 with the message. */
    void write(Context ctx) {
        JsonNode body = JsonBody.body(ctx, "channel", "text", "token", "player");
        ChatChannel channel = ChatChannel.parse(JsonBody.text(body, "channel", null));
        String text = clean(JsonBody.text(body, "text", null));
        Table table = store.get(ctx.pathParam("id"));
        requireOn(table);
        String token = JsonBody.optionalText(body, "token");
        String author;
        if (channel == ChatChannel.PLAYERS) {
            int seat = table.requireSeat(token, "the players' chat needs your seat's \"token\"");
            author = seatAuthor(table, seat);
        } else {
            Player player = games.player(JsonBody.optionalText(body, "player"));
            if (player == null) {
                throw new ApiException(401, "to write in the spectators' chat, pick a player name first"
                        + " (POST /api/players) and send its key as \"player\"");
            }
            author = player.name() + (player.bot() ? " (bot)" : "");
        }
        ChatMessage m = chat.append(table.id(), channel, author, text);
        // the chat is on (requireOn above): each push reads only the newest messages
        watchers.get(channel).sendAll(table.id(), m.seq(), () -> snapshot(channel,
                chat.recent(table.id(), channel, SHOWN), true));
        ctx.status(201).json(view(m));
    }

    /** {@code GET /api/games/{id}/chat?channel=}: the channel's newest messages (players': with a seat's token). */
    void read(Context ctx) {
        String name = ctx.queryParam("channel");
        ChatChannel channel = ChatChannel.parse(name == null ? "spectators" : name);
        Table table = store.get(ctx.pathParam("id"));
        if (channel == ChatChannel.PLAYERS) {
            SeatAccess.requireSeat(ctx, table, "the players' chat");
        }
        ctx.contentType("application/json").result(snapshot(channel, chat.recent(table.id(), channel, SHOWN),
                chat.enabled(table.id())));
    }

    /** The spectators' socket: anyone may listen. */
    void spectators(WsConfig ws) {
        ws.onConnect(ctx -> {
            if (game(ctx) != null) {
                listen(ctx, ChatChannel.SPECTATORS);
            }
        });
        leaveOnClose(ws, ChatChannel.SPECTATORS);
    }

    /** The players' socket: listens once its first message carries a seat's token (a token never goes in a URL). */
    void players(WsConfig ws) {
        ws.onMessage(ctx -> {
            Table table = game(ctx);
            if (table == null) {
                return;
            }
            String token = null;
            try {
                JsonNode m = JSON.readTree(ctx.message());
                token = m != null && m.path("token").isTextual() ? m.get("token").asText() : null;
            } catch (JsonProcessingException e) {
                // no token: refused below
            }
            if (token == null || table.seatOf(token) < 0) {
                ctx.closeSession(4403, "the players' chat needs a seat's token");
                return;
            }
            listen(ctx, ChatChannel.PLAYERS);
        });
        leaveOnClose(ws, ChatChannel.PLAYERS);
    }

    private Table game(WsContext ctx) {
        String id = ctx.pathParam("id");
        Table table = store.find(id).orElse(null);
        if (table == null) {
            ctx.closeSession(4404, "no game with id '" + id + "'");
        }
        return table;
    }

    private void listen(WsContext ctx, ChatChannel channel) {
        String id = ctx.pathParam("id");
        Outbox out = watchers.get(channel).join(id, ctx);
        List<ChatMessage> shown = chat.recent(id, channel, SHOWN);
        out.offer(shown.isEmpty() ? 0 : shown.get(shown.size() - 1).seq(),
                snapshot(channel, shown, chat.enabled(id)));
    }

    private void leaveOnClose(WsConfig ws, ChatChannel channel) {
        ws.onClose(ctx -> watchers.get(channel).leave(ctx));
        ws.onError(ctx -> watchers.get(channel).leave(ctx));
    }

    private void requireOn(Table table) {
        if (!chat.enabled(table.id())) {
            throw new ApiException(403, "the chat of this game is off");
        }
    }

    /** A seat's author line: the seat's name, and its player's name when someone identified holds it. */
    private static String seatAuthor(Table table, int seat) {
        String name = StateView.seatName(table.game().playerNames(table.variant()), seat);
        Seat.SeatPlayer p = table.seats().get(seat).player();
        return p == null ? name : p.name() + " (" + name + ")";
    }

    /** The text without control characters and outer blanks; 400 when nothing is left or it is too long. */
    static String clean(String text) {
        String t = text.replaceAll("[\\p{Cc}\\p{Cf}&&[^\\n]]", "").replaceAll("\\n{3,}", "\n\n").strip();
        if (t.isEmpty()) {
            throw new ApiException(400, "a chat message needs some text");
        }
        if (t.codePointCount(0, t.length()) > MAX_CHARS) {
            throw new ApiException(400, "a chat message is at most " + MAX_CHARS + " characters");
        }
        return t;
    }

    private static String snapshot(ChatChannel channel, List<ChatMessage> messages, boolean enabled) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "chat");
        m.put("channel", channel.key());
        m.put("enabled", enabled);
        m.put("messages", messages.stream().map(ChatApi::view).toList());
        return Json.write(m);
    }

    private static Map<String, Object> view(ChatMessage m) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("seq", m.seq());
        v.put("channel", m.channel().key());
        v.put("author", m.author());
        v.put("text", m.text());
        v.put("at", m.at().toString());
        return v;
    }
}
