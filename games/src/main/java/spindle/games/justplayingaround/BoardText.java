package spindle.games.justplayingaround;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The text board ({@code render}) and the plain-data description ({@code describe}) of a position. */
final class BoardText {
    private BoardText() {
    }

    static String stackText(Board board, int square) {
        StringBuilder s = new StringBuilder();
        for (int level = 0; level < board.height(square); level++) {
            s.append(Geometry.pieceName(board.piece(square, level)));
        }
        return s.length() == 0 ? "." : s.toString();
    }

    /** Ranks 8 to 1, stacks written bottom to top ({@code R1G2} is R1 under G2), then the state of play. */
    static String render(RoundPosition p) {
        int width = 2;
        for (int sq = 0; sq < Geometry.SQUARES; sq++) {
            width = Math.max(width, 2 * p.board.height(sq));
        }
        StringBuilder s = new StringBuilder();
        StringBuilder row = new StringBuilder("   ");
        for (int x = 0; x < 8; x++) {
            row.append("  ").append(pad(String.valueOf((char) ('a' + x)), width));
        }
        s.append(row.toString().stripTrailing()).append('\n');
        for (int y = 7; y >= 0; y--) {
            row.setLength(0);
            row.append(y + 1).append("  ");
            for (int x = 0; x < 8; x++) {
                row.append("  ").append(pad(stackText(p.board, y * 8 + x), width));
            }
            s.append(row.toString().stripTrailing()).append('\n');
        }
        s.append("stacks are written bottom to top; the board wraps at every edge\n");
        s.append(status(p)).append('\n');
        return s.toString();
    }

    private static String pad(String text, int width) {
        StringBuilder s = new StringBuilder(text);
        while (s.length() < width) {
            s.append(' ');
        }
        return s.toString();
    }

    static String throwText(RoundPosition p) {
        StringBuilder s = new StringBuilder();
        String letters = "RGBYW";
        for (int i = 0; i < 5 && p.die(i) > 0; i++) {
            s.append(i == 0 ? "" : " ").append(letters.charAt(i)).append(p.die(i));
        }
        return s.toString();
    }

    private static String status(RoundPosition p) {
        String game = p.extended ? "extended game, score " + p.score : "normal game";
        String head = (p.round > 0 ? "Round " + p.round + ", " : "") + game;
        return switch (p.phase) {
            case RoundPosition.SETUP -> head + "\nSetup: drawing the order of " + Geometry.COLOUR_NAMES[p.node];
            case RoundPosition.THROW -> head + "\nThrowing die " + "RGBYW".charAt(p.node)
                    + (p.node > 0 ? " (so far " + partialThrow(p) + ")" : "");
            case RoundPosition.PLAY -> head + "\nThrow: " + throwText(p) + " (" + kindText(p) + ")\nTo play: "
                    + toPlay(p);
            case RoundPosition.WON -> head + "\nNormal objective met: continue (extended game, score 3) or stop";
            case RoundPosition.ROUND_END -> head + "\nEnd of round: continue or retire (final score "
                    + (p.score >= 6 ? p.score : 0) + ")";
            default -> head + "\n" + result(p);
        };
    }

    private static String partialThrow(RoundPosition p) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < p.node; i++) {
            s.append(i == 0 ? "" : " ").append("RGBYW".charAt(i)).append(p.dice[i]);
        }
        return s.toString();
    }

    static String kindText(RoundPosition p) {
        String kind = switch (p.kind) {
            case NORMAL -> "normal";
            case DIRECTED_FREE -> "directed free play";
            case UNDIRECTED_FREE -> "undirected free play";
        };
        return p.banked ? kind + ", banked: played as normal" : kind;
    }

    private static String toPlay(RoundPosition p) {
        List<String> colours = new ArrayList<>();
        for (int c = 0; c < 4; c++) {
            if (!p.hasPlayed(c)) {
                colours.add(String.valueOf(Geometry.COLOUR_LETTERS[c]));
                if (!p.rules.competition()) {
                    break;
                }
            }
        }
        return String.join(" or ", colours);
    }

    static String result(RoundPosition p) {
        if (p.stopped) {
            return "Normal objective met in round " + p.round + "; stopped (result " + (-p.round) + ")";
        }
        return "Retired with final score " + p.finalScore;
    }

    /** The squares of the stacks that met the normal objective (3+ pieces, all colours different), once met. */
    static List<Object> winningStacks(RoundPosition p) {
        List<Object> squares = new ArrayList<>();
        if (!p.objectiveMet) {
            return squares;
        }
        for (int sq = 0; sq < Geometry.SQUARES; sq++) {
            int colours = 0;
            int n = p.board.height(sq);
            for (int level = 0; level < n; level++) {
                colours |= 1 << Geometry.colourOf(p.board.piece(sq, level));
            }
            if (n >= 3 && Integer.bitCount(colours) == n) {
                squares.add(Geometry.squareName(sq));
            }
        }
        return squares;
    }

    static Map<String, Object> describe(RoundPosition p) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("game", "just-playing-a-round");
        d.put("width", 8);
        d.put("height", 8);
        d.put("torus", true);
        d.put("mode", p.rules.competition() ? "competition" : "solo");
        d.put("directionLayout", p.rules.chart().id);
        List<Object> stacks = new ArrayList<>();
        for (int sq = 0; sq < Geometry.SQUARES; sq++) {
            if (p.board.height(sq) > 0) {
                List<Object> pieces = new ArrayList<>();
                for (int level = 0; level < p.board.height(sq); level++) {
                    int piece = p.board.piece(sq, level);
                    pieces.add(Map.of("piece", Geometry.pieceName(piece),
                            "colour", String.valueOf(Geometry.COLOUR_LETTERS[Geometry.colourOf(piece)]),
                            "number", Geometry.numberOf(piece)));
                }
                stacks.add(Map.of("square", Geometry.squareName(sq), "x", sq & 7, "y", sq >> 3,
                        "stable", p.board.stable(sq), "pieces", pieces));
            }
        }
        d.put("stacks", stacks);
        d.put("winning", winningStacks(p));
        d.put("phase", List.of("setup", "throw", "play", "objective-met", "round-end", "over").get(p.phase));
        d.put("round", p.round);
        d.put("throw", throwText(p));
        d.put("throwKind", p.phase == RoundPosition.PLAY || p.phase == RoundPosition.WON
                || p.phase == RoundPosition.ROUND_END ? kindText(p) : "");
        d.put("banked", p.banked);
        List<Object> played = new ArrayList<>();
        for (int c = 0; c < 4; c++) {
            if (p.hasPlayed(c)) {
                played.add(String.valueOf(Geometry.COLOUR_LETTERS[c]));
            }
        }
        d.put("played", played);
        d.put("toPlay", p.phase == RoundPosition.PLAY ? toPlay(p) : "");
        d.put("objectiveMet", p.objectiveMet);
        d.put("extended", p.extended);
        d.put("score", p.score);
        d.put("toMove", p.isOver() ? "over" : p.toMove() == RoundPosition.CHANCE ? "chance" : "player");
        d.put("over", p.isOver());
        d.put("result", p.isOver() ? result(p) : "");
        d.put("payoff", p.isOver() ? p.payoff(0) : 0.0);
        d.put("lastMove", p.lastAction < 0 ? "" : RoundNotation.format(p.lastPhase, p.lastNode, p.lastAction));
        d.put("status", status(p));
        return d;
    }
}
