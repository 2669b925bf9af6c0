package spindle.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.SpindleException;

class MatchTest {
    private final Game game = Games.byId("coin-nim");

    @Test
    void eloArithmeticMatchesKnownValues() {
        assertThat(Elo.difference(0.5)).isEqualTo(0.0);
        assertThat(Elo.difference(0.75)).isCloseTo(190.85, within(0.01));
        assertThat(Elo.difference(0.9)).isCloseTo(381.70, within(0.01));
        assertThat(Elo.expectedScore(400)).isCloseTo(10.0 / 11, within(1e-12));
        assertThat(Elo.difference(Elo.expectedScore(-123.4))).isCloseTo(-123.4, within(1e-9));
        // 60 wins, 20 draws, 20 losses: s = 0.7, variance (60*.09 + 20*.04 + 20*.49)/100 = 0.16, se = 0.04;
        // the interval is the Elo of 0.7 -/+ 1.96 * 0.04.
        Elo.Estimate e = Elo.headToHead(60, 20, 20);
        assertThat(e.diff()).isCloseTo(147.19, within(0.01));
        assertThat(e.low()).isCloseTo(Elo.difference(0.7 - Elo.Z95 * 0.04), within(1e-9));
        assertThat(e.high()).isCloseTo(Elo.difference(0.7 + Elo.Z95 * 0.04), within(1e-9));
        assertThat(Elo.headToHead(10, 0, 0).diff()).isInfinite();
    }

    @Test
    void ratingsRecoverAKnownDifference() {
        // A scored 75% against B over 400 games: with the one-draw prior, (300.5 / 401) -> about 189 Elo apart.
        double[][] score = {{0, 300}, {100, 0}};
        int[][] games = {{0, 400}, {400, 0}};
        Ratings.Rating[] r = Ratings.fit(score, games);
        assertThat(r[0].elo() - r[1].elo()).isCloseTo(Elo.difference(300.5 / 401), within(0.01));
        assertThat(r[0].elo() + r[1].elo()).isCloseTo(0, within(1e-9));
        // Fisher margin: 1.96 * (400/ln 10) / sqrt(400 * p(1-p)), p = 300.5/401.
        double p = 300.5 / 401;
        assertThat(r[0].margin()).isCloseTo(Elo.Z95 * 400 / Math.log(10) / Math.sqrt(400 * p * (1 - p)),
                within(1e-6));
        // Transitive three-player case: the order is kept.
        double[][] s3 = {{0, 70, 90}, {30, 0, 70}, {10, 30, 0}};
        int[][] g3 = {{0, 100, 100}, {100, 0, 100}, {100, 100, 0}};
        Ratings.Rating[] r3 = Ratings.fit(s3, g3);
        assertThat(r3[0].elo()).isGreaterThan(r3[1].elo());
        assertThat(r3[1].elo()).isGreaterThan(r3[2].elo());
    }

    @Test
    void aGameTheAgentsNeverEndStopsWithAClearError() {
        // The solo extended game has no ply bound: continuing before retiring keeps it going for ever.
        Game solo = Games.byId("just-playing-a-round");
        Agent looping = Agents.create("random:always=continue:always=retire@300", solo);
        assertThatThrownBy(() -> Referee.play(solo, solo.defaultVariant(), List.of(looping), 1))
                .isInstanceOf(SpindleException.class)
                .hasMessageContaining("did not end within " + Referee.MAX_PLIES + " plies")
                .hasMessageContaining("random:always=continue:always=retire@300");
        // The same rules in the right order end it at the horizon.
        Agent retiring = Agents.create("random:always=retire@300:always=continue", solo);
        GameRecord r = Referee.play(solo, solo.defaultVariant(), List.of(retiring), 1);
        assertThat(r.moves()).last().isEqualTo("retire");
        assertThat(r.moves().size()).isBetween(301, 400);
    }

    @Test
    void recordsRoundTripThroughJsonAndReplay(@TempDir Path dir) throws Exception {
        GameRecord r = Referee.play(game, game.defaultVariant(),
                List.of(Agents.create("random", game), Agents.create("mcts:200it", game)), 7);
        Path file = dir.resolve("game.json");
        GameRecords.write(r, file);
        GameRecord back = GameRecords.read(file);
        assertThat(back).isEqualTo(r);
        GameState end = GameRecords.replay(back);
        assertThat(end.isOver()).isTrue();
        assertThat(end.moves()).isEqualTo(r.moves());
        assertThat(Files.readString(file)).contains("\"game\" : \"coin-nim\"", "mcts:200it");
    }

    @Test
    void tamperedRecordsAreRefused() {
        GameRecord r = Referee.play(game, game.defaultVariant(),
                List.of(Agents.create("random", game), Agents.create("random", game)), 3);
        List<Double> swapped = List.of(r.payoffs().get(1), r.payoffs().get(0));
        GameRecord wrongResult = new GameRecord(r.version(), r.game(), r.variant(), r.players(), r.seed(), r.moves(),
                swapped, r.endReason(), r.started(), r.finished());
        assertThatThrownBy(() -> GameRecords.replay(wrongResult)).isInstanceOf(RecordException.class)
                .hasMessageContaining("payoffs");
        List<String> moves = new ArrayList<>(r.moves());
        moves.set(1, "11"); // take 4 from heap 2: never legal with a limit of at most 3
        GameRecord badMove = new GameRecord(r.version(), r.game(), r.variant(), r.players(), r.seed(), moves,
                r.payoffs(), r.endReason(), r.started(), r.finished());
        assertThatThrownBy(() -> GameRecords.replay(badMove)).isInstanceOf(RecordException.class)
                .hasMessageContaining("ply 2");
        GameRecord cut = new GameRecord(r.version(), r.game(), r.variant(), r.players(), r.seed(),
                r.moves().subList(0, 2), r.payoffs(), r.endReason(), r.started(), r.finished());
        assertThatThrownBy(() -> GameRecords.replay(cut)).hasMessageContaining("not over");
        assertThatThrownBy(() -> GameRecords.fromJson("{\"game\": 3")).isInstanceOf(RecordException.class);
    }

    @Test
    void tournamentsAreDeterministicWithAFixedSeedAndOneThreadPerAgent() {
        Tournament.Settings settings = new Tournament.Settings(game, game.defaultVariant(),
                List.of("random", "mcts:300it", "uct:300it"), 6, 11, 2, null);
        TournamentResult first = Tournament.run(settings, r -> { });
        TournamentResult second = Tournament.run(settings, r -> { });
        assertThat(first.records()).hasSize(18);
        for (int i = 0; i < first.records().size(); i++) {
            assertThat(second.records().get(i).moves()).isEqualTo(first.records().get(i).moves());
            assertThat(second.records().get(i).players()).isEqualTo(first.records().get(i).players());
        }
        // Sides alternate: in each pair's games, each agent sits first half the time.
        assertThat(first.records().get(0).players()).containsExactly("random", "mcts:300it");
        assertThat(first.records().get(1).players()).containsExactly("mcts:300it", "random");
        assertThat(first.games(0, 1)).isEqualTo(6);
        assertThat(TournamentTable.format(first)).contains("Elo", "mcts:300it", "head to head");
    }

    @Test
    void theTableSaysHowMuchEachSearchThoughtPerDecision() {
        // equal time means nothing without the iterations it buys: the table names them for every searching agent
        Tournament.Settings settings = new Tournament.Settings(game, game.defaultVariant(),
                List.of("random", "uct:300it", "mcts:300it"), 4, 12, 2, null);
        TournamentResult result = Tournament.run(settings, r -> { });
        assertThat(result.searchedDecisions(0)).isZero();
        assertThat(result.searchPerDecision(0)).isEmpty();
        // uct has no solver, so every decision with a choice runs its whole budget
        assertThat(result.searchedDecisions(1)).isPositive();
        assertThat(result.searchPerDecision(1)).hasValue(300.0);
        // mcts stops a search its solver has settled, so it may think less, never more
        assertThat(result.searchPerDecision(2).orElseThrow()).isGreaterThan(0).isLessThanOrEqualTo(300);
        String table = TournamentTable.format(result);
        assertThat(table).contains("thought per decision");
        String uct = table.lines().filter(l -> l.trim().startsWith("uct:300it ") && l.contains("decisions"))
                .findFirst().orElseThrow();
        assertThat(uct).contains("300 iterations", String.format(java.util.Locale.ROOT, "%,d decisions", result.searchedDecisions(1)));
        assertThat(table.lines().filter(l -> l.trim().startsWith("random ") && l.contains("decisions"))).isEmpty();
    }

    @Test
    void aNullOrPerfectScoreHasAFiniteBoundAndTheTableSaysSo() {
        Elo.Estimate lost = Elo.headToHead(0, 0, 100);
        assertThat(lost.diff()).isEqualTo(Double.NEGATIVE_INFINITY);
        // Wilson's upper end for 0 of n is z^2 / (n + z^2)
        double upper = Elo.Z95 * Elo.Z95 / (100 + Elo.Z95 * Elo.Z95);
        assertThat(lost.high()).isCloseTo(Elo.difference(upper), within(1e-9)).isCloseTo(-566.2, within(0.1));
        Elo.Estimate won = Elo.headToHead(100, 0, 0);
        assertThat(won.diff()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(won.low()).isCloseTo(-lost.high(), within(1e-9));
        assertThat(TournamentTable.estimate(lost, 100))
                .isEqualTo("< -566 (no point in 100 games; 95% upper bound, more games move it)");
        assertThat(TournamentTable.estimate(won, 100))
                .isEqualTo("> +566 (every point in 100 games; 95% lower bound, more games move it)");
    }

    @Test
    void theRatingsTableGivesAPerfectScoreABoundNotAFiniteElo() {
        // three agents: A beats B and C in every game, B and C share a draw
        List<GameRecord> records = new ArrayList<>();
        List<List<Integer>> seats = new ArrayList<>();
        for (int[] game : new int[][] {{0, 1}, {1, 0}, {0, 2}, {2, 0}, {1, 2}, {2, 1}}) {
            double first = game[0] == 0 ? 1 : game[1] == 0 ? 0 : 0.5;
            records.add(new GameRecord(GameRecord.VERSION, "warp-and-weft", "size=2", List.of("x", "y"), 1,
                    List.of(), List.of(first, 1 - first), "connection", "", "", null));
            seats.add(List.of(game[0], game[1]));
        }
        String table = TournamentTable.format(new TournamentResult(List.of("A", "B", "C"), records, seats));
        String a = table.lines().filter(l -> l.startsWith("A ")).findFirst().orElseThrow();
        assertThat(a).contains("> +", "every point in 4 games against the field").doesNotContain("+/-");
        assertThat(table.lines().filter(l -> l.startsWith("B ")).findFirst().orElseThrow()).contains("+/-");
    }

    @Test
    void aScoreNearZeroKeepsAFiniteInterval() {
        Elo.Estimate e = Elo.headToHead(1, 0, 99);
        assertThat(e.low()).isFinite().isLessThan(e.diff());
        assertThat(e.high()).isGreaterThan(e.diff());
        assertThat(TournamentTable.estimate(e, 100)).doesNotContain("inf", "Infinity");
    }
}
