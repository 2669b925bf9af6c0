package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every route of the server fed what a careless or hostile client sends: bodies that are no object, deep nesting,
 * unknown fields, every known field with a value of every wrong type, invalid UTF-8, odd ids and query parameters.
 * Each answer must be a 2xx (the input was in fact valid) or a 4xx with a JSON {@code error}: a 5xx is a bug.
 */
class ApiFuzzTest {
    private static final AtomicLong CLOCK = new AtomicLong(1_000_000);
    private static final int DEPTH = 10_000;

    /** Bodies that are not what any request takes. */
    private static final List<String> BODIES = List.of("null", "[]", "42", "\"text\"", "true", "false", "{}",
            "{\"zzz\":1}", "", " ", "{", "}", "[{}]", "{\"a\":", "nul", "1e400", "99999999999999999999999", "-0",
            "{\"a\":1,\"a\":2}", "\u00e9", "[".repeat(DEPTH) + "]".repeat(DEPTH),
            "{\"a\":".repeat(DEPTH) + "1" + "}".repeat(DEPTH), "[".repeat(DEPTH), "\"" + "x".repeat(200_000) + "\"");

    /** Values that each known field is given in turn (JSON text). */
    private static final List<String> VALUES = List.of("null", "42", "-1", "0", "1.5", "1e400", "-1e400",
            "99999999999999999999999", "-99999999999999999999999", "9223372036854775807", "\"\"", "\"x\"",
            "\"-1\"", "\"99999999999999999999999\"", "true", "[]", "[1,2]", "[null]", "[[]]", "{}", "{\"a\":1}",
            "{\"a\":{}}", "[".repeat(DEPTH) + "]".repeat(DEPTH), "\"" + "x".repeat(100_000) + "\"");

    private static WebServer server;
    private static int port;
    private static String game;
    private static String token;
    private static String record;
    private static String competition;
    private static String organiser;
    private static String contender;
    private static final List<String> failures = new ArrayList<>();
    private static int requests;

    @BeforeAll
    static void start() {
        server = new WebServer(Stores.inMemory(), ServerConfig.of(20).withClock(CLOCK::get)).start(0);
        port = server.port();
        JsonNode created = ok(RawHttp.postJson(port, "/api/games", Map.of(),
                "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"human\"],\"seed\":7}"));
        game = created.get("id").asText();
        token = Http.token(created, created.get("toMove").asInt());
        record = RawHttp.get(port, "/api/games/" + game + "/record", Map.of()).body();
        JsonNode c = ok(RawHttp.postJson(port, "/api/competitions", Map.of(), "{}"));
        competition = c.get("id").asText();
        organiser = c.get("organiserToken").asText();
        contender = ok(RawHttp.postJson(port, "/api/competitions/" + competition + "/join", Map.of(),
                "{\"name\":\"Ann\"}")).get("token").asText();
    }

    @BeforeEach
    void clear() {
        failures.clear();
        requests = 0;
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode ok(RawHttp.Response r) {
        assertThat(r.status()).as(r.toString()).isBetween(200, 299);
        return r.json();
    }

    private static void send(String method, String path, byte[] body, String what) {
        requests++;
        RawHttp.Response r;
        try {
            r = RawHttp.send(port, method, path, body == null ? Map.of() : Map.of("Content-Type",
                    "application/json"), body);
        } catch (RuntimeException e) {
            failures.add(method + " " + path + " " + what + ": no answer (" + e + ")");
            return;
        }
        boolean fine = r.status() >= 200 && r.status() < 300
                || r.status() >= 400 && r.status() < 500 && r.json() != null && !r.json().path("error").asText()
                        .isBlank();
        if (!fine) {
            failures.add(method + " " + shorten(path) + " " + what + " -> " + r);
        }
    }

    private static String shorten(String s) {
        return s.length() > 120 ? s.substring(0, 120) + "..." : s;
    }

    private static void post(String path, String body) {
        send("POST", path, body.getBytes(StandardCharsets.UTF_8), "body " + shorten(body));
    }

    /** The odd bodies, then the valid {@code base} with each field in turn set to each odd value, and unknowns. */
    private static void posts(String path, String base) {
        BODIES.forEach(b -> post(path, b));
        send("POST", path, new byte[] {(byte) 0xFF, (byte) 0xFE, '{', (byte) 0xC3, '}'}, "invalid UTF-8");
        send("POST", path, ("{\"a\":\"" + new String(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
                StandardCharsets.ISO_8859_1) + "\"}").getBytes(StandardCharsets.ISO_8859_1), "a lone surrogate");
        send("POST", path, null, "no body");
        ObjectNode valid = (ObjectNode) tree(base);
        for (Iterator<String> names = valid.fieldNames(); names.hasNext(); ) {
            String field = names.next();
            for (String value : VALUES) {
                ObjectNode changed = valid.deepCopy();
                changed.put(field, "@value@"); // spliced as text: Jackson itself refuses to build the deepest values
                post(path, changed.toString().replace("\"@value@\"", value));
            }
            ObjectNode without = valid.deepCopy();
            without.remove(field);
            post(path, without.toString());
        }
        ObjectNode unknown = valid.deepCopy();
        unknown.put("colour", "blue");
        post(path, unknown.toString());
    }

    private static JsonNode tree(String json) {
        try {
            return Http.JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException(json, e);
        }
    }

    private static final List<String> BAD_IDS = List.of("nope", "0", "-1", "%2e%2e", "x".repeat(3000), "%C3%A9",
            "%20", "null");

    @Test
    void noGameRouteAnswersWithAServerError() {
        List<String> ids = new ArrayList<>(BAD_IDS);
        ids.add(game);
        for (String id : ids) {
            String g = "/api/games/" + id;
            for (String q : new String[] {"", "?ply=", "?ply=x", "?ply=-1", "?ply=0", "?ply=99999999999",
                "?ply=2147483648", "?ply=1e3", "?ply=%00", "?ply=1&ply=2"}) {
                send("GET", g + q, null, "");
            }
            send("GET", g + "/hint", null, "");
            send("GET", g + "/record", null, "");
            send("GET", g + "/record?download", null, "");
            for (String q : new String[] {"", "?iterations=-1", "?iterations=0", "?iterations=x", "?iterations=",
                "?iterations=99999999999999999999", "?iterations=20001", "?iterations=1", "?level=", "?level=max",
                "?level=x", "?level=easy", "?level=easy&iterations=5"}) {
                send("GET", g + "/analysis" + q, null, "");
            }
            send("GET", "/game/" + id, null, "");
            posts(g + "/moves", "{\"move\":\"1\",\"ply\":1,\"token\":\"" + token + "\"}");
            posts(g + "/undo", "{\"token\":\"" + token + "\"}");
            posts(g + "/draw", "{\"token\":\"" + token + "\",\"action\":\"offer\"}");
            posts(g + "/rematch", "{\"token\":\"" + token + "\"}");
            posts(g + "/chat", "{\"channel\":\"players\",\"text\":\"hi\",\"token\":\"" + token + "\"}");
            send("GET", g + "/chat?channel=players", null, "");
            send("GET", g + "/chat?channel=%00", null, "");
            posts(g + "/claim-victory", "{\"token\":\"" + token + "\"}");
            posts(g + "/resign", "{\"token\":\"" + token + "\"}"); // last: it ends the game
            for (String seat : new String[] {"0", "1", "5", "-1", "x", "99999999999", "%20"}) {
                posts(g + "/seats/" + seat + "/join", "{}");
                posts(g + "/seats/" + seat + "/claim", "{\"token\":\"" + token + "\",\"player\":\"x\"}");
            }
        }
        posts("/api/players", "{\"name\":\"fuzzy\",\"bot\":false}");
        posts("/api/players/me/key", "{}");
        for (String page : new String[] {"", "?page=0", "?page=2", "?page=x", "?page=99999999999", "?page=1001"}) {
            send("GET", "/api/competitions" + page, null, "");
        }
        posts("/api/games", "{\"game\":\"windy-nim\",\"variant\":{\"stones\":\"12\"},\"seats\":[\"human\",\"invite\"],"
                + "\"seed\":\"5\",\"paceMillis\":0}");
        for (String seats : new String[] {"[42]", "[null]", "[[]]", "[{}]", "[\"ai:nope\"]", "[\"record:x\",\"human\"]",
            "[\"human\"]", "[\"human\",\"human\",\"human\"]", "[\"\",\"\"]"}) {
            post("/api/games", "{\"game\":\"windy-nim\",\"seats\":" + seats + "}");
        }
        for (String variant : new String[] {"\"stones=x\"", "\"=\"", "\"stones\"", "{\"stones\":{}}",
            "{\"stones\":null}", "{\"zzz\":\"1\"}", "{\"stones\":\"99999999999\"}", "42"}) {
            post("/api/games", "{\"game\":\"windy-nim\",\"variant\":" + variant + ",\"seats\":[\"human\",\"human\"]}");
        }
        posts("/api/records", record);
        for (String path : new String[] {"/api/catalog", "/api/games", "/api/lobby", "/lobby", "/compete", "/",
            "/nope", "/api/nope", "/js/nope.js", "/api/games/" + game + "/nope", "/rules/%00", "/%2e%2e/x",
            "/offline-files.json", "/bench", "/game?id=local-x", "/game?id=%00", "/game?id=" + "x".repeat(3000)}) {
            send("GET", path, null, "");
        }
        for (String method : new String[] {"PUT", "DELETE", "PATCH", "OPTIONS"}) {
            send(method, "/api/games/" + game, "{}".getBytes(StandardCharsets.UTF_8), "");
        }
        post("/api/nope", "{}");
        post("/api/games", "[" + " ".repeat((int) WebServer.MAX_REQUEST_BYTES) + "]");
        for (String name : new String[] {"windy-nim", "just-playing-a-round", "nope", "%00", "x".repeat(3000)}) {
            send("GET", "/rules/" + name, null, "");
            send("GET", "/howto/" + name, null, "");
            send("GET", "/api/howto/" + name, null, "");
            post("/api/howto/" + name + "/guided", "{}");
            for (String q : new String[] {"", "?stones=x", "?stones=99999999999", "?stones=-1", "?zzz=1", "?stones=",
                "?stones=%00", "?stones=1&stones=2"}) {
                send("GET", "/api/catalog/" + name + "/seats" + q, null, "");
            }
            for (String q : new String[] {"", "?players=robots", "?players=", "?players=people&players=computers",
                "?position=%00", "?position=" + "x".repeat(5_000), "?position=_____", "?variant=zzz=1",
                "?variant=stones=99999999999", "?variant=%00", "?position=1&variant=stones=x"}) {
                send("GET", "/api/explorer/" + name + q, null, "");
            }
        }
        assertThat(failures).as(failures.size() + " of " + requests + " answers were not 2xx or 4xx with an error")
                .isEmpty();
    }

    @Test
    void noCompetitionRouteAnswersWithAServerError() {
        List<String> ids = new ArrayList<>(BAD_IDS);
        ids.add(competition);
        for (String id : ids) {
            String c = "/api/competitions/" + id;
            send("GET", c, null, "");
            send("GET", c + "/standings", null, "");
            for (String q : new String[] {"", "?token=", "?token=x", "?token=" + contender, "?token=%00"}) {
                send("GET", c + "/me" + q, null, "");
            }
            send("GET", "/compete/" + id, null, "");
            posts(c + "/moves", "{\"token\":\"" + contender + "\",\"move\":\"R3 NE\",\"ply\":0}");
            posts(c + "/join", "{\"name\":\"Bob\"}");
            posts(c + "/start", "{\"token\":\"" + organiser + "\"}");
        }
        posts("/api/competitions", "{\"title\":\"t\",\"allowanceSeconds\":60,\"undirectedDepositSeconds\":5,"
                + "\"directedDepositSeconds\":5,\"sharedSetup\":true,\"variant\":{},\"maxContenders\":4,\"seed\":1}");
        send("GET", "/api/competitions", null, "");
        assertThat(failures).as(failures.size() + " of " + requests + " answers were not 2xx or 4xx with an error")
                .isEmpty();
    }
}
