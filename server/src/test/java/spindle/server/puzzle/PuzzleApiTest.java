package spindle.server.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.match.puzzle.Puzzle;
import spindle.server.Http;
import spindle.server.WebServer;

/**
 * The puzzle API on the shipped starter sets, for every game: a puzzle is handed out (never its solution), the
 * solution's moves are answered with the replies until it is solved, a wrong move with its refutation, and an
 * attempt's result moves both Glicko-2 ratings.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PuzzleApiTest {
    private WebServer server;
    private Http http;

    @BeforeAll
    void start() {
        server = new WebServer(20).start(0);
        http = new Http("http://localhost:" + server.port());
    }

    @AfterAll
    void stop() {
        server.close();
    }

    private Puzzle handedOut(String game) {
        Http.Reply r = http.get("/api/puzzles/" + game);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode p = r.json().get("puzzle");
        assertThat(p.isObject()).as("a starter puzzle of " + game).isTrue();
        assertThat(p.has("solution")).as("the solution is not given away").isFalse();
        return PuzzleSets.starter(game).stream().filter(q -> q.id().equals(p.get("id").asText())).findFirst()
                .orElseThrow();
    }

    private Http.Reply moves(Puzzle p, List<String> moves) {
        return http.post("/api/puzzles/" + p.game() + "/" + p.id() + "/moves",
                Http.JSON.createObjectNode().set("moves", Http.JSON.valueToTree(moves)).toString());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"})
    void theSolutionSolvesItAndTheSolverGainsRating(String game) {
        Puzzle p = handedOut(game);
        GameState at = GameState.from(Games.byId(game), Variant.parse(Games.byId(game), p.variant()), p.position());
        int mover = at.toMove();
        List<String> played = new java.util.ArrayList<>();
        JsonNode last = null;
        for (String move : p.solution()) {
            if (played.size() > 0 && at.toMove() != mover) { // the server gave this reply already
                played.add(move);
                at = at.apply(move);
                continue;
            }
            played.add(move);
            at = at.apply(move);
            Http.Reply r = moves(p, played);
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            last = r.json();
            assertThat(last.get("correct").asBoolean()).as(r.body()).isTrue();
        }
        assertThat(last.get("done").asBoolean()).isTrue();
        if (game.equals("just-playing-a-round")) { // the best play and every other play, with their values
            assertThat(last.get("values").size()).isGreaterThan(1);
            assertThat(last.get("values").get(0).get("move").asText()).isEqualTo(p.firstMove());
        }
        Http.Reply result = http.post("/api/puzzles/" + game + "/" + p.id() + "/result",
                "{\"solved\":true,\"rating\":{\"r\":1500,\"rd\":350,\"sigma\":0.06}}");
        assertThat(result.status()).as(result.body()).isEqualTo(200);
        assertThat(result.json().get("rating").get("r").asDouble()).isGreaterThan(1500);
        assertThat(result.json().get("puzzleRating").asLong()).isLessThan(1500);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"})
    void aWrongMoveIsAnsweredByItsRefutation(String game) {
        Puzzle p = handedOut(game);
        Game g = Games.byId(game);
        GameState at = GameState.from(g, Variant.parse(g, p.variant()), p.position());
        String wrong = at.legalMoves().stream().filter(m -> !m.equals(p.firstMove())).findFirst().orElseThrow();
        Http.Reply r = moves(p, List.of(wrong));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().get("correct").asBoolean()).isFalse();
        assertThat(r.json().get("solution").get(0).asText()).isEqualTo(p.firstMove());
        JsonNode refutation = r.json().get("refutation");
        GameState after = at.apply(wrong);
        if (!after.isOver() && g.minPlayers() == 2 && after.toMove() != at.toMove()) { // the opponent's reply
            assertThat(refutation.get("moves")).hasSize(1);
            assertThat(after.legalMoves()).contains(refutation.get("moves").get(0).asText());
        }
        assertThat(refutation.get("text").asText()).isNotBlank();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"warp-and-weft", "zero-one-two"})
    void badRequestsAreRefusedWithTheirReason(String game) {
        Puzzle p = handedOut(game);
        assertThat(moves(p, List.of()).status()).isEqualTo(400);
        assertThat(moves(p, List.of("not-a-move")).status()).isEqualTo(400);
        assertThat(http.post("/api/puzzles/" + game + "/nope/moves", "{\"moves\":[\"x\"]}").status()).isEqualTo(404);
        assertThat(http.post("/api/puzzles/" + game + "/" + p.id() + "/result", "{\"solved\":\"yes\"}").status())
                .isEqualTo(400);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"one-piece-for-two"})
    void oneClientMovesAPuzzlesRatingOnceADayWithARatingHeldToBounds(String game) {
        List<Puzzle> set = PuzzleSets.starter(game); // the last two: not ones the other tests solve
        String path = "/api/puzzles/" + game + "/" + set.get(set.size() - 1).id() + "/result";
        String absurd = "{\"solved\":false,\"rating\":{\"r\":1e9,\"rd\":0.0001,\"sigma\":\"NaN\"}}";
        Http.Reply first = http.post(path, absurd);
        assertThat(first.status()).as(first.body()).isEqualTo(200);
        long once = first.json().get("puzzleRating").asLong();
        assertThat(first.json().get("rating").get("r").asDouble()).isLessThanOrEqualTo(PuzzleApi.MAX_R);
        // the same failure by the strongest and surest solver the server believes in, on a twin puzzle
        Http.Reply bounded = http.post("/api/puzzles/" + game + "/" + set.get(set.size() - 2).id() + "/result",
                "{\"solved\":false,\"rating\":{\"r\":" + PuzzleApi.MAX_R + ",\"rd\":" + PuzzleApi.MIN_RD
                        + ",\"sigma\":0.06}}");
        assertThat(once).as("a claimed rating of a billion counts as " + PuzzleApi.MAX_R)
                .isEqualTo(bounded.json().get("puzzleRating").asLong()).isGreaterThan(1500);
        for (int i = 0; i < 5; i++) {
            Http.Reply again = http.post(path, absurd);
            assertThat(again.status()).isEqualTo(200);
            assertThat(again.json().get("puzzleRating").asLong()).as("a repeat counts for nothing").isEqualTo(once);
        }
    }
}
