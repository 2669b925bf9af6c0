package spindle.games.justplayingaround;

import java.util.Locale;
import spindle.engine.Notation;
import spindle.engine.NotationException;
import spindle.engine.Position;

/**
 * Rules section 11: plays {@code R3 NE} (absolute direction) or {@code R3 N group}; input also takes a relative
 * direction ({@code R3 back-left}) or the target square ({@code R3 a8}). Dice are {@code R3} ... {@code W4};
 * a drawn setup is {@code setup G 213456}; decisions are {@code continue}, {@code stop}, {@code retire},
 * {@code bank}. Input ignores case.
 */
final class RoundNotation implements Notation {
    private static final String DIE_LETTERS = "RGBYW";
    private static final String PLAY_HELP = "write a piece and a direction, e.g. R3 NE, R3 back-left or R3 a8 "
            + "(add 'group' to move a whole stack where allowed)";

    @Override
    public String format(Position position, int action) {
        RoundPosition p = (RoundPosition) position;
        return format(p.phase, p.node, action);
    }

    /** Text of {@code action} played in {@code phase} at chance node {@code node}. */
    static String format(int phase, int node, int action) {
        if (phase == RoundPosition.SETUP) {
            StringBuilder s = new StringBuilder("setup ").append(Geometry.COLOUR_LETTERS[node]).append(' ');
            for (int n : SetupCode.permutation(action)) {
                s.append(n);
            }
            return s.toString();
        }
        if (phase == RoundPosition.THROW) {
            return "" + DIE_LETTERS.charAt(node) + (action + 1);
        }
        switch (action) {
            case Actions.CONTINUE:
                return "continue";
            case Actions.STOP:
                return "stop";
            case Actions.RETIRE:
                return "retire";
            case Actions.BANK:
                return "bank";
            default:
                String text = Geometry.pieceName(Actions.piece(action)) + " "
                        + Geometry.DIRECTION_NAMES[Actions.direction(action)];
                return Actions.group(action) ? text + " group" : text;
        }
    }

    @Override
    public int parse(Position position, String text) {
        RoundPosition p = (RoundPosition) position;
        String t = text.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        if (t.isEmpty()) {
            throw new NotationException("empty move: " + help(p));
        }
        return switch (p.phase) {
            case RoundPosition.SETUP -> parseSetup(p, t);
            case RoundPosition.THROW -> parseDie(p, t);
            case RoundPosition.FINISHED -> throw new NotationException("the game is over");
            default -> parseDecision(p, t);
        };
    }

    private static String help(RoundPosition p) {
        return switch (p.phase) {
            case RoundPosition.SETUP -> "write the setup of " + Geometry.COLOUR_NAMES[p.node]
                    + " as its six numbers, e.g. setup " + Geometry.COLOUR_LETTERS[p.node] + " 213456";
            case RoundPosition.THROW -> "the " + DIE_LETTERS.charAt(p.node) + " die is thrown: write "
                    + DIE_LETTERS.charAt(p.node) + "1 to " + DIE_LETTERS.charAt(p.node) + "6";
            case RoundPosition.WON -> "the normal objective is met: write continue or stop";
            case RoundPosition.ROUND_END -> "the round is over: write continue or retire";
            default -> PLAY_HELP;
        };
    }

    private static int parseSetup(RoundPosition p, String t) {
        String s = t.startsWith("setup") ? t.substring(5).trim() : t;
        char letter = Character.toUpperCase(Geometry.COLOUR_LETTERS[p.node]);
        if (s.isEmpty() || Character.toUpperCase(s.charAt(0)) != letter) {
            throw new NotationException(help(p));
        }
        String digits = s.substring(1).trim();
        if (!digits.matches("[1-6]{6}")) {
            throw new NotationException(help(p));
        }
        int[] order = new int[6];
        int seen = 0;
        for (int i = 0; i < 6; i++) {
            order[i] = digits.charAt(i) - '0';
            seen |= 1 << order[i];
        }
        if (seen != 0b1111110) {
            throw new NotationException("the six numbers must each appear once: " + help(p));
        }
        return SetupCode.rank(order);
    }

    private static int parseDie(RoundPosition p, String t) {
        char letter = Character.toLowerCase(DIE_LETTERS.charAt(p.node));
        String s = t.length() == 2 && t.charAt(0) == letter ? t.substring(1) : t;
        if (s.length() == 1 && s.charAt(0) >= '1' && s.charAt(0) <= '6') {
            return s.charAt(0) - '1';
        }
        throw new NotationException(help(p));
    }

    private static int parseDecision(RoundPosition p, String t) {
        switch (t) {
            case "continue":
                return Actions.CONTINUE;
            case "stop":
                return Actions.STOP;
            case "retire":
                return Actions.RETIRE;
            case "bank":
                return Actions.BANK;
            default:
                if (p.phase != RoundPosition.PLAY) {
                    throw new NotationException(help(p));
                }
                return parsePlay(p, t);
        }
    }

    private static int parsePlay(RoundPosition p, String t) {
        String[] words = t.split(" ");
        boolean group = words.length > 2 && words[words.length - 1].equals("group");
        int directionWords = words.length - 1 - (group ? 1 : 0);
        if (words.length < 2 || directionWords < 1 || directionWords > 2) {
            throw new NotationException("'" + t + "': " + PLAY_HELP);
        }
        int piece = parsePiece(words[0]);
        // "back left" is read as "back-left"
        String directionWord = directionWords == 1 ? words[1] : words[1] + "-" + words[2];
        int direction = parseDirection(p, piece, directionWord);
        int action = Actions.play(piece, direction, group);
        // Where the whole stack must move (always-group variant), the plain text means the group move.
        if (!group && !p.isLegal(action) && p.isLegal(Actions.play(piece, direction, true))
                && p.rules.alwaysGroup()) {
            return Actions.play(piece, direction, true);
        }
        return action;
    }

    private static int parsePiece(String word) {
        int colour = word.isEmpty() ? -1 : "rgby".indexOf(word.charAt(0));
        if (word.length() != 2 || colour < 0 || word.charAt(1) < '1' || word.charAt(1) > '6') {
            throw new NotationException("'" + word + "' is not a piece: a piece is a colour R, G, B or Y and a "
                    + "number 1-6, e.g. R3; " + PLAY_HELP);
        }
        return colour * 6 + word.charAt(1) - '1';
    }

    private static int parseDirection(RoundPosition p, int piece, String word) {
        for (int d = 0; d < 8; d++) {
            if (Geometry.DIRECTION_NAMES[d].equalsIgnoreCase(word)) {
                return d;
            }
        }
        int relative = DirectionChart.RELATIVE_NAMES.indexOf(word.replace("backward", "back"));
        if (relative >= 0) {
            return Geometry.forward(Geometry.colourOf(piece)) + relative & 7;
        }
        if (word.matches("[a-h][1-8]")) {
            int target = (word.charAt(1) - '1') * 8 + word.charAt(0) - 'a';
            int d = Geometry.directionBetween(p.board.where[piece], target);
            if (d < 0) {
                throw new NotationException(word + " is not next to " + Geometry.pieceName(piece) + " on "
                        + Geometry.squareName(p.board.where[piece]) + " (the board wraps at the edges)");
            }
            return d;
        }
        throw new NotationException("'" + word + "' is not a direction: use N, NE, E, SE, S, SW, W, NW, a relative "
                + "direction (forward, forward-right, right, back-right, back, back-left, left, forward-left) "
                + "or the target square");
    }
}
