package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.Http.token;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import spindle.ai.Budget;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.server.analysis.MoveAnalysis;

/** {@code GET /api/games/{id}/analysis}: the AI's move-by-move estimate of a finished game and its likely mistakes. */
class AnalysisApiTest {
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = new WebServer(20).start(0);
        http = new Http("http://localhost:" + server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode finishedGame(String seed) throws InterruptedException {
        Http.Reply r = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"ai:random\",\"ai:random\"],"
                + "\"seed\":" + seed + "}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        String id = r.json().get("id").asText();
        for (int i = 0; i < 400; i++) {
            JsonNode s = http.get("/api/games/" + id).json();
            if (s.get("over").asBoolean()) {
                return s;
            }
            Thread.sleep(25);
        }
        throw new AssertionError("game " + id + " never finished");
    }

    private static JsonNode analysis(String id, String query) throws InterruptedException {
        for (int i = 0; i < 600; i++) {
            Http.Reply r = http.get("/api/games/" + id + "/analysis" + query);
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            JsonNode a = r.json();
            if (!a.get("status").asText().equals("running")) {
                return a;
            }
            assertThat(a.get("done").asInt()).isBetween(0, a.get("total").asInt());
            assertThat(a.get("etaSeconds").asLong()).as("how long it will take").isPositive();
            Thread.sleep(50);
        }
        throw new AssertionError("the analysis of game " + id + " never finished");
    }

    @Test
    void aFinishedGameGetsAnEstimatePerDecisionAndItsWorstDropsMarked() throws InterruptedException {
        JsonNode end = finishedGame("11");
        String id = end.get("id").asText();
        JsonNode a = analysis(id, "?iterations=200");
        assertThat(a.get("status").asText()).isEqualTo("done");
        assertThat(a.get("measure").asText()).isEqualTo("win-probability");
        assertThat(a.get("seat").asText()).isEqualTo("First");
        assertThat(a.get("by").asText()).isEqualTo("mcts:200it");

        List<String> played = new ArrayList<>();
        for (JsonNode m : end.get("moves")) {
            if (m.get("player").asInt() >= 0) {
                played.add(m.get("player").asInt() + ":" + m.get("text").asText());
            }
        }
        List<String> analysed = new ArrayList<>();
        for (JsonNode m : a.get("moves")) {
            analysed.add(m.get("player").asInt() + ":" + m.get("move").asText());
            assertThat(m.get("change").asDouble())
                    .isCloseTo(m.get("after").asDouble() - m.get("before").asDouble(), org.assertj.core.data.Offset
                            .offset(0.002));
        }
        assertThat(analysed).as("one entry per decision, chance outcomes skipped").isEqualTo(played);
        assertThat(a.get("total").asInt()).isEqualTo(played.size());

        JsonNode points = a.get("points");
        assertThat(points.size()).isEqualTo(played.size() + 1);
        JsonNode last = points.get(points.size() - 1);
        assertThat(last.get("ply").asInt()).isEqualTo(end.get("ply").asInt());
        boolean firstWon = end.get("result").get("winners").get(0).asInt() == 0;
        assertThat(last.get("estimate").asDouble()).as("the end is exact").isEqualTo(firstWon ? 1.0 : 0.0);
        for (JsonNode p : points) {
            assertThat(p.get("estimate").asDouble()).isBetween(0.0, 1.0);
        }

        JsonNode mistakes = a.get("mistakes");
        assertThat(mistakes.size()).isLessThanOrEqualTo(MoveAnalysis.MISTAKES);
        double previous = -1;
        for (JsonNode m : mistakes) {
            assertThat(m.get("change").asDouble()).isLessThanOrEqualTo(-MoveAnalysis.MIN_DROP)
                    .isGreaterThanOrEqualTo(previous);
            previous = m.get("change").asDouble();
            assertThat(m.get("best").asText()).isNotEqualTo(m.get("move").asText());
        }

        JsonNode again = http.get("/api/games/" + id + "/analysis?iterations=200").json();
        assertThat(again.get("points")).as("cached").isEqualTo(points);
    }

    @Test
    void badBudgetsAndUnknownGamesAreRefused() {
        assertThat(http.get("/api/games/nope/analysis").status()).isEqualTo(404);
        JsonNode hot = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"human\"]}").json();
        String id = hot.get("id").asText();
        String token = Http.token(hot, 0);
        Http.Reply level = http.get("/api/games/" + id + "/analysis?level=godlike", token);
        assertThat(level.status()).isEqualTo(400);
        assertThat(level.error()).contains("easy, medium or hard");
        assertThat(http.get("/api/games/" + id + "/analysis?iterations=0", token).status()).isEqualTo(400);

        JsonNode online = http.post("/api/games", "{\"game\":\"windy-nim\",\"seats\":[\"human\",\"invite\"]}")
                .json();
        Http.Reply early = http.get("/api/games/" + online.get("id").asText() + "/analysis",
                Http.token(online, 1));
        assertThat(early.status()).as("no hints by the back door").isEqualTo(409);
        assertThat(early.error()).contains("people elsewhere");
    }

    @Test
    void theSoloGameIsReadAsAnExpectedScore() {
        GameState s = GameState.start(Games.byId("just-playing-a-round"));
        SplittableRandom random = new SplittableRandom(3);
        int[] buffer = new int[s.view().maxActions()];
        while (s.ply() < 30) {
            s = s.apply(s.isChance() ? s.view().chance().sample(random) : s.view().randomAction(random, buffer));
        }
        int[] progress = {0};
        Map<String, Object> a = MoveAnalysis.run(s, List.of("Solo"), Budget.iterations(30, 1), n -> progress[0] = n);
        assertThat(a.get("measure")).isEqualTo("score");
        assertThat(progress[0]).isEqualTo(MoveAnalysis.searches(s)).isPositive();
        assertThat((List<?>) a.get("points")).hasSize(progress[0]);
        for (Object p : (List<?>) a.get("points")) {
            assertThat((double) ((Map<?, ?>) p).get("estimate")).as("forced moves take the value that follows")
                    .isFinite();
        }
    }

    /** Just Playing a Round: Stop keeps the rounds result the How-to asks for; it is not judged as a mistake. */
    @Test
    void stoppingASoloGameToKeepItsResultIsNoMistake() {
        GameState s = GameState.start(Games.byId("just-playing-a-round"));
        SplittableRandom random = new SplittableRandom(5);
        while (!s.isOver() && !s.legalMoves().contains("stop")) {
            List<String> legal = s.isChance() ? List.of() : s.legalMoves();
            s = s.isChance() ? s.apply(s.view().chance().sample(random)) : s.apply(legal.get(random.nextInt(legal.size())));
        }
        assertThat(s.legalMoves()).as("three colours stacked: stop or continue").contains("stop", "continue");
        s = s.apply("stop");
        Map<String, Object> a = MoveAnalysis.run(s, List.of("Solo"), Budget.iterations(60, 1), n -> { });
        List<?> moves = (List<?>) a.get("moves");
        Map<?, ?> stop = (Map<?, ?>) moves.get(moves.size() - 1);
        assertThat(stop.get("move")).isEqualTo("stop");
        assertThat(stop.get("ended")).isEqualTo(true);
        assertThat((List<?>) a.get("mistakes")).noneMatch(m -> ((Map<?, ?>) m).get("move").equals("stop"));
    }

    @Test
    void solvedPositionsGetExactValuesAndSaySo() {
        spindle.engine.Game ww = Games.byId("warp-and-weft");
        GameState s = GameState.start(ww, spindle.engine.Variant.parse(ww, "size=2,swap=off"));
        for (String m : "A7 A1 C5 C3 E3 E5 G1 A5 switch G3 B6 C7 D4 E1 switch".split(" ")) {
            s = s.apply(m); // Warp switches instead of winning at F2
        }
        Map<String, Object> a = MoveAnalysis.run(s, List.of("Player 1", "Player 2"), Budget.iterations(30, 1), n -> { });
        List<?> moves = (List<?>) a.get("moves");
        Map<?, ?> last = (Map<?, ?>) moves.get(moves.size() - 1);
        assertThat(last.get("move")).isEqualTo("switch");
        assertThat(last.get("best")).isEqualTo("F2");
        assertThat(last.get("solved")).isEqualTo("Warp (Player 1) wins in 1");
        assertThat(last.get("before")).isEqualTo(1.0);
    }

    /**
     * Short searches overrate the side to move, which alternates: raw values swing every other ply. The chart must
     * not: the differences between its consecutive points are not anti-correlated as an every-other-ply swing's are
     * (lag-one correlation near -1; white noise's differences give -0.5).
     */
    @Test
    void theChartDoesNotSwingEveryOtherPly() {
        spindle.engine.Game ww = Games.byId("warp-and-weft");
        GameState s = GameState.start(ww, spindle.engine.Variant.parse(ww, "size=3"));
        SplittableRandom random = new SplittableRandom(5);
        int[] buffer = new int[s.view().maxActions()];
        while (s.ply() < 40 && !s.isOver()) {
            s = s.apply(s.view().randomAction(random, buffer));
        }
        Map<String, Object> a = MoveAnalysis.run(s, List.of("Player 1", "Player 2"), Budget.iterations(150, 1),
                n -> { });
        List<Double> chart = ((List<?>) a.get("points")).stream()
                .map(p -> (double) ((Map<?, ?>) p).get("estimate")).toList();
        double together = 0;
        double alone = 0;
        for (int i = 1; i + 1 < chart.size(); i++) {
            double before = chart.get(i) - chart.get(i - 1);
            double after = chart.get(i + 1) - chart.get(i);
            together += before * after;
            alone += before * before;
        }
        assertThat(together / alone).as("lag-one correlation of the chart's steps").isGreaterThan(-0.25);
    }
}
