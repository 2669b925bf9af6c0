package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.nayuki.qrcodegen.QrCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;

/**
 * The table companion's API (docs/table.md): the referee's sentences after a move, the preview of a legal and an
 * illegal move (which changes nothing), refusals of bad bodies, and the QR code of the server's own address.
 */
class TableApiTest {
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = new WebServer(20).start(0).allowPublicUrl("http://192.168.1.20:8080/");
        http = new Http("http://localhost:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode create(String game) {
        Http.Reply made = http.post("/api/games", "{\"game\":\"" + game + "\",\"seats\":"
                + PositionApiTest.seats(game) + ",\"seed\":7}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        return made.json();
    }

    private static JsonNode play(JsonNode created, JsonNode state, String move) {
        Http.Reply r = http.post("/api/games/" + created.get("id").asText() + "/moves", Http.JSON.createObjectNode()
                .put("move", move).put("ply", state.get("ply").asInt())
                .put("token", Http.token(created, Math.max(0, state.get("toMove").asInt()))).toString());
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    private static Http.Reply preview(String id, String body) {
        return http.post("/api/games/" + id + "/referee", body);
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    /** The moves of a game's state, chance outcomes included. */
    private static List<String> moves(JsonNode state) {
        List<String> out = new ArrayList<>();
        state.get("moves").forEach(m -> out.add(m.get("text").asText()));
        return out;
    }

    /** The game's own state after {@code moves} from the start, in the variant of {@code state}. */
    private static GameState replay(JsonNode state, List<String> moves) {
        Game g = Games.byId(state.get("game").get("id").asText());
        Map<String, String> variant = new java.util.LinkedHashMap<>();
        state.get("variant").fields().forEachRemaining(e -> variant.put(e.getKey(), e.getValue().asText()));
        return GameState.replay(g, Variant.of(g, variant), moves);
    }

    /** What the game itself says about the last of {@code moves}, none at the start. */
    private static List<String> refereeSays(JsonNode state, List<String> moves) {
        GameState after = replay(state, moves);
        return after.previous() == null ? List.of()
                : after.game().refereeSays(after.previous().view(), after.lastAction(), after.view());
    }

    @ParameterizedTest
    @ValueSource(strings = {"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"})
    void theRefereeSaysNothingAtTheStartAndTheGamesSentencesAfterEachMove(String game) {
        JsonNode created = create(game);
        String id = created.get("id").asText();
        JsonNode start = http.get("/api/games/" + id + "/referee").json();
        assertThat(start.get("ply").asInt()).isEqualTo(created.get("ply").asInt());
        assertThat(texts(start.get("says"))).as("at the start (a throw made at creation included)")
                .isEqualTo(refereeSays(created, moves(created)));
        JsonNode state = created;
        for (int i = 0; i < 3; i++) {
            state = play(created, state, state.get("legalMoves").get(0).asText());
            JsonNode says = http.get("/api/games/" + id + "/referee").json();
            assertThat(says.get("ply").asInt()).isEqualTo(state.get("ply").asInt());
            assertThat(texts(says.get("says"))).as("%s after %s", game, moves(state))
                    .isEqualTo(refereeSays(state, moves(state)));
        }
        assertThat(moves(created)).as("nothing said before any move").isNotEqualTo(moves(state));
    }

    @ParameterizedTest
    @ValueSource(strings = {"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"})
    void aPreviewOfALegalMoveSaysWhatTheRefereeWouldAndChangesNothing(String game) {
        JsonNode created = create(game);
        String id = created.get("id").asText();
        String move = created.get("legalMoves").get(created.get("legalMoves").size() - 1).asText();
        String before = http.get("/api/games/" + id).body();
        Http.Reply r = preview(id, "{\"move\":\"" + move + "\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().get("legal").asBoolean()).isTrue();
        assertThat(r.json().get("move").asText()).isEqualTo(move);
        List<String> line = new ArrayList<>(moves(created));
        line.add(move);
        assertThat(texts(r.json().get("says"))).isEqualTo(refereeSays(created, line));
        JsonNode would = r.json().get("view");
        assertThat(would.get("ply").asInt()).as("the view as it would be").isEqualTo(created.get("ply").asInt() + 1);
        assertThat(moves(would)).isEqualTo(line);
        assertThat(http.get("/api/games/" + id).body()).as("the game after a preview").isEqualTo(before);
        assertThat(http.get("/api/games/" + id + "/referee").json().get("ply").asInt())
                .isEqualTo(created.get("ply").asInt());
    }

    @ParameterizedTest
    @ValueSource(strings = {"warp-and-weft", "one-piece-for-two"})
    void aPreviewOfAnIllegalMoveNamesTheRuleInOneSentenceWithoutNotationWords(String game) {
        JsonNode created = create(game);
        String id = created.get("id").asText();
        String first = created.get("legalMoves").get(0).asText();
        JsonNode state = play(created, created, first);
        String before = http.get("/api/games/" + id).body();
        Http.Reply r = preview(id, "{\"move\":\"" + first + "\"}"); // the same place again
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().get("legal").asBoolean()).isFalse();
        String why = r.json().get("why").asText();
        assertThat(why).as(game).isNotBlank().doesNotContain("is not legal now").endsWith(".")
                .doesNotContainIgnoringCase("notation");
        GameState now = replay(state, moves(state));
        String reason = now.game().whyIllegal(now.view(), now.parse(first)).orElseThrow();
        assertThat(why).as("the game's own reason, as a sentence").isEqualTo(Character.toUpperCase(reason.charAt(0))
                + reason.substring(1) + (reason.endsWith(".") ? "" : "."));
        assertThat(http.get("/api/games/" + id).body()).isEqualTo(before);
    }

    @Test
    void aThreadGameJumpOverOneRedThreadIsAnnouncedWithItsCrossingCount() {
        Http.Reply made = http.post("/api/games", "{\"game\":\"zero-one-two\",\"variant\":\"firstPlayer=P1\","
                + "\"seats\":[\"human\",\"human\"]}");
        JsonNode state = made.json();
        for (String move : List.of("setup DN(0,0)", "peg 0,1", "setup DN(-2,0)", "peg 0,2", "place -1,0",
                "place -1,3", "place 2,-2", "done", "weave -1,0")) {
            state = play(made.json(), state, move);
        }
        String id = state.get("id").asText();
        Http.Reply preview = preview(id, "{\"move\":\"jump -1,3\"}");
        assertThat(texts(preview.json().get("says")))
                .containsExactly("Jump 2 from -1,0 to -1,3 crosses red #2: 1 crossing, as the second Jump needs");
        play(made.json(), state, "jump -1,3");
        assertThat(texts(http.get("/api/games/" + id + "/referee").json().get("says")))
                .containsExactly("Jump 2 from -1,0 to -1,3 crosses red #2: 1 crossing, as the second Jump needs");
    }

    @Test
    void badBodiesAreRefusedAndNotationErrorsAreA400WithTheNotationsWords() {
        String id = create("warp-and-weft").get("id").asText();
        assertThat(preview(id, "{\"move\":\"C3\",\"token\":\"x\"}").error()).contains("unknown field \"token\"");
        assertThat(preview(id, "{}").error()).contains("\"move\"");
        assertThat(preview(id, "{\"move\":3}").error()).contains("must be text");
        assertThat(preview(id, "[\"C3\"]").status()).isEqualTo(400);
        assertThat(preview(id, "not json").status()).isEqualTo(400);
        Http.Reply garbled = preview(id, "{\"move\":\"zz-top\"}");
        assertThat(garbled.status()).isEqualTo(400);
        Game waw = Games.byId("warp-and-weft");
        String notationError = null;
        try {
            GameState.start(waw).parse("zz-top");
        } catch (RuntimeException e) {
            notationError = e.getMessage();
        }
        assertThat(garbled.error()).isEqualTo(notationError);
        assertThat(http.get("/api/games/nope/referee").status()).isEqualTo(404);
        assertThat(preview("nope", "{\"move\":\"C3\"}").status()).isEqualTo(404);
    }

    @Test
    void theQrCodeDrawsTheServersPublicAddressNeverTheHostAClientSends() {
        JsonNode address = http.get("/api/table/address").json();
        assertThat(address.get("url").asText()).isEqualTo("http://192.168.1.20:8080/table");
        assertThat(address.get("public").asBoolean()).isTrue();
        RawHttp.Response qr = RawHttp.send(server.port(), "GET", "/api/table/qr.svg",
                Map.of("Host", "192.168.1.20:8080"), null);
        assertThat(qr.status()).as(qr.toString()).isEqualTo(200);
        assertThat(qr.header("Content-Type")).startsWith("image/svg+xml");
        assertThat(modules(qr.body())).isEqualTo(modules(QrCode.encodeText("http://192.168.1.20:8080/table",
                QrCode.Ecc.MEDIUM)));
    }

    @Test
    void withoutAPublicUrlTheQrCodeIsTheAddressTheConnectionReached() {
        try (WebServer local = new WebServer(20).start(0)) {
            String url = "http://127.0.0.1:" + local.port() + "/table";
            Http other = new Http("http://localhost:" + local.port());
            assertThat(other.get("/api/table/address").json().get("url").asText()).isEqualTo(url);
            assertThat(other.get("/api/table/address").json().get("public").asBoolean()).isFalse();
            RawHttp.Response qr = RawHttp.send(local.port(), "GET", "/api/table/qr.svg",
                    Map.of("Host", "localhost:" + local.port()), null);
            assertThat(modules(qr.body())).isEqualTo(modules(QrCode.encodeText(url, QrCode.Ecc.MEDIUM)));
        }
    }

    private static final Pattern MODULE = Pattern.compile("M(\\d+),(\\d+)h1v1h-1z");

    /** The dark modules an SVG draws, as "x,y" without the quiet zone. */
    private static List<String> modules(String svg) {
        List<String> dark = new ArrayList<>();
        Matcher m = MODULE.matcher(svg);
        while (m.find()) {
            dark.add((Integer.parseInt(m.group(1)) - 4) + "," + (Integer.parseInt(m.group(2)) - 4));
        }
        assertThat(dark).as("modules drawn").isNotEmpty();
        return dark;
    }

    private static List<String> modules(QrCode qr) {
        List<String> dark = new ArrayList<>();
        for (int y = 0; y < qr.size; y++) {
            for (int x = 0; x < qr.size; x++) {
                if (qr.getModule(x, y)) {
                    dark.add(x + "," + y);
                }
            }
        }
        return dark;
    }
}
