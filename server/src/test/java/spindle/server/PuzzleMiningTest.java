package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.server.db.Database;

/**
 * A server mines its own finished games for puzzles in the background (docs/puzzles.md), and keeps what it mined and
 * the puzzles' ratings in its database across a restart.
 */
class PuzzleMiningTest {
    private static final String GAME = "one-piece-for-two";

    @TempDir
    Path dir;

    private static int count(Http http) {
        Http.Reply r = http.get("/api/puzzles/" + GAME);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json().get("count").asInt();
    }

    /** The ids of the game's puzzles, walked one after another as the page's "next" does. */
    private static Set<String> ids(Http http) {
        Set<String> ids = new LinkedHashSet<>();
        String after = "";
        while (true) {
            Http.Reply r = http.get("/api/puzzles/" + GAME + "?after=" + after);
            String id = r.json().get("puzzle").get("id").asText();
            if (!ids.add(id)) {
                return ids;
            }
            after = id;
        }
    }

    @Test
    void finishedGamesAreMinedAndTheirPuzzlesAndRatingsSurviveARestart() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("spindle.db");
        int starter;
        int mined;
        Set<String> kept;
        String id;
        long rated;
        try (WebServer server = new WebServer(ServerConfig.of(0), Database.open(url)).minePuzzles().start(0)) {
            Http http = new Http("http://localhost:" + server.port());
            starter = count(http);
            for (long seed = 1; seed <= 5 && count(http) == starter; seed++) {
                PositionApiTest.gameInProgress(http, GAME, 1_000, seed); // random moves to the end
                long until = System.currentTimeMillis() + 20_000; // a game's mining takes a few seconds
                while (count(http) == starter && System.currentTimeMillis() < until) {
                    Thread.sleep(200);
                }
            }
            mined = count(http);
            assertThat(mined).as("puzzles mined from the server's finished games").isGreaterThan(starter);
            id = http.get("/api/puzzles/" + GAME).json().get("puzzle").get("id").asText();
            Http.Reply result = http.post("/api/puzzles/" + GAME + "/" + id + "/result", "{\"solved\":false}");
            assertThat(result.status()).as(result.body()).isEqualTo(200);
            rated = result.json().get("puzzleRating").asLong();
            assertThat(rated).isGreaterThan(1500);
            kept = ids(http); // mining may go on adding the same game's puzzles until the server closes
        }
        try (WebServer again = new WebServer(ServerConfig.of(0), Database.open(url)).start(0)) {
            Http http = new Http("http://localhost:" + again.port());
            assertThat(ids(http)).containsAll(kept).hasSizeGreaterThanOrEqualTo(mined);
            assertThat(http.get("/api/puzzles/" + GAME).json().get("puzzle").get("rating").asLong()).isEqualTo(rated);
        }
    }
}
