package spindle.server.compete;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.server.Http;
import spindle.server.ServerConfig;
import spindle.server.Stores;
import spindle.server.TestDatabases;
import spindle.server.WebServer;
import spindle.server.db.Database;

/**
 * Online competitions in the database, on SQLite and on PostgreSQL: a server stopped mid-round and started again on
 * the same database shows the same competition, and its clock has run on meanwhile.
 */
class CompetitionPersistenceTest {
    @TempDir
    Path dir;

    private final AtomicLong clock = new AtomicLong(5_000_000);

    private WebServer serve(String url) {
        Database db = Database.open(url);
        return new WebServer(Stores.of(db, ServerConfig.of(50).withClock(clock::get)), ServerConfig.of(50).withClock(clock::get).withChosenSeeds()).start(0);
    }

    private static Http http(WebServer server) {
        return new Http("http://localhost:" + server.port());
    }

    private static String move(Http http, String id, String token) {
        JsonNode me = http.get("/api/competitions/" + id + "/me?token=" + token).json();
        String move = me.get("you").get("legalMoves").get(0).asText();
        Http.Reply r = http.post("/api/competitions/" + id + "/moves",
                "{\"token\": \"" + token + "\", \"move\": \"" + move + "\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return move;
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aCompetitionResumesAfterARestartWithItsClockRunningOn(String kind) {
        String url = TestDatabases.fresh(kind, dir);
        String id;
        String ann;
        String bob;
        String organiser;
        String before;
        String annBefore;
        try (WebServer server = serve(url)) {
            Http http = http(server);
            JsonNode created = http.post("/api/competitions", "{\"seed\": 8, \"allowanceSeconds\": 100}").json();
            id = created.get("id").asText();
            organiser = created.get("organiserToken").asText();
            ann = http.post("/api/competitions/" + id + "/join", "{\"name\": \"Ann\"}").json().get("token").asText();
            bob = http.post("/api/competitions/" + id + "/join", "{\"name\": \"Bob\"}").json().get("token").asText();
            http.post("/api/competitions/" + id + "/start", "{\"token\": \"" + organiser + "\"}");
            for (int i = 0; i < 5; i++) { // Ann: four plays and continue, 2 s each
                clock.addAndGet(2_000);
                move(http, id, ann);
            }
            clock.addAndGet(1_000);
            move(http, id, bob);
            before = http.get("/api/competitions/" + id).body();
            annBefore = http.get("/api/competitions/" + id + "/me?token=" + ann).body();
        }
        try (WebServer server = serve(url)) {
            Http http = http(server);
            assertThat(http.get("/api/competitions/" + id).body()).isEqualTo(before);
            assertThat(http.get("/api/competitions/" + id + "/me?token=" + ann).body()).isEqualTo(annBefore);
            assertThat(http.post("/api/competitions/" + id + "/start", "{\"token\": \"" + organiser + "\"}")
                    .status()).as("already started").isEqualTo(409);
            move(http, id, bob); // Bob plays on after the restart
            clock.addAndGet(200_000); // and then runs out of time while the server is down
        }
        try (WebServer server = serve(url)) {
            JsonNode c = http(server).get("/api/competitions/" + id).json();
            assertThat(c.get("status").asText()).isEqualTo("finished");
            for (JsonNode row : c.get("standings")) {
                assertThat(row.get("status").asText()).isEqualTo("timed out");
                assertThat(row.get("score").asInt()).isZero();
            }
            assertThat(c.get("round").asInt()).as("Bob timed out in round 1, Ann then alone in round 2").isEqualTo(2);
        }
    }
}
