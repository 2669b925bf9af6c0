package spindle.games.justplayingaround;

import java.util.List;
import spindle.engine.NotationException;

/**
 * Whether a position read from text ({@link PositionTexts}) is one the rules can reach: the pieces against the
 * setup, the dice, the plays of the round and the objective against the phase, the stacks against the game. Then
 * it sets what is derived rather than written: whether the objective is met and the final score.
 */
final class PositionChecks {
    private static final String[] PHASE_WORDS = {"setup", "throw", "play", "won", "round-end", "retired"};

    private PositionChecks() {
    }

    static void check(RoundPosition p) {
        boolean setup = p.phase == RoundPosition.SETUP;
        boolean beforeFirstPlay = setup || p.phase == RoundPosition.THROW && p.round == 1;
        int colours = setup ? p.node : Geometry.COLOURS;
        List<String> missing = PositionTexts.missing(p.board, colours);
        if (!missing.isEmpty()) {
            throw new NotationException("the board lacks " + String.join(", ", missing) + ": every piece of the "
                    + (setup ? "colours set up so far" : "four colours") + " is on the board");
        }
        if (beforeFirstPlay) {
            checkSetUp(p, colours);
        }
        checkDice(p);
        checkPlayed(p);
        if (!beforeFirstPlay && p.round == 1 && !p.extended) {
            checkUnplayedAtHome(p);
        }
        checkGame(p, beforeFirstPlay);
        if (p.banked && (beforeFirstPlay
                || (p.phase != RoundPosition.THROW || p.node == 0) && ThrowKind.of(p.dice[0], p.dice[1], p.dice[2],
                p.dice[3], p.dice[4]) == ThrowKind.NORMAL)) {
            throw new NotationException("the bank says banked, but only a free-play throw may be banked (9.4.3)");
        }
        checkPlies(p);
        p.objectiveMet = p.extended || p.phase == RoundPosition.WON || p.stopped;
        p.finalScore = p.phase == RoundPosition.FINISHED && !p.stopped && p.score >= 6 ? p.score : 0;
    }

    /** Before the first play each colour set up stands alone on its home edge, in the setup code's order. */
    private static void checkSetUp(RoundPosition p, int colours) {
        int pieces = 0;
        for (int sq = 0; sq < Geometry.SQUARES; sq++) {
            pieces += p.board.height(sq);
        }
        if (pieces != 6 * colours) {
            throw new NotationException("the board holds " + pieces + " pieces, but only " + 6 * colours
                    + " are set up before " + (colours == 4 ? "the first play" : "the setup of "
                    + Geometry.COLOUR_NAMES[colours]) + " (3.3)");
        }
        Board start = setUpBoard(p);
        for (int c = 0; c < Geometry.COLOURS; c++) {
            for (int i = 0; i < 6; i++) {
                int square = SetupCode.homeSquare(c, i);
                String name = Geometry.squareName(square);
                int height = p.board.height(square);
                if (c >= colours) {
                    if (height != 0) {
                        throw new NotationException(name + " holds " + BoardText.stackText(p.board, square)
                                + ", but the setup of " + Geometry.COLOUR_NAMES[c] + " is not drawn yet");
                    }
                    continue;
                }
                if (height != 1 || Geometry.colourOf(p.board.piece(square, 0)) != c) {
                    throw new NotationException("before the first play each piece stands alone on its home edge "
                            + "(3.3), but " + name + " holds " + BoardText.stackText(p.board, square));
                }
                if (!p.rules.randomSetup() && p.board.piece(square, 0) != start.piece(square, 0)) {
                    throw new NotationException("setup code " + p.rules.setupCode() + " puts "
                            + Geometry.pieceName(start.piece(square, 0)) + " on " + name + ", the board has "
                            + Geometry.pieceName(p.board.piece(square, 0)) + " there (3.4, J26)");
                }
            }
        }
    }

    /**
     * In round 1 a colour that has not played yet has moved none of its pieces, and no other play carries them: a
     * stack moves with the piece that is played, and only pieces of played colours have landed on them. So each
     * stands at the bottom of its home square (with the setup code's number there), save that under the strict
     * objective (7.2) a landing that makes a third piece ejects the bottom one (6.2.5): it is then at the bottom of
     * the square the lander left.
     */
    private static void checkUnplayedAtHome(RoundPosition p) {
        Board start = setUpBoard(p);
        for (int c = 0; c < Geometry.COLOURS; c++) {
            if ((p.played & 1 << c) != 0) {
                continue;
            }
            String name = Geometry.COLOUR_NAMES[c];
            String colour = Character.toUpperCase(name.charAt(0)) + name.substring(1);
            int atBottom = 0;
            for (int sq = 0; sq < Geometry.SQUARES; sq++) {
                atBottom += p.board.height(sq) > 0 && Geometry.colourOf(p.board.piece(sq, 0)) == c ? 1 : 0;
            }
            for (int i = 0; i < 6 && p.rules.permissive(); i++) {
                int square = SetupCode.homeSquare(c, i);
                boolean atHome = p.board.height(square) > 0 && Geometry.colourOf(p.board.piece(square, 0)) == c
                        && (p.rules.randomSetup() || p.board.piece(square, 0) == start.piece(square, 0));
                if (!atHome) {
                    throw new NotationException(colour + " has not played in round 1, so its pieces are still at "
                            + "the bottom of their home squares (3.3, 6.1), but " + Geometry.squareName(square)
                            + " holds " + BoardText.stackText(p.board, square));
                }
            }
            if (atBottom != 6) {
                throw new NotationException(colour + " has not played in round 1, so each of its pieces is at the "
                        + "bottom of a stack (at home, or ejected there, 6.2.5), but only " + atBottom + " are");
            }
        }
    }

    /** The board the variant's setup code makes (empty with a random setup, whose order the text alone gives). */
    private static Board setUpBoard(RoundPosition p) {
        Board start = new Board();
        if (!p.rules.randomSetup()) {
            start.setUp(p.rules.setupCode());
        }
        return start;
    }

    private static void checkDice(RoundPosition p) {
        for (int i = 0; i < 5; i++) {
            boolean neverThrown = p.phase == RoundPosition.SETUP
                    || p.phase == RoundPosition.THROW && p.round == 1 && i >= p.node;
            if (neverThrown != (p.dice[i] == 0)) {
                throw new NotationException("die " + "RGBYW".charAt(i) + " shows " + p.dice[i] + ", but "
                        + (neverThrown ? "it has not been thrown yet in this game: it must be 0"
                        : "it has been thrown by now: it must show 1 to 6"));
            }
        }
    }

    private static void checkPlayed(RoundPosition p) {
        int played = p.played;
        boolean inOrder = p.rules.competition() || (played & played + 1) == 0; // R, RG, RGB, RGBY
        String why = null;
        switch (p.phase) {
            case RoundPosition.PLAY -> why = played == 15 ? "all four colours have played, so the round is over"
                    : null;
            case RoundPosition.WON -> why = p.rules.competition()
                    ? "a contender who meets the objective goes straight on into the extended game (9.3)"
                    : played == 0 ? "no colour has played this round, so none can have met the objective" : null;
            case RoundPosition.ROUND_END -> why = played != 15 ? "the round ends once all four colours have played"
                    : !p.extended && !p.rules.competition()
                    ? "a solo normal game goes on to the next throw without a decision at the round's end" : null;
            case RoundPosition.FINISHED -> why = played == 0 ? "a game ends on a play or a decision after one"
                    : p.stopped && p.rules.competition() ? "a contender does not stop at the objective (9.3)"
                    : !p.stopped && !p.extended && (!p.rules.competition() || played != 15)
                    ? "a normal game is retired only by a contender at the end of a round" : null;
            default -> why = null;
        }
        if (why == null && !inOrder) {
            why = "solo play goes in RGBY order (J7)";
        }
        if (why != null) {
            throw new NotationException("next is " + (p.stopped ? "stopped" : PHASE_WORDS[p.phase])
                    + " with played " + playedNames(played) + ": " + why);
        }
    }

    private static String playedNames(int played) {
        StringBuilder s = new StringBuilder();
        for (int c = 0; c < 4; c++) {
            if ((played & 1 << c) != 0) {
                s.append(Geometry.COLOUR_LETTERS[c]);
            }
        }
        return s.length() == 0 ? "-" : s.toString();
    }

    /** The stacks against the game: two at most before the objective, one new winning stack at it, J28 after. */
    private static void checkGame(RoundPosition p, boolean beforeFirstPlay) {
        boolean atObjective = p.phase == RoundPosition.WON || p.stopped;
        if (p.extended && (atObjective || beforeFirstPlay)) {
            throw new NotationException("the game is extended, but " + (atObjective
                    ? "the normal objective has just been met: the game is still normal"
                    : "no play has been made yet"));
        }
        int winning = 0;
        for (int sq = 0; sq < Geometry.SQUARES; sq++) {
            int height = p.board.height(sq);
            String where = Geometry.squareName(sq) + " holds " + BoardText.stackText(p.board, sq);
            if (p.extended) {
                checkExtendedStack(p.board, sq, where);
            } else if (height > 2) {
                if (!atObjective || height > 4 || !p.board.stable(sq)) {
                    throw new NotationException(where + ", but the normal game keeps stacks to two pieces (6.2) "
                            + "unless one of three or four colours has just met the objective");
                }
                winning++;
            }
        }
        if (atObjective && winning != 1) {
            throw new NotationException("next is " + (p.stopped ? "stopped" : "won") + ", but the board has "
                    + winning + " stacks of three or more different colours: meeting the objective makes one (7.2)");
        }
    }

    /** An extended-game stack has all colours different, save one pair left over from the normal game (J28). */
    private static void checkExtendedStack(Board board, int square, String where) {
        int pairs = 0;
        for (int c = 0; c < Geometry.COLOURS; c++) {
            int n = board.countColour(square, c);
            if (n > 2) {
                throw new NotationException(where + ": an extended-game stack has at most two pieces of a colour");
            }
            pairs += n == 2 ? 1 : 0;
        }
        if (pairs > 1) {
            throw new NotationException(where + ": in the extended game only one pair of a colour, left over from "
                    + "the normal game, may share a stack (J28)");
        }
    }

    /** Each finished round took at least nine plies: five dice and four plays. */
    private static void checkPlies(RoundPosition p) {
        int least = (p.rules.randomSetup() ? 4 : 0) - (p.phase == RoundPosition.SETUP ? 4 - p.node : 0)
                + 9 * Math.max(p.round - 1, 0) + switch (p.phase) {
                    case RoundPosition.SETUP -> 0;
                    case RoundPosition.THROW -> p.node;
                    default -> 5 + Integer.bitCount(p.played);
                };
        if (p.plies < least) {
            throw new NotationException("plies is " + p.plies + ", but reaching round " + p.round + " at "
                    + PHASE_WORDS[p.phase] + " takes at least " + least + " (five dice and four plays a round)");
        }
    }
}
