package spindle.games.justplayingaround;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import spindle.engine.NotationException;
import spindle.engine.PositionText;

/**
 * The position text of Just Playing a Round ({@code docs/positions.md}):
 * {@code board next dice played [bank] game round plies}, e.g. the start of the default variant
 * {@code .,B6,B5,B4,B3,B2,B1,./G1,.,.,.,.,.,.,Y6/.../.,R1,R2,R3,R4,R5,R6,. throw-R 00000 - normal 1 0}.
 *
 * <ul>
 * <li>board: ranks 8 to 1 separated by {@code /}, files a to h separated by {@code ,}; a square is {@code .} or its
 * stack bottom first ({@code R3B1} is R3 under B1);
 * <li>next: {@code setup-R} .. {@code setup-Y} or {@code throw-R} .. {@code throw-W} (chance nodes: the setup of
 * that colour, the die thrown next), {@code play}, {@code won} (continue or stop), {@code round-end} (continue or
 * retire), or the end: {@code stopped}, {@code retired};
 * <li>dice: the faces of R G B Y W as they lie, {@code 0} for a die not yet thrown in the game; while a throw is
 * under way the dice not yet thrown again still show the last round's faces;
 * <li>played: the colours that have made their play this round ({@code RG}), {@code -} for none;
 * <li>bank (competition only): {@code banked} when the free play of the throw was banked (9.4.3), else {@code -};
 * <li>game: {@code normal}, or {@code extended:N} with the running score N;
 * <li>round, then the plies so far.
 * </ul>
 * The objective being met, the throw's kind and the final score are derived, not written.
 */
final class PositionTexts {
    private static final String DIE_LETTERS = "RGBYW";

    private PositionTexts() {
    }

    static String text(RoundPosition p) {
        StringBuilder s = new StringBuilder();
        for (int y = 7; y >= 0; y--) {
            for (int x = 0; x < 8; x++) {
                s.append(BoardText.stackText(p.board, y * 8 + x)).append(x < 7 ? "," : y > 0 ? "/" : " ");
            }
        }
        s.append(next(p)).append(' ');
        for (int die : p.dice) {
            s.append(die);
        }
        s.append(' ').append(playedText(p)).append(' ');
        if (p.rules.competition()) {
            s.append(p.banked ? "banked " : "- ");
        }
        s.append(p.extended ? "extended:" + p.score : "normal").append(' ').append(p.round).append(' ')
                .append(p.plies);
        return s.toString();
    }

    private static String next(RoundPosition p) {
        return switch (p.phase) {
            case RoundPosition.SETUP -> "setup-" + DIE_LETTERS.charAt(p.node);
            case RoundPosition.THROW -> "throw-" + DIE_LETTERS.charAt(p.node);
            case RoundPosition.PLAY -> "play";
            case RoundPosition.WON -> "won";
            case RoundPosition.ROUND_END -> "round-end";
            default -> p.stopped ? "stopped" : "retired";
        };
    }

    /** While the dice are thrown no colour has played yet this round (the position keeps the last round's plays). */
    private static String playedText(RoundPosition p) {
        if (p.phase == RoundPosition.THROW || p.phase == RoundPosition.SETUP || p.played == 0) {
            return "-";
        }
        StringBuilder s = new StringBuilder();
        for (int c = 0; c < Geometry.COLOURS; c++) {
            if (p.hasPlayed(c)) {
                s.append(Geometry.COLOUR_LETTERS[c]);
            }
        }
        return s.toString();
    }

    static RoundPosition parse(Rules rules, String text) {
        String[] f = rules.competition()
                ? PositionText.fields(text, "board", "next", "dice", "played", "bank", "game", "round", "plies")
                : PositionText.fields(text, "board", "next", "dice", "played", "game", "round", "plies");
        int at = rules.competition() ? 5 : 4;
        RoundPosition p = new RoundPosition(rules);
        readBoard(p.board, f[0]);
        readNext(p, f[1]);
        readGame(p, f[at]);
        p.round = PositionText.number(f[at + 1], "the round", p.phase == RoundPosition.SETUP ? 0 : 1,
                p.phase == RoundPosition.SETUP ? 0 : 99_999_999);
        p.plies = PositionText.number(f[at + 2], "plies", 0, 999_999_999);
        readDice(p, f[2]);
        p.kind = p.dice[4] == 0 ? ThrowKind.NORMAL
                : ThrowKind.of(p.dice[0], p.dice[1], p.dice[2], p.dice[3], p.dice[4]);
        readPlayed(p, f[3]);
        if (rules.competition()) {
            readBank(p, f[4]);
        }
        PositionChecks.check(p);
        return p;
    }

    private static void readBoard(Board board, String field) {
        String[] rows = field.split("/", -1);
        if (rows.length != 8) {
            throw new NotationException("the board has " + rows.length + " rows, it has 8 (ranks 8 to 1, "
                    + "separated by /)");
        }
        board.clear();
        int[] seenAt = new int[Geometry.PIECES];
        Arrays.fill(seenAt, -1);
        for (int r = 0; r < 8; r++) {
            String[] cells = rows[r].split(",", -1);
            if (cells.length != 8) {
                throw new NotationException("row " + (r + 1) + " (rank " + (8 - r) + ") has " + cells.length
                        + " cells, the board has 8");
            }
            for (int x = 0; x < 8; x++) {
                int square = (7 - r) * 8 + x;
                readStack(board, square, cells[x], seenAt);
            }
        }
    }

    private static void readStack(Board board, int square, String cell, int[] seenAt) {
        String name = Geometry.squareName(square);
        if (cell.equals(".")) {
            return;
        }
        if (!cell.matches("([RGBY][1-6])+")) {
            throw new NotationException("square " + name + " holds '" + cell + "': a square is . (empty) or its "
                    + "stack bottom first, pieces written as a colour R, G, B or Y and a number 1-6, e.g. R3B1");
        }
        if (cell.length() / 2 > 5) {
            throw new NotationException("square " + name + " holds a stack of " + cell.length() / 2
                    + " pieces, no stack grows above 5");
        }
        for (int i = 0; i < cell.length(); i += 2) {
            int piece = "RGBY".indexOf(cell.charAt(i)) * 6 + cell.charAt(i + 1) - '1';
            if (seenAt[piece] >= 0) {
                throw new NotationException(Geometry.pieceName(piece) + " is on the board twice (on "
                        + Geometry.squareName(seenAt[piece]) + " and " + name + "), each piece is there once");
            }
            seenAt[piece] = square;
            board.push(square, piece);
        }
    }

    private static void readNext(RoundPosition p, String field) {
        int letter = field.length() == 7 ? DIE_LETTERS.indexOf(field.charAt(6)) : -1;
        if (field.startsWith("setup-") && letter >= 0 && letter < 4) {
            if (!p.rules.randomSetup()) {
                throw new NotationException("next is " + field + ", but this variant's setup is fixed by its setup "
                        + "code (randomSetup=off)");
            }
            p.phase = RoundPosition.SETUP;
            p.node = letter;
        } else if (field.startsWith("throw-") && letter >= 0) {
            p.phase = RoundPosition.THROW;
            p.node = letter;
        } else {
            p.node = 0;
            switch (field) {
                case "play" -> p.phase = RoundPosition.PLAY;
                case "won" -> p.phase = RoundPosition.WON;
                case "round-end" -> p.phase = RoundPosition.ROUND_END;
                case "stopped", "retired" -> {
                    p.phase = RoundPosition.FINISHED;
                    p.stopped = field.equals("stopped");
                }
                default -> throw new NotationException("next is '" + field + "', it must be setup-R .. setup-Y, "
                        + "throw-R .. throw-W, play, won, round-end, stopped or retired");
            }
        }
    }

    private static void readGame(RoundPosition p, String field) {
        if (field.equals("normal")) {
            return;
        }
        if (!field.startsWith("extended:")) {
            throw new NotationException("the game is '" + field + "', it must be normal or extended:N with the "
                    + "score N");
        }
        p.extended = true;
        p.score = PositionText.number(field.substring(9), "the extended score", 3, 99_999_999);
        if (p.score % 3 != 0) {
            throw new NotationException("the extended score is " + p.score + ", but it starts at 3 and grows by "
                    + "3, 6 or 12 (8.5), so it is a multiple of 3");
        }
    }

    private static void readDice(RoundPosition p, String field) {
        if (!field.matches("[0-6]{5}")) {
            throw new NotationException("the dice are '" + field + "', they are five faces 1-6 (R G B Y W, "
                    + "0 for a die not yet thrown), e.g. 31524");
        }
        for (int i = 0; i < 5; i++) {
            p.dice[i] = field.charAt(i) - '0';
        }
    }

    private static void readPlayed(RoundPosition p, String field) {
        if (!field.equals("-")) {
            int last = -1;
            for (int i = 0; i < field.length(); i++) {
                int c = "RGBY".indexOf(field.charAt(i));
                if (c <= last) {
                    throw new NotationException("played is '" + field + "', it lists colours in the order RGBY, "
                            + "each once, or - for none");
                }
                last = c;
                p.played |= 1 << c;
            }
        }
        if (p.phase == RoundPosition.THROW || p.phase == RoundPosition.SETUP) {
            if (p.played != 0) {
                throw new NotationException("played is " + field + ", but no colour plays before the throw is "
                        + "complete: it must be -");
            }
            // the position keeps the last round's plays (all four) until the throw is complete
            p.played = p.phase == RoundPosition.THROW && p.round > 1 ? 15 : 0;
        }
    }

    private static void readBank(RoundPosition p, String field) {
        if (!field.equals("-") && !field.equals("banked")) {
            throw new NotationException("the bank is '" + field + "', it must be banked or -");
        }
        p.banked = field.equals("banked");
    }

    /** The pieces missing from the board, by name. */
    static List<String> missing(Board board, int colours) {
        boolean[] present = new boolean[Geometry.PIECES];
        for (int sq = 0; sq < Geometry.SQUARES; sq++) {
            for (int level = 0; level < board.height(sq); level++) {
                present[board.piece(sq, level)] = true;
            }
        }
        List<String> names = new ArrayList<>();
        for (int piece = 0; piece < colours * 6; piece++) {
            if (!present[piece]) {
                names.add(Geometry.pieceName(piece));
            }
        }
        return names;
    }
}
