package spindle.match.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import spindle.engine.Game;
import spindle.engine.GameState;

/**
 * Each game's puzzle themes (docs/puzzles.md): Warp and Weft's {@code connect-in-N} and {@code block}; One Piece for
 * Two's {@code four-now}, {@code dont-hand-over-four} and {@code relocation}; 0-1-2's {@code capture} and
 * {@code most-crossings}; Just Playing a Round's {@code best-play} and {@code group}.
 */
final class Themes {
    private static final Pattern CROSSINGS = Pattern.compile("(\\d+) crossings?");

    private Themes() {
    }

    /** The themes of the puzzle at {@code at} with {@code solution}; {@code v} is null for solo puzzles. */
    static List<String> of(GameState at, List<String> solution, MoveVerdicts v) {
        Game game = at.game();
        List<String> themes = new ArrayList<>();
        GameState end = GameState.replay(at, solution);
        int mover = at.toMove();
        boolean moverWins = end.isOver() && end.payoffs().length == 2 && end.payoffs()[mover] > end.payoffs()[1 - mover];
        int others = v == null ? 0 : v.verdicts.size() - 1;
        switch (game.id()) {
            case "warp-and-weft" -> {
                if (moverWins) {
                    themes.add("connect-in-" + moverDecisions(at, solution));
                }
                if (others > 0 && v.lostAtOnce() * 2 > others) {
                    themes.add("block"); // most moves lose at once: the opponent threatens to connect
                }
            }
            case "one-piece-for-two" -> {
                if (moverWins && solution.size() == 1 && game.endReason(end.view()).equals("four-in-a-row")) {
                    themes.add("four-now");
                }
                if (v != null && v.lostAtOnce() > 0) {
                    themes.add("dont-hand-over-four"); // some move would give the opponent a four
                }
                if (game.decisionType(at.view(), at.parse(solution.get(0))).equals("relocate")) {
                    themes.add("relocation");
                }
            }
            case "zero-one-two" -> {
                if (capturesOnOwnMoves(at, solution)) {
                    themes.add("capture");
                }
                if (mostCrossings(at, at.parse(solution.get(0)))) {
                    themes.add("most-crossings");
                }
            }
            case "just-playing-a-round" -> {
                themes.add("best-play");
                if (game.decisionType(at.view(), at.parse(solution.get(0))).equals("group")) {
                    themes.add("group");
                }
            }
            default -> {
            }
        }
        return themes;
    }

    private static int moverDecisions(GameState at, List<String> solution) {
        int mover = at.toMove();
        int n = 0;
        GameState s = at;
        for (String move : solution) {
            n += s.toMove() == mover ? 1 : 0;
            s = s.apply(move);
        }
        return n;
    }

    private static boolean capturesOnOwnMoves(GameState at, List<String> solution) {
        int mover = at.toMove();
        GameState s = at;
        for (String move : solution) {
            GameState next = s.apply(move);
            if (s.toMove() == mover && at.game().events(s.view(), next.lastAction(), next.view()).contains("capture")) {
                return true;
            }
            s = next;
        }
        return false;
    }

    /** Whether the first move crosses more threads than any other move there, as the referee counts them. */
    private static boolean mostCrossings(GameState at, int first) {
        int mine = crossings(at, first);
        if (mine <= 0) {
            return false;
        }
        for (int a : at.legalActions()) {
            if (a != first && crossings(at, a) >= mine) {
                return false;
            }
        }
        return true;
    }

    private static int crossings(GameState at, int action) {
        GameState after = at.apply(action);
        int most = -1;
        for (String sentence : at.game().refereeSays(at.view(), action, after.view())) {
            Matcher m = CROSSINGS.matcher(sentence);
            while (m.find()) {
                most = Math.max(most, Integer.parseInt(m.group(1)));
            }
        }
        return most;
    }
}
