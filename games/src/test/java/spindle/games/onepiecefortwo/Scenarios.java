package spindle.games.onepiecefortwo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.testkit.ConformanceSuite;

/** Helpers for the scenario tests: games from notation, the colour grid as the rules file draws it. */
final class Scenarios {
    static final OnePieceForTwo GAME = new OnePieceForTwo();

    /** Every legal action of {@code p}, in the order of {@link Position#legalActions}. */
    static int[] legal(Position p) {
        int[] buffer = new int[p.maxActions()];
        return Arrays.copyOf(buffer, p.legalActions(buffer));
    }

    /**
     * A random legal action of {@code p} that does not end the game: drawn again up to 20 times while the one drawn
     * ends it (the last one drawn is taken if every draw ends it).
     */
    static int randomQuietAction(Position p, SplittableRandom random) {
        int[] actions = legal(p);
        int pick = actions[random.nextInt(actions.length)];
        for (int tries = 0; tries < 20; tries++) {
            Position c = p.copy();
            c.play(pick);
            if (!c.isOver()) {
                break;
            }
            pick = actions[random.nextInt(actions.length)];
        }
        return pick;
    }

    /** Position Q of scenario 8: 20 placements on 8x7, none of which wins. */
    static final String[] Q = ("a1/b1 d1/c1 e1/f1 h1/g1 b2/a2 c2/d2 f2/e2 g2/h2 a3/b3 d3/c3 e3/f3 h3/g3 "
            + "b4/a4 c4/d4 f4/e4 g4/h4 a5/a6 d5/c5 c6/d6 h5/h6").split(" ");

    private Scenarios() {
    }

    static Variant variant(String text) {
        return Variant.parse(GAME, text);
    }

    /** The starter takes {@code colour}, the second player chooses {@code edge}, then the moves. */
    static GameState play(Variant variant, String colour, String edge, String... moves) {
        List<String> all = new ArrayList<>(List.of(colour, edge));
        all.addAll(Arrays.asList(moves));
        return ConformanceSuite.play(GAME, variant, all.toArray(String[]::new));
    }

    /** Default board, starter red, game edge at the bottom. */
    static GameState play(String... moves) {
        return play(GAME.defaultVariant(), "red", "bottom", moves);
    }

    static OnePiecePosition position(GameState state) {
        return (OnePiecePosition) state.view();
    }

    /** The colours as in the rules file: row number, two spaces, the elements; letters below. */
    static String grid(GameState state) {
        Board board = position(state).board;
        StringBuilder s = new StringBuilder();
        for (int y = board.rows - 1; y >= 0; y--) {
            s.append(y + 1).append(' ');
            for (int x = 0; x < board.cols; x++) {
                s.append(' ').append(!board.occupied(x, y) ? '.' : board.isRed(x, y) ? 'R' : 'B');
            }
            s.append('\n');
        }
        s.append("  ");
        for (int x = 0; x < board.cols; x++) {
            s.append(' ').append((char) ('a' + x));
        }
        return s.append('\n').toString();
    }

    /** Whether red and blue run four or more through the halves of the last piece placed. */
    static boolean[] lastRuns(GameState state) {
        OnePiecePosition p = position(state);
        int a = p.lastAction;
        int placement = p.codes.isPlacement(a) ? a - Codes.PLACE_BASE : p.codes.relocationPlacement(a);
        return new boolean[] {p.board.fourThrough(Codes.placementX(placement), Codes.placementY(placement), Board.RED),
            p.board.fourThrough(Codes.blueX(placement), Codes.blueY(placement), Board.BLUE)};
    }
}
