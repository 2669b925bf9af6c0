package spindle.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * A long game's history keeps only a few positions, yet every earlier state still answers exactly as if it held
 * its own: positions, legal moves, text and board are those of a fresh replay of its actions.
 */
class GameStateHistoryTest {
    private static final int LENGTH = 300;

    /** A walk: the value takes +1..+4 each ply, except steps that would make it a multiple of 5; over at LENGTH. */
    static final class Walk implements Position {
        long value;
        int plies;

        public int players() {
            return 2;
        }

        public int toMove() {
            return plies >= LENGTH ? OVER : plies % 2;
        }

        public int legalActions(int[] out) {
            int n = 0;
            for (int a = 0; a < 4 && !isOver(); a++) {
                if ((value + a + 1) % 5 != 0) {
                    out[n++] = a;
                }
            }
            return n;
        }

        public int maxActions() {
            return 4;
        }

        public int actionSpace() {
            return 4;
        }

        public void play(int action) {
            value = value * 31 + action + 1;
            plies++;
        }

        public ChanceOutcomes chance() {
            throw new IllegalStateException("no chance in a walk");
        }

        public double payoff(int player) {
            return 0.5;
        }

        public Position copy() {
            Walk w = new Walk();
            w.value = value;
            w.plies = plies;
            return w;
        }

        public long hash() {
            return value * 1_000_003 + plies;
        }

        public int plies() {
            return plies;
        }
    }

    static final Game WALK = new Game() {
        public String id() {
            return "walk";
        }

        public String name() {
            return "Walk";
        }

        public String description() {
            return "test";
        }

        public int minPlayers() {
            return 2;
        }

        public int maxPlayers() {
            return 2;
        }

        public List<Parameter> parameters() {
            return List.of();
        }

        public Position newGame(Variant variant) {
            return new Walk();
        }

        public Notation notation(Variant variant) {
            return new Notation() {
                public String format(Position position, int action) {
                    return "step" + (action + 1) + "@" + position.plies();
                }

                public int parse(Position position, String text) {
                    return Integer.parseInt(text.substring(4, text.indexOf('@'))) - 1;
                }
            };
        }

        public String render(Position position) {
            Walk w = (Walk) position;
            return "value " + w.value + " after " + w.plies;
        }

        public Map<String, Object> describe(Position position) {
            return Map.of();
        }

        public List<String> playerNames(Variant variant) {
            return List.of("a", "b");
        }

        public OptionalInt plyBound(Variant variant) {
            return OptionalInt.of(LENGTH);
        }
    };

    private static GameState play(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(WALK);
        while (!s.isOver()) {
            int[] legal = s.legalActions();
            s = s.apply(legal[random.nextInt(legal.length)]);
        }
        return s;
    }

    /** The position after the first {@code ply} actions, replayed on a fresh position without GameState. */
    private static Position reference(int[] actions, int ply) {
        Position p = WALK.newGame(WALK.defaultVariant());
        for (int i = 0; i < ply; i++) {
            p.play(actions[i]);
        }
        return p;
    }

    private static void assertSame(GameState s, Position expected) {
        assertThat(s.view().hash()).as("hash at ply %d", s.ply()).isEqualTo(expected.hash());
        assertThat(s.toMove()).isEqualTo(expected.toMove());
        assertThat(s.render()).isEqualTo(WALK.render(expected));
        int[] buffer = new int[4];
        int[] legal = Arrays.copyOf(buffer, expected.legalActions(buffer));
        assertThat(s.legalActions()).isEqualTo(legal);
        List<String> moves = new ArrayList<>();
        for (int a : legal) {
            moves.add(WALK.notation(WALK.defaultVariant()).format(expected, a));
        }
        assertThat(s.legalMoves()).isEqualTo(moves);
    }

    @Test
    void everyEarlierStateOfALongGameGivesItsOwnPositionWhileFewHoldOne() {
        GameState end = play(7);
        int[] actions = end.actions();
        assertThat(actions).hasSize(LENGTH);
        int holding = 0;
        for (GameState s = end; s != null; s = s.previous()) {
            holding += s.holdsPosition() ? 1 : 0;
        }
        assertThat(holding).as("states holding a position among %d", LENGTH + 1)
                .isLessThanOrEqualTo(LENGTH / GameState.CHECKPOINT + 1 + GameState.RECENT);
        for (GameState s = end; s != null; s = s.previous()) {
            assertSame(s, reference(actions, s.ply()));
        }
        holding = 0;
        for (GameState s = end; s != null; s = s.previous()) {
            holding += s.holdsPosition() ? 1 : 0;
        }
        assertThat(holding).as("after visiting every state")
                .isLessThanOrEqualTo(LENGTH / GameState.CHECKPOINT + 1 + GameState.RECENT);
    }

    @Test
    void movesAndReplayOfALongGameMatchTheFormatOfEachPosition() {
        GameState end = play(11);
        int[] actions = end.actions();
        List<String> moves = end.moves();
        for (int i = 0; i < LENGTH; i++) {
            assertThat(moves.get(i)).isEqualTo("step" + (actions[i] + 1) + "@" + i);
        }
        GameState again = GameState.replay(WALK, WALK.defaultVariant(), moves);
        assertThat(again.view().hash()).isEqualTo(end.view().hash());
        GameState branch = end.previous().previous();
        assertThat(branch.moves()).isEqualTo(moves.subList(0, LENGTH - 2));
        assertThat(branch.previous().apply(branch.lastAction()).view().hash()).isEqualTo(branch.view().hash());
    }

    @Test
    void threadsReadingOldStatesAtOnceAllSeeTheRightPositions() throws Exception {
        GameState end = play(3);
        int[] actions = end.actions();
        GameState[] states = new GameState[LENGTH + 1];
        for (GameState s = end; s != null; s = s.previous()) {
            states[s.ply()] = s;
        }
        long[] expected = new long[LENGTH + 1];
        for (int i = 0; i <= LENGTH; i++) {
            expected[i] = reference(actions, i).hash();
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                long seed = t;
                results.add(pool.submit(() -> {
                    SplittableRandom random = new SplittableRandom(seed);
                    int wrong = 0;
                    for (int i = 0; i < 20_000; i++) {
                        int ply = random.nextInt(LENGTH + 1);
                        wrong += states[ply].view().hash() == expected[ply] ? 0 : 1;
                    }
                    return wrong;
                }));
            }
            for (Future<Integer> r : results) {
                assertThat(r.get()).isZero();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
