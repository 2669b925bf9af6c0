package spindle.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.IllegalActionException;
import spindle.engine.Notation;
import spindle.engine.NotationException;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.engine.learn.MoveFeatures;

/**
 * The shared conformance suite. A game's test class extends this with one line:
 * {@code class MyGameConformanceTest extends ConformanceSuite { MyGameConformanceTest() { super(new MyGame()); } }}.
 *
 * <p>For each preset it plays {@link #gamesPerPreset()} seeded random games and at every visited position checks:
 * legal actions are in range and distinct and {@code isLegal}; each one applies on a copy and round-trips through
 * notation; actions outside the legal set are refused (by {@code isLegal} and by {@link GameState#apply(int)});
 * {@code copy} and {@code copyInto} (over an older position) are independent, hash equal and play on alike; chance
 * probabilities sum to 1. Each game must end within the declared ply bound, have one payoff per player, and
 * replay from its notation record to the same position. {@link ObservationChecks} checks the game's observation
 * and action mask over further random games of every preset, {@link FeatureChecks} its move features.
 */
public abstract class ConformanceSuite {
    /** Safety cap for variants whose rules set no bound: a random game that runs this long fails the suite. */
    static final int UNBOUNDED_CAP = 1_000_000;

    private final Game game;
    /** A position played on since an earlier check, to be overwritten by {@link Position#copyInto}. */
    private Position target;

    protected ConformanceSuite(Game game) {
        this.game = game;
    }

    /** Seeded random games per preset; at least 1,000 by the project's standard. */
    protected int gamesPerPreset() {
        return 1_000;
    }

    /** Seed of the first game; game i uses seed + i. */
    protected long seed() {
        return 20261122L;
    }

    @Test
    void gameIsRegisteredAndDescribed() {
        assertThat(Games.byId(game.id()).getClass()).isEqualTo(game.getClass());
        assertThat(game.name()).isNotBlank();
        assertThat(game.description()).isNotBlank();
        assertThat(game.minPlayers()).isPositive().isLessThanOrEqualTo(game.maxPlayers());
        assertThat(game.presets()).isNotEmpty();
        assertThat(game.presets().get(0).variant()).isEqualTo(game.defaultVariant());
        for (Game.Preset preset : game.presets()) {
            Variant v = preset.variant();
            assertThat(Variant.parse(game, v.toString())).as("variant text round-trips").isEqualTo(v);
            assertThat(game.playerNames(v)).hasSize(game.newGame(v).players());
        }
    }

    @Test
    void garbageNotationIsRefusedWithNotationException() {
        Position start = game.newGame(game.defaultVariant());
        Notation notation = game.notation(game.defaultVariant());
        for (String junk : List.of("", "   ", "zz99zz", "!!", "move please", "\u2603")) {
            assertThatThrownBy(() -> notation.parse(start, junk))
                    .as("parsing '%s'", junk)
                    .isInstanceOf(NotationException.class)
                    .hasMessageNotContaining("null");
        }
    }

    @TestFactory
    Stream<DynamicTest> randomGamesOfEveryPreset() {
        return game.presets().stream().map(preset -> DynamicTest.dynamicTest(
                gamesPerPreset() + " random games of " + preset.name() + " (" + preset.variant() + ")",
                () -> playRandomGames(preset.variant())));
    }

    /** Random games per preset whose every position round-trips through its position text. */
    protected int positionGamesPerPreset() {
        return 60;
    }

    @TestFactory
    Stream<DynamicTest> positionTextsOfEveryPreset() {
        return game.presets().stream().map(preset -> DynamicTest.dynamicTest(
                "position text of " + positionGamesPerPreset() + " random games of " + preset.name(), () -> {
                    PositionTextChecks checks = new PositionTextChecks(game, preset.variant());
                    checks.checkGarbage();
                    checks.check(positionGamesPerPreset(), seed(), 7);
                }));
    }

    /** Random games per preset for the observation checks (each position is observed by every seat). */
    protected int observedGamesPerPreset() {
        return 30;
    }

    /** Observe every k-th position of those games (and the last): more than 1 for games with large observations. */
    protected int observationStride() {
        return 1;
    }

    @TestFactory
    Stream<DynamicTest> observationsOfEveryPreset() {
        return game.presets().stream().map(preset -> {
            Variant v = preset.variant();
            String shape = game.observationSpec(v)
                    .map(s -> s.planes() + "x" + s.height() + "x" + s.width() + " " + s.planeNames())
                    .orElse("none");
            return DynamicTest.dynamicTest("observation " + shape + " of " + preset.name() + " (" + v + ")",
                    () -> ObservationChecks.check(game, v, observedGamesPerPreset(), observationStride(), seed(),
                            game.plyBound(v).orElse(2_000)));
        });
    }

    /** Move features, incremental against from scratch ({@link FeatureChecks}), where the game has them. */
    @TestFactory
    Stream<DynamicTest> moveFeaturesOfEveryPreset() {
        return featureChecks("move features of ", game::moveFeatures);
    }

    /** The playouts' move features, checked the same way, where the game has them. */
    @TestFactory
    Stream<DynamicTest> playoutFeaturesOfEveryPreset() {
        return featureChecks("playout features of ", game::playoutFeatures);
    }

    private Stream<DynamicTest> featureChecks(String title,
                                              Function<Variant, Optional<MoveFeatures>> set) {
        return game.presets().stream().filter(preset -> set.apply(preset.variant()).isPresent())
                .map(preset -> DynamicTest.dynamicTest(title + preset.name(),
                        () -> FeatureChecks.check(game, preset.variant(), () -> set.apply(preset.variant())
                                .orElseThrow(), observedGamesPerPreset(), seed(),
                                game.plyBound(preset.variant()).orElse(2_000))));
    }

    @TestFactory
    Stream<DynamicTest> seededGamesAreDeterministic() {
        return game.presets().stream().map(preset -> DynamicTest.dynamicTest(
                "same seed, same game: " + preset.name(), () -> {
                    for (int i = 0; i < 20; i++) {
                        assertThat(actionsOfRandomGame(preset.variant(), seed() + i))
                                .isEqualTo(actionsOfRandomGame(preset.variant(), seed() + i));
                    }
                }));
    }

    private int[] actionsOfRandomGame(Variant variant, long seed) {
        Position p = game.newGame(variant);
        SplittableRandom random = new SplittableRandom(seed);
        int[] scratch = new int[p.maxActions()];
        List<Integer> actions = new ArrayList<>();
        int cap = game.plyBound(variant).orElse(UNBOUNDED_CAP);
        while (!p.isOver() && actions.size() <= cap) {
            int a = p.randomAction(random, scratch);
            actions.add(a);
            p.play(a);
        }
        return actions.stream().mapToInt(Integer::intValue).toArray();
    }

    private void playRandomGames(Variant variant) {
        OptionalInt bound = game.plyBound(variant);
        int cap = bound.orElse(UNBOUNDED_CAP);
        Notation notation = game.notation(variant);
        for (int g = 0; g < gamesPerPreset(); g++) {
            long seed = seed() + g;
            SplittableRandom random = new SplittableRandom(seed);
            Position p = game.newGame(variant);
            assertThat(p.plies()).isZero();
            int[] buffer = new int[p.maxActions()];
            List<String> record = new ArrayList<>();
            while (!p.isOver()) {
                String where = "game seed " + seed + " ply " + p.plies() + " " + variant;
                checkPosition(p, notation, buffer, random, where);
                if (p.plies() >= cap) {
                    fail(where + ": no end within the declared bound of " + cap + " plies");
                }
                int action = p.randomAction(random, buffer);
                assertThat(p.isLegal(action)).as(where + ": randomAction returned an illegal action").isTrue();
                record.add(notation.format(p, action));
                p.play(action);
            }
            String where = "game seed " + seed + " " + variant;
            int[] none = new int[p.maxActions()];
            assertThat(p.legalActions(none)).as(where + ": no legal actions once over").isZero();
            assertThat(p.payoffs()).as(where + ": one payoff per player").hasSize(p.players());
            assertThat(game.render(p)).as(where + ": render").isNotBlank();
            GameState replayed = GameState.replay(game, variant, record);
            assertThat(replayed.isOver()).as(where + ": record replays to the end").isTrue();
            assertThat(replayed.view().hash()).as(where + ": replay reaches the same position").isEqualTo(p.hash());
            assertThat(replayed.payoffs()).as(where + ": replay gives the same result").isEqualTo(p.payoffs());
        }
    }

    private void checkPosition(Position p, Notation notation, int[] buffer, SplittableRandom random, String where) {
        int toMove = p.toMove();
        assertThat(toMove == Position.CHANCE || (toMove >= 0 && toMove < p.players()))
                .as(where + ": toMove " + toMove).isTrue();
        int n = p.legalActions(buffer);
        assertThat(n).as(where + ": a game that is not over has legal actions").isPositive()
                .isLessThanOrEqualTo(p.maxActions());
        int[] legal = Arrays.copyOf(buffer, n);
        int[] sorted = legal.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < n; i++) {
            assertThat(sorted[i]).as(where + ": action in range").isBetween(0, p.actionSpace() - 1);
            if (i > 0) {
                assertThat(sorted[i]).as(where + ": actions are distinct").isNotEqualTo(sorted[i - 1]);
            }
        }
        if (toMove == Position.CHANCE) {
            ChanceOutcomes outcomes = p.chance();
            double sum = 0;
            int[] codes = new int[outcomes.size()];
            for (int i = 0; i < outcomes.size(); i++) {
                sum += outcomes.probability(i);
                codes[i] = outcomes.action(i);
            }
            assertThat(sum).as(where + ": chance probabilities sum to 1").isCloseTo(1.0,
                    org.assertj.core.data.Offset.offset(1e-9));
            Arrays.sort(codes);
            assertThat(codes).as(where + ": chance outcomes are the legal actions").isEqualTo(sorted);
        }
        long hash = p.hash();
        Position copy = p.copy();
        assertThat(copy.hash()).as(where + ": copy hashes equal").isEqualTo(hash);
        assertThat(copy.toMove()).isEqualTo(toMove);
        assertThat(copy.plies()).isEqualTo(p.plies());
        for (int a : legal) {
            assertThat(p.isLegal(a)).as(where + ": isLegal of a listed action").isTrue();
            String text = notation.format(p, a);
            assertThat(text).as(where + ": notation of " + a).isNotBlank();
            assertThat(notation.parse(p, text)).as(where + ": '" + text + "' round-trips").isEqualTo(a);
            Position child = p.copy();
            child.play(a);
            assertThat(child.plies()).as(where + ": a ply counts").isEqualTo(p.plies() + 1);
        }
        // copyInto over an older position of this game (the last one checked here, played on since) is a copy too.
        Position into = p.copyInto(target);
        assertThat(into).as(where + ": copyInto gives a position other than the original").isNotSameAs(p);
        assertThat(into.hash()).as(where + ": copyInto hashes equal").isEqualTo(hash);
        assertThat(into.toMove()).as(where + ": copyInto toMove").isEqualTo(toMove);
        assertThat(into.plies()).as(where + ": copyInto plies").isEqualTo(p.plies());
        int[] intoBuffer = new int[p.maxActions()];
        assertThat(Arrays.copyOf(intoBuffer, into.legalActions(intoBuffer))).as(where + ": copyInto legal actions")
                .isEqualTo(legal);
        // Copy independence: playing the copies on leaves the original as it was, and both copies play alike.
        int[] copyBuffer = new int[copy.maxActions()];
        for (int i = 0; i < 8 && !copy.isOver(); i++) {
            int a = copy.randomAction(random, copyBuffer);
            copy.play(a);
            into.play(a);
        }
        assertThat(into.hash()).as(where + ": copyInto plays on like copy").isEqualTo(copy.hash());
        assertThat(into.toMove()).as(where + ": copyInto plays on like copy").isEqualTo(copy.toMove());
        target = into;
        assertThat(p.hash()).as(where + ": playing a copy left the original alone").isEqualTo(hash);
        assertThat(p.legalActions(buffer)).isEqualTo(n);
        assertThat(Arrays.copyOf(buffer, n)).isEqualTo(legal);
        // Refusal: a few codes outside the legal set are refused at both levels.
        for (int i = 0; i < 3; i++) {
            int code = random.nextInt(p.actionSpace());
            if (Arrays.binarySearch(sorted, code) < 0) {
                assertThat(p.isLegal(code)).as(where + ": isLegal of unlisted " + code).isFalse();
            }
        }
        assertThat(p.isLegal(-1)).isFalse();
        assertThat(p.isLegal(p.actionSpace())).isFalse();
    }

    /** For scenario tests: the state after playing moves in notation from the start of {@code variant}. */
    public static GameState play(Game game, Variant variant, String... moves) {
        return GameState.replay(game, variant, List.of(moves));
    }

    /** For scenario tests: asserts that {@code move} is refused in {@code state}. */
    public static void assertRefused(GameState state, String move) {
        assertThatThrownBy(() -> state.apply(move)).isInstanceOfAny(IllegalActionException.class,
                NotationException.class);
    }
}
