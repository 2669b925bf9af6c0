package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.ai.learn.CurveRow;
import spindle.engine.Games;
import spindle.engine.learn.LearnedModel;
import spindle.engine.learn.PatternModel;

class TrainCommandTest {

    @Test
    void trainWritesAModelThatFitsTheVariantAndTheLearningCurve(@TempDir Path dir) throws IOException {
        Path model = dir.resolve("m.model");
        Path curve = dir.resolve("curve.csv");
        CliTest.Run r = CliTest.run("", "train", "one-piece-for-two", "--board", "7x6", "--generations", "2",
                "--games", "3", "--match-games", "2", "--iterations", "10", "--threads", "2", "--out",
                model.toString(), "--curve", curve.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("generation", "vs previous", "model written to");
        LearnedModel m = LearnedModel.load(model);
        var game = Games.byId("one-piece-for-two");
        assertThat(m.fits(game, spindle.engine.Variant.named(game, "7x6"))).isTrue();
        assertThat(m.note()).contains("--board 7x6", "--seed 1");
        List<String> lines = Files.readAllLines(curve);
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).startsWith("generation,positions,inputs");
        assertThat(lines.get(2)).startsWith("2,");
    }

    /** train --patterns: MM fits move patterns, reports held-out accuracy, and the file plays as model=FILE. */
    @Test
    void trainPatternsWritesAPatternFileThatPlays(@TempDir Path dir) {
        Path file = dir.resolve("w2.patterns");
        CliTest.Run r = CliTest.run("", "train", "warp-and-weft", "--size", "2", "--patterns", "--games", "10",
                "--iterations", "30", "--passes", "3", "--threads", "1", "--out", file.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("MM pass   1:", "held-out positions:", "top-1", "top-3", "patterns written to");
        PatternModel m = PatternModel.load(file);
        var game = Games.byId("warp-and-weft");
        assertThat(m.fits(game, spindle.engine.Variant.parse(game, "size=2"))).isTrue();
        assertThat(m.note()).contains("--size 2", "--patterns", "--seed 1");
        String agent = "mcts:30it:model=" + file;
        CliTest.Run play = CliTest.run("", "selfplay", "warp-and-weft", "--size", "2", "--games", "2", "--agents",
                agent + ",random");
        assertThat(play.exit()).as(play.err()).isZero();
    }

    /** train --patterns --playout writes playout patterns (a .playout file by default); --playout alone is refused. */
    @Test
    void trainPlayoutPatternsWritesAPlayoutFileThatPlays(@TempDir Path dir) {
        Path file = dir.resolve("w2.playout");
        CliTest.Run r = CliTest.run("", "train", "warp-and-weft", "--size", "2", "--patterns", "--playout", "--games",
                "10", "--iterations", "30", "--passes", "3", "--threads", "1", "--out", file.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("held-out positions:", "spindle/learned/warp-and-weft.playout");
        assertThat(r.err()).contains("warning: Warp and Weft's playout features are fitted to win", "add --tune");
        var game = Games.byId("warp-and-weft");
        PatternModel m = PatternModel.load(file);
        assertThat(m.forPlayouts(game, spindle.engine.Variant.parse(game, "size=2"))).isTrue();
        assertThat(m.note()).contains("--patterns --playout");
        CliTest.Run play = CliTest.run("", "selfplay", "warp-and-weft", "--size", "2", "--games", "2", "--agents",
                "mcts:30it:model=" + file + ",random");
        assertThat(play.exit()).as(play.err()).isZero();
        CliTest.Run alone = CliTest.run("", "train", "warp-and-weft", "--playout");
        assertThat(alone.exit()).isEqualTo(2);
        assertThat(alone.err()).contains("use it with --patterns");
    }

    /** --tune fits playout strengths by self-play matches; only with --patterns --playout, for a game that has them. */
    @Test
    void tunedPlayoutStrengthsAreWrittenAndPlay(@TempDir Path dir) {
        Path file = dir.resolve("w2.playout");
        CliTest.Run r = CliTest.run("", "train", "warp-and-weft", "--size", "2", "--patterns", "--playout", "--tune",
                "--games", "32", "--iterations", "20", "--threads", "2", "--out", file.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("step    2: nudged up scored", "playout strengths written to");
        var game = Games.byId("warp-and-weft");
        PatternModel m = PatternModel.load(file);
        assertThat(m.forPlayouts(game, spindle.engine.Variant.parse(game, "size=2"))).isTrue();
        assertThat(m.note()).contains("--patterns --playout --tune --seed 1 --games 32 --iterations 20");
        CliTest.Run play = CliTest.run("", "selfplay", "warp-and-weft", "--size", "2", "--games", "2", "--agents",
                "mcts:30it:model=" + file + ",random");
        assertThat(play.exit()).as(play.err()).isZero();
        CliTest.Run alone = CliTest.run("", "train", "warp-and-weft", "--tune");
        assertThat(alone.exit()).isEqualTo(2);
        assertThat(alone.err()).contains("use it with --patterns --playout");
        CliTest.Run noExactPlayout = CliTest.run("", "train", "zero-one-two", "--patterns", "--playout", "--tune",
                "--out", dir.resolve("z.playout").toString());
        assertThat(noExactPlayout.exit()).isNotZero();
        assertThat(noExactPlayout.err()).contains("Game.learnedPlayout");
        assertThat(dir.resolve("z.playout")).doesNotExist();
    }

    /** The round trip of docs/ai.md: train writes a model, mcts:...:model=FILE plays with it, a misfit is refused. */
    @Test
    void aTrainedModelPlaysByItsFileNameAndAMisfitIsRefusedNamingBoth(@TempDir Path dir) {
        Path model = dir.resolve("small.model");
        CliTest.Run train = trainOneGeneration(model, 3, 0, 10);
        assertThat(train.exit()).as(train.err()).isZero();
        assertThat(train.out()).contains("play with it: --vs mcts:200ms:model=" + model);
        String agent = "mcts:30it:model=" + model;
        CliTest.Run play = CliTest.run("", "selfplay", "one-piece-for-two", "--board", "7x6", "--games", "2",
                "--agents", agent + ",random");
        assertThat(play.exit()).as(play.err()).isZero();
        assertThat(play.out()).contains("2 games of " + agent + " v random");
        CliTest.Run misfit = CliTest.run("", "selfplay", "one-piece-for-two", "--games", "1", "--agents",
                agent + ",random");
        assertThat(misfit.exit()).isEqualTo(2);
        assertThat(misfit.err().lines()).singleElement().asString().startsWith("spindle: model " + model)
                .contains("is for the variant board=7x6", "not board=8x7");
        CliTest.Run otherGame = CliTest.run("", "selfplay", "warp-and-weft", "--games", "1", "--agents", agent);
        assertThat(otherGame.exit()).isEqualTo(2);
        assertThat(otherGame.err().lines()).singleElement().asString()
                .contains("is for one-piece-for-two (board=7x6", "not warp-and-weft");
    }

    @Test
    void theScoreCarriesItsWilsonIntervalNotAZeroWidthOne() {
        // 0 of 6: the normal approximation says 0.0% ± 0.0; Wilson's upper end is z^2 / (n + z^2) = 39.0%
        CurveRow lost = new CurveRow(1, 100, 10, 0.6, 0.7, 0.0, 6, 1.0);
        assertThat(TrainCommand.format(lost)).contains("0.0% ( 0.0- 39.0)").doesNotContain("±");
        assertThat(TrainCommand.csv(lost)).contains(",0.0000,6,0.0000,0.3903,");
        CurveRow even = new CurveRow(2, 100, 10, 0.6, 0.7, 0.5, 40, 1.0);
        assertThat(TrainCommand.format(even)).contains("50.0% (35.2- 64.8)");
        assertThat(TrainCommand.format(new CurveRow(3, 1, 1, 0, 0, Double.NaN, 0, 0))).contains(" - ");
    }

    @Test
    void tooFewMatchGamesAreWarnedAboutWithWhatTheyCanTell(@TempDir Path dir) {
        Path model = dir.resolve("m.model");
        CliTest.Run few = trainOneGeneration(model, 2, 4, 5);
        assertThat(few.exit()).as(few.err()).isZero();
        assertThat(few.err()).contains("spindle: warning: --match-games 4 tells a score from an even one only "
                + "beyond 35 points either way (95%); ask 40 or more");
        CliTest.Run none = trainOneGeneration(model, 2, 0, 5);
        assertThat(none.err()).doesNotContain("warning");
    }

    /** One generation of training on One Piece for Two 7x6, on one thread, into {@code model}. */
    private static CliTest.Run trainOneGeneration(Path model, int games, int matchGames, int iterations) {
        return CliTest.run("", "train", "one-piece-for-two", "--board", "7x6", "--generations", "1", "--games",
                Integer.toString(games), "--match-games", Integer.toString(matchGames), "--iterations",
                Integer.toString(iterations), "--threads", "1", "--out", model.toString());
    }

    @Test
    void badGamesAndNumbersAreRefusedOnOneLine() {
        CliTest.Run unknown = CliTest.run("", "train", "chess");
        assertThat(unknown.exit()).isNotZero();
        assertThat(unknown.err()).startsWith("spindle: ").contains("no game 'chess'").doesNotContain("\tat ");
        CliTest.Run solo = CliTest.run("", "train", "just-playing-a-round");
        assertThat(solo.exit()).isNotZero();
        assertThat(solo.err()).startsWith("spindle: ").contains("two-player").doesNotContain("\tat ");
        CliTest.Run zero = CliTest.run("", "train", "warp-and-weft", "--games", "0");
        assertThat(zero.exit()).isNotZero();
        assertThat(zero.err()).startsWith("spindle: ").contains("--games must be from 1 to 100000, not 0");
        CliTest.Run huge = CliTest.run("", "train", "warp-and-weft", "--hidden", "2000000000");
        assertThat(huge.exit()).isNotZero();
        assertThat(huge.err()).startsWith("spindle: ").contains("--hidden must be from 0 to 256");
        CliTest.Run variant = CliTest.run("", "train", "warp-and-weft", "--size", "9");
        assertThat(variant.exit()).isNotZero();
        assertThat(variant.err()).startsWith("spindle: ").doesNotContain("\tat ");
        CliTest.Run folder = CliTest.run("", "train", "warp-and-weft", "--out", "/no/such/folder/m.model");
        assertThat(folder.exit()).isNotZero();
        assertThat(folder.err()).startsWith("spindle: ").contains("/no/such/folder");
    }
}
