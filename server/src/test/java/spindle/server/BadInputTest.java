package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.match.GameRecord;
import spindle.match.GameRecords;

/** Input that used to get a 500 or be silently accepted now gets a 4xx that says what is wrong. */
class BadInputTest {
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = new WebServer(50).start(0);
        http = new Http("http://localhost:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aRecordThatIsNotAnObjectIsRefused() {
        for (String body : new String[] {"null", "[]", "42", "\"text\""}) {
            Http.Reply r = http.post("/api/records", body);
            assertThat(r.status()).as(body + ": " + r.body()).isEqualTo(400);
            assertThat(r.error()).contains("JSON object");
        }
    }

    /** A Just Playing a Round game stopped where the next throw is due, as {@code spindle replay} accepts it. */
    private static GameRecord stoppedBeforeAThrow() {
        GameState s = GameState.start(Games.byId("just-playing-a-round"));
        SplittableRandom random = new SplittableRandom(11);
        int[] buffer = new int[s.view().maxActions()];
        do {
            s = s.apply(s.isChance() ? s.view().chance().sample(random) : s.view().randomAction(random, buffer));
        } while (s.ply() < 6 || !s.isChance());
        assertThat(s.isOver()).isFalse();
        return new GameRecord(GameRecord.VERSION, "just-playing-a-round", s.variant().toString(),
                Collections.nCopies(s.view().players(), "human"), 5, s.moves(), List.of(), "unfinished",
                "2026-01-02T03:04:05Z", null);
    }

    @Test
    void anUnfinishedRecordStoppedBeforeAThrowIsImportedAndShown() throws InterruptedException {
        GameRecord record = stoppedBeforeAThrow();
        GameRecords.replay(record); // valid, as the replay command says
        Http.Reply imported = http.post("/api/records", GameRecords.toJson(record));
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        String id = imported.json().get("id").asText();
        assertThat(imported.json().get("ply").asInt()).isEqualTo(record.moves().size());
        assertThat(imported.json().get("thinking").asBoolean()).isFalse();
        Thread.sleep(200); // the AI pool, which used to fail on this game, has had its look
        Http.Reply state = http.get("/api/games/" + id);
        assertThat(state.status()).as(state.body()).isEqualTo(200);
        assertThat(state.json().get("moves")).hasSize(record.moves().size());
        Http.Reply exported = http.get("/api/games/" + id + "/record");
        assertThat(GameRecords.fromJson(exported.body()).moves()).isEqualTo(record.moves());
        Http.Reply move = http.post("/api/games/" + id + "/moves", "{\"move\":\"x\",\"ply\":"
                + record.moves().size() + "}");
        assertThat(move.status()).as(move.body()).isEqualTo(409);
        assertThat(move.error()).contains("chance");
    }

    @Test
    void unknownFieldsOfANewGameAreRefusedByName() {
        Http.Reply r = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"human\"],"
                + "\"colour\":\"blue\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(400);
        assertThat(r.error()).contains("\"colour\"", "game", "variant", "seats", "seed", "paceMillis");
        Http.Reply typo = http.post("/api/games", "{\"game\":\"windy-nim\",\"seat\":[\"human\",\"human\"]}");
        assertThat(typo.status()).isEqualTo(400);
        assertThat(typo.error()).contains("\"seat\"");
        JsonNode created = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"human\"]}").json();
        String id = created.get("id").asText();
        Http.Reply move = http.post("/api/games/" + id + "/moves", "{\"move\":\"1\",\"ply\":1,\"tokn\":\"x\"}");
        assertThat(move.status()).isEqualTo(400);
        assertThat(move.error()).contains("\"tokn\"", "token");
    }
}
