package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.cli.FairPlayTest.CLOCK;
import static spindle.cli.FairPlayTest.player;
import static spindle.cli.RawClient.get;
import static spindle.cli.RawClient.post;
import static spindle.cli.RawClient.send;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import spindle.cli.RawClient.Reply;

/**
 * The server-wide pools against a real {@code spindle serve} with its default limits (issue 31): one client (an
 * address of 127.0.0.0/8) holds only its share of the Bot API streams, the lobby's sockets and seeks, and a player's
 * waiting challenges, while another client still gets in; spectators cannot fill the players' chat; and no rating
 * moves through zero-move games, repeated games between two players, or games against an AI level.
 */
class FairPoolsTest {
    private static ChildServer server;
    private final List<Socket> open = new ArrayList<>();

    @BeforeAll
    static void start() {
        server = ChildServer.start(List.of(), null, List.of());
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @AfterEach
    void closeSockets() throws IOException {
        for (Socket s : open) {
            s.close();
        }
    }

    /** A connection from {@code source} that stays open: the status line, and for a WebSocket its first frame. */
    private String connect(String source, String path, Map<String, String> headers) throws IOException {
        Socket socket = new Socket();
        open.add(socket);
        socket.bind(new InetSocketAddress(source, 0));
        socket.connect(new InetSocketAddress("127.0.0.1", server.port), 5_000);
        socket.setSoTimeout(10_000);
        StringBuilder request = new StringBuilder("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.port
                + "\r\n");
        headers.forEach((k, v) -> request.append(k).append(": ").append(v).append("\r\n"));
        socket.getOutputStream().write(request.append("\r\n").toString().getBytes(StandardCharsets.UTF_8));
        InputStream in = socket.getInputStream();
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.append((char) b);
        }
        String status = head.toString().split("\r\n")[0];
        if (!status.contains(" 101 ")) {
            return status;
        }
        DataInputStream frames = new DataInputStream(in); // a server's frame: opcode, unmasked length, payload
        int opcode = frames.readUnsignedByte() & 0x0f;
        int length = frames.readUnsignedByte() & 0x7f;
        length = length == 126 ? frames.readUnsignedShort() : length;
        byte[] payload = new byte[length];
        frames.readFully(payload);
        return opcode == 8 ? "closed " + (((payload[0] & 0xff) << 8) | (payload[1] & 0xff))
                : new String(payload, StandardCharsets.UTF_8);
    }

    private String lobby(String source) throws IOException {
        return connect(source, "/api/lobby/ws", Map.of("Upgrade", "websocket", "Connection", "Upgrade",
                "Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version", "13"));
    }

    @Test
    void oneClientHoldsOnlyItsShareOfTheBotStreams() throws IOException {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Reply bot = post(server, "127.0.0.51", "/api/players", "{\"name\":\"fpBot" + i + "\",\"bot\":true}");
            keys.add(bot.json().get("key").asText());
        }
        for (int i = 0; i < 4; i++) {
            assertThat(connect("127.0.0.51", "/api/stream/event", Map.of("Authorization", "Bearer " + keys.get(i))))
                    .contains(" 200 ");
        }
        assertThat(connect("127.0.0.51", "/api/stream/event", Map.of("Authorization", "Bearer " + keys.get(4))))
                .contains(" 429 ");
        assertThat(connect("127.0.0.52", "/api/stream/event", Map.of("Authorization", "Bearer " + keys.get(4))))
                .contains(" 200 ");
    }

    @Test
    void oneClientHoldsOnlyItsShareOfTheLobbyAndItsSeeks() throws IOException {
        List<String> sockets = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            String hello = lobby("127.0.0.53");
            assertThat(hello).contains("\"hello\"");
            sockets.add(RawClient.JSON.readTree(hello).get("socket").asText());
        }
        assertThat(lobby("127.0.0.53")).isEqualTo("closed 1013");
        assertThat(lobby("127.0.0.54")).contains("\"hello\"");

        String seek = "{\"game\":\"one-piece-for-two\",\"clock\":{\"initialSeconds\":180,\"incrementSeconds\":2},"
                + "\"socket\":\"";
        assertThat(post(server, "127.0.0.53", "/api/seeks", "{\"game\":\"one-piece-for-two\",\"clock\":"
                + "{\"initialSeconds\":60,\"pad\":\"xxxx\"},\"socket\":\"" + sockets.get(0) + "\"}").status())
                .as("a padded clock is refused, not broadcast").isEqualTo(400);
        for (int i = 0; i < 3; i++) {
            assertThat(post(server, "127.0.0.53", "/api/seeks", seek + sockets.get(i % 2) + "\"}").status())
                    .isEqualTo(201);
        }
        Reply fourth = post(server, "127.0.0.53", "/api/seeks", seek + sockets.get(2) + "\"}");
        assertThat(fourth.status()).isEqualTo(429);
        assertThat(fourth.json().get("error").asText()).contains("one client");
    }

    @Test
    void throwawayKeysFromOneAddressCannotLockAPlayerOutOfChallenges() throws IOException {
        player(server, "127.0.0.56", "fpGina");
        int made = 0;
        for (int i = 0; i < 3; i++) {
            String key = player(server, "127.0.0.56", "fpThrow" + i);
            Reply r = send(server, "127.0.0.56", "POST", "/api/challenge/fpGina", Map.of("Authorization", "Bearer "
                    + key), "{\"game\":\"one-piece-for-two\"}");
            made += r.status() == 201 ? 1 : 0;
            assertThat(r.status()).isIn(201, 429);
        }
        assertThat(made).isEqualTo(2);
        String other = player(server, "127.0.0.57", "fpHank");
        assertThat(send(server, "127.0.0.57", "POST", "/api/challenge/fpGina", Map.of("Authorization", "Bearer "
                + other), "{\"game\":\"one-piece-for-two\"}").status()).isEqualTo(201);
    }

    @Test
    void spectatorsCannotCloseThePlayersChat() throws IOException {
        JsonNode game = RawClient.create(server, "127.0.0.60", "one-piece-for-two", "", "[\"invite\",\"invite\"]");
        String chat = "/api/games/" + game.get("id").asText() + "/chat";
        int written = 0;
        for (int source = 1; written < 500 && source <= 40; source++) { // 20 lines a minute per address
            String key = player(server, "127.0.1." + source, "fpFan" + source);
            for (int i = 0; i < 20 && written < 500; i++) {
                Reply r = post(server, "127.0.1." + source, chat, "{\"channel\":\"spectators\",\"text\":\"hi " + i
                        + "\",\"player\":\"" + key + "\"}");
                if (r.status() != 201) {
                    break;
                }
                written++;
            }
        }
        assertThat(written).isEqualTo(500);
        assertThat(post(server, "127.0.0.60", chat, "{\"channel\":\"spectators\",\"text\":\"one more\",\"player\":\""
                + player(server, "127.0.0.60", "fpLast") + "\"}").status()).isEqualTo(409);
        assertThat(post(server, "127.0.0.60", chat, "{\"channel\":\"players\",\"text\":\"still here\",\"token\":\""
                + RawClient.token(game, 0) + "\"}").status()).isEqualTo(201);
    }

    /** Plays the first legal move for whoever is to move (waiting for an AI) until each seat played two turns. */
    private static void twoTurnsEach(String source, String id, Map<Integer, String> tokens) throws Exception {
        int[] turns = new int[2];
        int last = -1;
        JsonNode s = get(server, source, "/api/games/" + id).json();
        for (int step = 0; step < 2_000; step++) {
            int seat = s.get("toMove").asInt();
            if (seat != last && Math.min(turns[0], turns[1]) >= 2) {
                return;
            }
            JsonNode next;
            if (tokens.containsKey(seat)) {
                Reply r = post(server, source, "/api/games/" + id + "/moves", "{\"move\":\"" + s.get("legalMoves")
                        .get(0).asText() + "\",\"ply\":" + s.get("ply") + ",\"token\":\"" + tokens.get(seat) + "\"}");
                assertThat(r.status()).as(r.toString()).isEqualTo(200);
                next = r.json();
            } else {
                Thread.sleep(20); // the AI's move
                next = get(server, source, "/api/games/" + id).json();
                if (next.get("plies").asInt() == s.get("plies").asInt()) {
                    continue;
                }
            }
            if (seat != last) {
                turns[seat]++;
                last = seat;
            }
            s = next;
        }
        throw new AssertionError("game " + id + " did not move on");
    }

    /** A rated game of Ann against an invited seat that {@code bobKey} claims: both seats' tokens. */
    private static Map<Integer, String> ratedPair(String source, String annKey, String bobKey, String[] id)
            throws IOException {
        Reply r = post(server, source, "/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":[\"human\","
                + "\"invite\"],\"rated\":true,\"player\":\"" + annKey + "\"," + CLOCK + "}");
        assertThat(r.status()).as(r.toString()).isEqualTo(201);
        id[0] = r.json().get("id").asText();
        Reply claimed = post(server, source, "/api/games/" + id[0] + "/seats/1/claim", "{\"token\":\""
                + RawClient.token(r.json(), 1) + "\",\"player\":\"" + bobKey + "\"}");
        assertThat(claimed.status()).as(claimed.toString()).isEqualTo(200);
        return Map.of(0, RawClient.token(r.json(), 0), 1, claimed.json().get("token").get("token").asText());
    }

    private static JsonNode entry(String name) throws IOException {
        for (JsonNode e : get(server, "127.0.0.59", "/api/ratings/one-piece-for-two").json().get("ratings")) {
            if (e.get("name").asText().equals(name)) {
                return e;
            }
        }
        return null;
    }

    private static void resign(String source, String id, String token) throws IOException {
        Reply r = post(server, source, "/api/games/" + id + "/resign", "{\"token\":\"" + token + "\"}");
        assertThat(r.status()).as(r.toString()).isEqualTo(200);
    }

    @Test
    void noRatingMovesThroughZeroMoveRepeatedOrAnchorGames() throws Exception {
        String ivy = player(server, "127.0.0.58", "fpIvy");
        String jack = player(server, "127.0.0.58", "fpJack");
        String[] id = new String[1];
        for (int g = 0; g < 3; g++) { // resigned at once: not rated
            Map<Integer, String> tokens = ratedPair("127.0.0.58", ivy, jack, id);
            resign("127.0.0.58", id[0], tokens.get(0));
            assertThat(get(server, "127.0.0.58", "/api/games/" + id[0]).json().get("notRated").asText())
                    .contains("2 turns");
        }
        assertThat(entry("fpJack")).isNull();
        for (int g = 0; g < 2; g++) { // played, then the same two again within the hour: counted once
            Map<Integer, String> tokens = ratedPair("127.0.0.58", ivy, jack, id);
            twoTurnsEach("127.0.0.58", id[0], tokens);
            resign("127.0.0.58", id[0], tokens.get(0));
        }
        assertThat(entry("fpJack").get("games").asInt()).isEqualTo(1);
        assertThat(entry("fpJack").get("rating").asLong()).isEqualTo(1662);
        assertThat(entry("fpJack").get("rank").isNull()).as("a provisional rating is shown apart, unranked").isTrue();

        for (String name : List.of("fpKim", "fpLee")) { // throwaway players losing to an AI level move it not
            String key = player(server, "127.0.0.59", name);
            Reply r = post(server, "127.0.0.59", "/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":"
                    + "[\"human\",\"ai:mcts:easy\"],\"rated\":true,\"player\":\"" + key + "\"," + CLOCK + "}");
            assertThat(r.status()).as(r.toString()).isEqualTo(201);
            String game = r.json().get("id").asText();
            twoTurnsEach("127.0.0.59", game, Map.of(0, RawClient.token(r.json(), 0)));
            resign("127.0.0.59", game, RawClient.token(r.json(), 0));
        }
        assertThat(entry("ai:mcts:easy").get("rating").asLong()).isEqualTo(1500);
        assertThat(entry("fpKim").get("rating").asLong()).isLessThan(1500);
    }
}
