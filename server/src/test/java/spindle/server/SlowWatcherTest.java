package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.GameApiTest.moveBody;
import static spindle.server.Http.token;
import static spindle.server.SlowReaders.BAR_MILLIS;
import static spindle.server.SlowReaders.quick;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Queue;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.WebSocketListener;
import org.eclipse.jetty.websocket.api.WebSocketPingPongListener;
import org.eclipse.jetty.websocket.client.WebSocketClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import spindle.server.push.Watchers;

/**
 * Spectators that never read their WebSocket (a tiny receive buffer, nothing read after the handshake): the
 * server's pushes to them stall, and everything else must go on regardless: moves answer, the AI moves, other games
 * and pages answer, a reading watcher of the same game stays current, and the stalled socket is dropped.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class SlowWatcherTest {
    /** 0-1-2 on its largest board: the biggest state a push carries. */
    private static final String BIG = "{\"game\":\"zero-one-two\",\"variant\":{\"n\":\"12\"},\"seed\":7,\"seats\":";

    private static final WebSocketClient WS = startClient();

    /** A server of this test's own (JUnit makes a new instance for each test). */
    private final SlowReaders slow = new SlowReaders();

    @AfterEach
    void stop() throws IOException {
        slow.close();
    }

    private JsonNode create(String body) {
        Http.Reply r = slow.http.post("/api/games", body);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    /**
     * Opens the game's WebSocket by hand on a socket with a 1 KB receive buffer and reads only the handshake's
     * reply, never a frame: every push to it backs up in the kernel's buffers until writing blocks.
     */
    private void neverReading(String gameId) throws IOException {
        String key = Base64.getEncoder().encodeToString("a never-reader.".getBytes(StandardCharsets.US_ASCII));
        slow.neverReading("/api/games/" + gameId + "/ws", "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: " + key + "\r\nSec-WebSocket-Version: 13\r\n", "HTTP/1.1 101");
    }

    private URI wsUri(String gameId) {
        return URI.create("ws://127.0.0.1:" + slow.server.port() + "/api/games/" + gameId + "/ws");
    }

    /**
     * A watcher that reads every push and keeps the highest version. Not {@link WsClient}: Jetty's client refuses
     * text messages over 64 KB by default, and a 0-1-2 state on the largest board passes that after some 70 plies.
     */
    private static final class Reader implements WebSocketListener {
        final AtomicLong latest = new AtomicLong(-1);
        final Queue<String> events = new ConcurrentLinkedQueue<>();

        @Override
        public void onWebSocketText(String message) {
            try {
                latest.accumulateAndGet(Http.JSON.readTree(message).get("state").get("version").asLong(), Math::max);
            } catch (IOException e) {
                events.add("unreadable message");
            }
        }

        @Override
        public void onWebSocketClose(int code, String reason) {
            events.add("closed " + code + " " + reason);
        }

        @Override
        public void onWebSocketError(Throwable error) {
            events.add("error " + error);
        }
    }

    /** A watcher of the game's WebSocket that counts down {@code pinged} on the server's first ping. */
    private Session pingCounting(String gameId, CountDownLatch pinged) throws Exception {
        class Listener implements WebSocketListener, WebSocketPingPongListener {
            @Override
            public void onWebSocketPing(ByteBuffer payload) {
                pinged.countDown();
            }

            @Override
            public void onWebSocketPong(ByteBuffer payload) {
            }
        }
        return WS.connect(new Listener(), wsUri(gameId)).get(30, TimeUnit.SECONDS);
    }

    private static WebSocketClient startClient() {
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("test-ping-client");
        threads.setDaemon(true);
        org.eclipse.jetty.client.HttpClient jetty = new org.eclipse.jetty.client.HttpClient();
        jetty.setExecutor(threads);
        WebSocketClient ws = new WebSocketClient(jetty);
        ws.setMaxTextMessageSize(4 << 20);
        ws.setStopAtShutdown(true);
        try {
            ws.start();
        } catch (Exception e) {
            throw new IllegalStateException("could not start the WebSocket client", e);
        }
        return ws;
    }

    /**
     * Plays up to {@code count} random moves (a pass only when nothing else is legal) from state {@code s} of the
     * hot-seat game {@code g}, each answered within the bar, with another game and the home page answering within
     * it too; returns the last state.
     */
    private JsonNode play(JsonNode g, JsonNode s, int count, String other, SplittableRandom random) {
        String id = g.get("id").asText();
        for (int moves = 0; moves < count && !s.get("over").asBoolean(); moves++) {
            List<String> legal = new ArrayList<>();
            s.get("legalMoves").forEach(m -> legal.add(m.asText()));
            List<String> plays = legal.stream().filter(m -> !m.equals("pass")).toList();
            List<String> from = plays.isEmpty() ? legal : plays;
            String move = from.get(random.nextInt(from.size()));
            String t = token(g, s.get("toMove").asInt());
            s = quick(slow.post("/api/games/" + id + "/moves", moveBody(move, s.get("ply").asInt(), t)), 200,
                    "move " + moves);
            if (moves % 10 == 9) {
                quick(slow.get("/api/games/" + other), 200, "another game");
                quick(slow.get("/"), 200, "the home page");
            }
        }
        return s;
    }

    @Test
    void movesOfAWatchedGameAnswerAtOnceWhileASpectatorNeverReads() throws Exception {
        JsonNode g = create(BIG + "[\"human\",\"human\"]}");
        String id = g.get("id").asText();
        String other = create("{\"game\":\"windy-nim\",\"seats\":[\"human\",\"human\"],\"seed\":3}")
                .get("id").asText();
        // an idle watcher of another game, which the server must keep pinging whatever the stalled sockets do
        CountDownLatch pinged = new CountDownLatch(1);
        long idleSince = System.currentTimeMillis();
        Session idle = pingCounting(other, pinged);
        SplittableRandom random = new SplittableRandom(11);
        JsonNode s = g;
        try {
            neverReading(id);
            Reader reader = new Reader();
            Session readerSession = WS.connect(reader, wsUri(id)).get(30, TimeUnit.SECONDS);
            try {
                // some 3 MB of states, far more than the kernel buffers a never-reader's socket
                s = play(g, s, 60, other, random);
                long last = s.get("version").asLong();
                long end = System.currentTimeMillis() + 10_000;
                while (reader.latest.get() < last && System.currentTimeMillis() < end) {
                    Thread.sleep(20);
                }
                assertThat(reader.latest.get()).as("the version the reading watcher has; " + reader.events)
                        .isEqualTo(last);
            } finally {
                readerSession.disconnect();
            }
            // a second never-reader stalls shortly before the idle watcher's first ping is due, and stays stalled
            // (for the write timeout) until after it
            long pingDue = idleSince + Watchers.PING_EVERY.toMillis();
            Thread.sleep(Math.max(0, pingDue - 5_000 - System.currentTimeMillis()));
            neverReading(id);
            s = play(g, s, 40, other, random);
            assertThat(s.get("over").asBoolean()).as("the game still on, so its pushes went on").isFalse();
            assertThat(pinged.await(Watchers.PING_EVERY.toMillis() + 5_000, TimeUnit.MILLISECONDS))
                    .as("a ping to an idle watcher").isTrue();
        } finally {
            idle.disconnect();
        }
        // with the others gone, the game stays watched only while a never-reader is connected: an overdue write
        // drops it, so no push waits on it for long
        long end = System.currentTimeMillis() + Watchers.WRITE_TIMEOUT.toMillis() + 15_000;
        while (slow.server.watchedGames() > 0 && System.currentTimeMillis() < end) {
            Thread.sleep(100);
        }
        assertThat(slow.server.watchedGames()).as("watched games once the never-readers' writes timed out")
                .isZero();
    }

    @Test
    void theAiKeepsMovingEveryGameWhileSpectatorsOfTwoAiGamesNeverRead() throws Exception {
        // two AI-only games, as many as the AI has threads, each with a spectator that never reads; paced so that
        // they are still playing when their spectators arrive
        List<String> aiGames = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            String id = create(BIG + "[\"ai:random\",\"ai:random\"],\"paceMillis\":40}").get("id").asText();
            neverReading(id);
            aiGames.add(id);
        }
        // bounded: 10 s of moves against the AI of another game, each answered within the bar
        long end = System.currentTimeMillis() + 10_000;
        int replies = 0;
        while (System.currentTimeMillis() < end) {
            JsonNode g = create("{\"game\":\"windy-nim\",\"variant\":{\"stones\":\"30\"},\"seats\":[\"human\","
                    + "\"ai:random\"]}");
            String id = g.get("id").asText();
            JsonNode s = g;
            while (!s.get("over").asBoolean() && System.currentTimeMillis() < end) {
                String body = moveBody("take1", s.get("ply").asInt(), token(g, 0));
                s = quick(slow.post("/api/games/" + id + "/moves", body), 200, "move " + replies);
                long deadline = System.currentTimeMillis() + BAR_MILLIS;
                while (s.get("thinking").asBoolean() && System.currentTimeMillis() < deadline) {
                    Thread.sleep(20);
                    s = quick(slow.get("/api/games/" + id), 200, "the state");
                }
                assertThat(s.get("thinking").asBoolean()).as("the AI's reply " + replies + " within " + BAR_MILLIS
                        + " ms").isFalse();
                replies++;
            }
        }
        quick(slow.get("/"), 200, "the home page");
        for (String id : aiGames) {
            // 10 s at 40 ms a move: a game whose pushes stalled its AI would be stuck far short of that
            JsonNode s = quick(slow.get("/api/games/" + id), 200, "an AI game");
            assertThat(s.get("over").asBoolean() || s.get("ply").asInt() > 100).as("AI game at ply " + s.get("ply"))
                    .isTrue();
        }
    }
}
