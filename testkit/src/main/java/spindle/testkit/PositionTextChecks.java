package spindle.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import spindle.engine.Game;
import spindle.engine.NotationException;
import spindle.engine.Position;
import spindle.engine.PositionText;
import spindle.engine.Variant;

/**
 * The position text checks of {@link ConformanceSuite}: at every position of seeded random games, text to position
 * to text is identical, and the parsed position plays on exactly as the original (same {@code toMove}, set of legal
 * actions, hash and payoffs, through a seeded random continuation step for step). Mutations of those texts and garbage
 * are either refused with {@link NotationException} alone or give a position that plays without failing.
 */
final class PositionTextChecks {
    /** Texts that name no position of any game. */
    static final List<String> GARBAGE = List.of("", "   ", "zz99zz", "!!", "\u2603", "null", "x".repeat(5_000),
            "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16", "////////", "-1 -1 -1", "999999999999");

    private final Game game;
    private final Variant variant;
    private final int cap;

    PositionTextChecks(Game game, Variant variant) {
        this.game = game;
        this.variant = variant;
        this.cap = game.plyBound(variant).orElse(5_000);
    }

    /** Every position of {@code games} random games round-trips; every {@code mutateStride}th is mutated too. */
    void check(int games, long seed, int mutateStride) {
        int seen = 0;
        for (int g = 0; g < games; g++) {
            SplittableRandom random = new SplittableRandom(seed + g);
            Position p = game.newGame(variant);
            int[] buffer = new int[p.maxActions()];
            while (true) {
                String where = "game seed " + (seed + g) + " ply " + p.plies() + " " + variant;
                String text = roundTrip(p, where, random.split());
                if (seen++ % mutateStride == 0) {
                    mutate(text, where, random.split());
                }
                if (p.isOver() || p.plies() >= cap) {
                    break;
                }
                p.play(p.randomAction(random, buffer));
            }
        }
    }

    /** Garbage and another variant's empty board are refused with {@link NotationException} only. */
    void checkGarbage() {
        for (String junk : GARBAGE) {
            parseOrRefuse(junk, "garbage '" + junk.substring(0, Math.min(junk.length(), 40)) + "'");
        }
    }

    private String roundTrip(Position p, String where, SplittableRandom random) {
        String text = game.positionText(p);
        assertThat(text).as(where + ": position text is one line of the alphabet").matches("[A-Za-z0-9 ./,:~-]+");
        assertThat(text.length()).as(where + ": position text length").isLessThanOrEqualTo(PositionText.MAX_LENGTH);
        Position q;
        try {
            q = game.parsePosition(variant, text);
        } catch (RuntimeException e) {
            throw new AssertionError(where + ": its own text '" + text + "' is refused: " + e.getMessage(), e);
        }
        assertThat(game.positionText(q)).as(where + ": text -> position -> text").isEqualTo(text);
        assertThat(game.positionText(game.parsePosition(variant, text.replace(' ', '_'))))
                .as(where + ": _ reads as a space").isEqualTo(text);
        assertSamePlay(p.copy(), q, where + " text '" + text + "'", random);
        return text;
    }

    /**
     * {@code q} (read from {@code p}'s text) plays on as {@code p}: the same legal actions (as sets: the order a game
     * lists them in may depend on history the text need not keep), hash, plies and payoffs, through 40 plies of one
     * seeded random continuation applied to both.
     */
    private void assertSamePlay(Position p, Position q, String where, SplittableRandom random) {
        int[] a = new int[p.maxActions()];
        int[] b = new int[q.maxActions()];
        for (int step = 0; step < 40; step++) {
            assertThat(q.toMove()).as(where + ": toMove after " + step + " random plies").isEqualTo(p.toMove());
            assertThat(q.hash()).as(where + ": hash after " + step + " random plies").isEqualTo(p.hash());
            assertThat(q.plies()).as(where + ": plies after " + step + " random plies").isEqualTo(p.plies());
            int[] legal = Arrays.copyOf(a, p.legalActions(a));
            Arrays.sort(legal);
            int[] again = Arrays.copyOf(b, q.legalActions(b));
            Arrays.sort(again);
            assertThat(again).as(where + ": legal actions after " + step).isEqualTo(legal);
            if (p.isOver()) {
                assertThat(q.payoffs()).as(where + ": payoffs").isEqualTo(p.payoffs());
                return;
            }
            int action = legal[random.nextInt(legal.length)];
            p.play(action);
            q.play(action);
        }
    }

    private void mutate(String text, String where, SplittableRandom random) {
        String alphabet = "0123456789abcxyzABCXYZ" + PositionText.ALPHABET;
        for (int i = 0; i < 6; i++) {
            StringBuilder m = new StringBuilder(text);
            int at = random.nextInt(m.length());
            switch (random.nextInt(5)) {
                case 0 -> m.deleteCharAt(at);
                case 1 -> m.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                case 2 -> m.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                case 3 -> m.setLength(at);
                default -> m.append(m.substring(at));
            }
            parseOrRefuse(m.toString(), where + " mutated to '" + m + "'");
        }
    }

    /** {@code text} is refused with a {@link NotationException}, or gives a position that plays without failing. */
    private void parseOrRefuse(String text, String where) {
        Position q;
        try {
            q = game.parsePosition(variant, text);
        } catch (NotationException e) {
            assertThat(e.getMessage()).as(where + ": refusal message").isNotBlank().doesNotContain("null")
                    .doesNotContain("Exception");
            return;
        } catch (RuntimeException e) {
            throw new AssertionError(where + ": refused with " + e + " instead of a NotationException", e);
        }
        String again = game.positionText(q);
        assertThat(game.positionText(game.parsePosition(variant, again))).as(where + ": accepted text round-trips")
                .isEqualTo(again);
        int[] buffer = new int[q.maxActions()];
        SplittableRandom random = new SplittableRandom(again.hashCode());
        for (int step = 0; step < cap && !q.isOver(); step++) {
            if (q.legalActions(buffer) == 0) {
                fail(where + ": accepted, but after " + step + " plies it has no legal action and is not over");
            }
            q.play(q.randomAction(random, buffer));
        }
        assertThat(q.payoffs()).as(where + ": payoffs").hasSize(q.players());
    }
}
