package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import spindle.server.limits.Limits;

/** The How to play routes over HTTP: the pictures' data, the guided game's creation, its rate and bad names. */
class HowToApiTest {
    @Test
    void theGuidedGameIsARealGameOnThePreparedPositionThatThePlayerMovesIn() {
        try (WebServer server = new WebServer(0).start(0)) {
            Http http = new Http("http://localhost:" + server.port());
            JsonNode data = http.get("/api/howto/one-piece-for-two").json();
            assertThat(data.get("positions")).hasSizeGreaterThanOrEqualTo(3);
            JsonNode first = data.get("guided").get("steps").get(0);

            Http.Reply made = http.post("/api/howto/one-piece-for-two/guided", "{}");
            assertThat(made.status()).as(made.body()).isEqualTo(201);
            JsonNode game = made.json();
            assertThat(game.get("tokens")).hasSize(2);
            assertThat(game.get("legalMoves").toString()).contains(first.get("you").asText());
            String token = game.get("tokens").get(game.get("toMove").asInt()).get("token").asText();
            Http.Reply moved = http.post("/api/games/" + game.get("id").asText() + "/moves",
                    "{\"move\":\"" + first.get("you").asText() + "\",\"ply\":" + game.get("ply").asInt()
                            + ",\"token\":\"" + token + "\"}");
            assertThat(moved.status()).as(moved.body()).isEqualTo(200);
            assertThat(moved.json().get("ply").asInt()).isGreaterThan(game.get("ply").asInt());
        }
    }

    @Test
    void unknownGamesAndGamesWithoutAPageAre404AndNever500() {
        try (WebServer server = new WebServer(0).start(0)) {
            Http http = new Http("http://localhost:" + server.port());
            for (String name : new String[] {"chess", "windy-nim", "%00", "x".repeat(3000)}) {
                // no such game, or a game without a How to play page: 404; a name no URL can carry: another 4xx
                int expected = name.startsWith("%") || name.length() > 100 ? -1 : 404;
                for (Http.Reply r : new Http.Reply[] {http.get("/howto/" + name), http.get("/api/howto/" + name),
                    http.post("/api/howto/" + name + "/guided", "{}")}) {
                    assertThat(r.status()).as(name + ": " + r.body()).isBetween(400, 499);
                    if (expected > 0) {
                        assertThat(r.status()).isEqualTo(expected);
                    }
                }
            }
            assertThat(http.get("/howto").body()).contains("/howto/zero-one-two");
        }
    }

    @Test
    void makingGuidedGamesIsChargedAsGameCreations() {
        Limits limits = Limits.defaults().with("creates", "2");
        try (WebServer server = new WebServer(Stores.inMemory(), ServerConfig.of(0).withLimits(limits)).start(0)) {
            Http http = new Http("http://localhost:" + server.port());
            assertThat(http.post("/api/howto/warp-and-weft/guided", "{}").status()).isEqualTo(201);
            assertThat(http.post("/api/games", "{\"game\":\"warp-and-weft\",\"seats\":[\"human\",\"human\"]}")
                    .status()).isEqualTo(201);
            Http.Reply third = http.post("/api/howto/warp-and-weft/guided", "{}");
            assertThat(third.status()).as(third.body()).isEqualTo(429);
        }
    }
}
