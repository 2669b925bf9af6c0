package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A seed that decides something random in a rated game or a competition with other people is the server's: its
 * creator cannot choose it (0-1-2's first player, 3Will's throws), and it is shown only once the game or the
 * competition is over, for a replay. Casual and solo games keep their chosen seeds.
 */
class FairSeedsTest {
    private static final String CLOCK = ",\"clock\":{\"initialSeconds\":600,\"incrementSeconds\":5}";
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = new WebServer(Stores.inMemory(), ServerConfig.of(10)).start(0);
        http = new Http("http://127.0.0.1:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static String key(String name) {
        return http.post("/api/players", "{\"name\":\"" + name + "\"}").json().get("key").asText();
    }

    @Test
    void theCreatorOfARatedGameCannotChooseItsSeed() {
        Http.Reply chosen = http.post("/api/games", "{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"ai:random\"],"
                + "\"player\":\"" + key("Ida") + "\",\"rated\":true,\"seed\":42" + CLOCK + "}");
        assertThat(chosen.status()).as(chosen.body()).isEqualTo(400);
        assertThat(chosen.json().get("error").asText()).contains("a rated game's seed is drawn by the server");
        Http.Reply casual = http.post("/api/games", "{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"ai:random\"],"
                + "\"seed\":42}");
        assertThat(casual.status()).as(casual.body()).isEqualTo(201);
        assertThat(casual.json().get("seed").asLong()).as("a casual game keeps its seed").isEqualTo(42);
    }

    @Test
    void aRatedGamesSeedAndRecordAreShownOnlyOnceItIsOver() {
        JsonNode game = http.post("/api/games", "{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"ai:random\"],"
                + "\"player\":\"" + key("Jo") + "\",\"rated\":true" + CLOCK + "}").json();
        String id = game.get("id").asText();
        String token = Http.token(game, 0);
        assertThat(game.get("seed").isNull()).as("the seed would tell who sets up first").isTrue();
        assertThat(http.get("/api/games/" + id).json().get("seed").isNull()).isTrue();
        Http.Reply record = http.get("/api/games/" + id + "/record");
        assertThat(record.status()).as(record.body()).isEqualTo(409);
        assertThat(http.post("/api/games/" + id + "/resign", "{\"token\":\"" + token + "\"}").status())
                .isEqualTo(200);
        assertThat(http.get("/api/games/" + id).json().get("seed").isNumber()).as("shown after the end").isTrue();
        Http.Reply after = http.get("/api/games/" + id + "/record");
        assertThat(after.status()).as(after.body()).isEqualTo(200);
        assertThat(after.json().get("seed").asLong()).isEqualTo(http.get("/api/games/" + id).json().get("seed")
                .asLong());
    }

    @Test
    void theOrganiserOfACompetitionWithOthersCannotChooseItsSeed() {
        Http.Reply chosen = http.post("/api/competitions", "{\"seed\": 7, \"maxContenders\": 4}");
        assertThat(chosen.status()).as(chosen.body()).isEqualTo(400);
        assertThat(chosen.json().get("error").asText()).contains("drawn by the server");
        assertThat(http.post("/api/competitions", "{\"seed\": 7}").status()).as("the default admits others")
                .isEqualTo(400);
        Http.Reply solo = http.post("/api/competitions", "{\"seed\": 7, \"maxContenders\": 1}");
        assertThat(solo.status()).as(solo.body()).isEqualTo(201);
        assertThat(http.post("/api/competitions", "{\"maxContenders\": 4}").status()).isEqualTo(201);
    }
}
