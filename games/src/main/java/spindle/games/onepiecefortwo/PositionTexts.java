package spindle.games.onepiecefortwo;

import static spindle.games.onepiecefortwo.OnePiecePosition.PIECES;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.NotationException;
import spindle.engine.PositionText;

/**
 * The position text of One Piece for Two ({@code docs/positions.md}):
 * {@code board colours edge turn phase box history plies}, for example
 * {@code 8/8/8/8/8/8/RlrL4 starter-red bottom starter place 18 - 4}. The board is {@link BoardField}. The history
 * lists the relocations since the last placement (rule 7.2, ruling P15: only those positions can repeat), so a
 * parsed position counts repetitions as the original does; it is replayed with the rules' own {@code play}.
 */
final class PositionTexts {
    static final String[] FIELDS = {"board", "colours", "game edge", "turn", "phase", "box", "history", "plies"};
    static final String NONE = "-";
    static final List<String> COLOURS = List.of("starter-red", "starter-blue");
    private static final List<String> COLOURS_OR_NONE = List.of("starter-red", "starter-blue", NONE);
    private static final List<String> EDGES_OR_NONE = List.of(Codes.EDGES[0], Codes.EDGES[1], Codes.EDGES[2],
            Codes.EDGES[3], NONE);
    static final List<String> TURNS = List.of("starter", "second");
    static final List<String> PHASES = List.of("colour", "edge", "place", "relocate", "red-won", "blue-won", "draw");
    private static final int COLOUR = 0;
    private static final int EDGE = 1;
    private static final int PLACE = 2;
    private static final int RELOCATE = 3;
    private static final int RED_WON = 4;
    private static final int DRAW = 6;
    private static final String[] TURN_WORDS = {"the starter", "the second player"};
    private static final int MAX_PLIES = 999_999_999;
    private static final OnePieceNotation NOTATION = new OnePieceNotation();
    /** Piece keys back to placement codes, to read the relocations out of the position's repetition hashes. */
    private static final Map<Long, Integer> PLACEMENT_OF_KEY = new HashMap<>();

    static {
        for (int code = 0; code < 4 * 32 * 26; code++) {
            PLACEMENT_OF_KEY.put(Zobrist.piece(code), code);
        }
    }

    private PositionTexts() {
    }

    static String text(OnePiecePosition p) {
        String colours = p.redSeat < 0 ? NONE : COLOURS.get(p.redSeat);
        String edge = p.edge < 0 ? NONE : Codes.EDGES[p.edge];
        String before = BoardField.write(p) + " " + colours + " " + edge + " " + TURNS.get(p.seat) + " "
                + PHASES.get(phase(p)) + " " + p.box + " ";
        String after = " " + p.plies;
        return before + history(p, PositionText.MAX_LENGTH - before.length() - after.length()) + after;
    }

    private static int phase(OnePiecePosition p) {
        return switch (p.stage) {
            case OnePiecePosition.STAGE_COLOUR -> COLOUR;
            case OnePiecePosition.STAGE_EDGE -> EDGE;
            case OnePiecePosition.STAGE_MOVE -> p.relocating() ? RELOCATE : PLACE;
            default -> p.result != OnePiecePosition.RESULT_WIN ? DRAW : p.winner == p.redSeat ? RED_WON : RED_WON + 1;
        };
    }

    /**
     * The relocations since the last placement, oldest first ({@code a5-a6:b5/b6}: the notation with {@code :} for
     * its {@code >}), read backwards out of the position's hashes: each differs from the one before by the keys of
     * the piece where it was and where it went, and the piece where it went is on the board, on top. Only the newest
     * that fit in {@code room} characters are written (a longer history needs a move cap above some 250 moves).
     */
    private static String history(OnePiecePosition p, int room) {
        Deque<String> moves = new ArrayDeque<>();
        Board b = new Board(p.board);
        long hash = p.pieceHash;
        int length = -1;
        for (int k = p.relocations; k >= 1; k--) {
            long before = p.history[k - 1];
            String move = undoOne(b, hash ^ before);
            if (length + 1 + move.length() > room) {
                break;
            }
            length += 1 + move.length();
            moves.addFirst(move);
            hash = before;
        }
        return moves.isEmpty() ? NONE : String.join(",", moves);
    }

    /** Undoes on {@code b} the relocation whose two piece keys XOR to {@code keys}, and returns its text. */
    private static String undoOne(Board b, long keys) {
        for (int now : BoardField.pieces(b)) {
            Integer was = PLACEMENT_OF_KEY.get(keys ^ Zobrist.piece(now));
            int removal = BoardField.removal(now);
            if (was == null || !b.isRemovable(removal)) {
                continue;
            }
            b.remove(removal);
            if (b.isCorrect(was, 0) && disjoint(was, now)) {
                b.place(was);
                return OnePieceNotation.piece(was).replace('/', '-') + ":" + OnePieceNotation.piece(now);
            }
            b.place(now);
        }
        throw new IllegalStateException("no relocation on the board matches the repetition record");
    }

    private static boolean disjoint(int a, int b) {
        int[] cells = {cell(a), blueCell(a)};
        return Arrays.stream(cells).noneMatch(c -> c == cell(b) || c == blueCell(b));
    }

    private static int cell(int placement) {
        return Codes.placementX(placement) * 32 + Codes.placementY(placement);
    }

    private static int blueCell(int placement) {
        return Codes.blueX(placement) * 32 + Codes.blueY(placement);
    }

    static OnePiecePosition parse(Setup setup, String text) {
        String[] f = PositionText.fields(text, FIELDS);
        // "-" (not chosen yet) is listed last, after the values whose index is the colour or the edge
        int redSeat = f[1].equals(NONE) ? -1 : PositionText.oneOf(f[1], FIELDS[1], COLOURS_OR_NONE);
        int edge = f[2].equals(NONE) ? -1 : PositionText.oneOf(f[2], FIELDS[2], EDGES_OR_NONE);
        int seat = PositionText.oneOf(f[3], FIELDS[3], TURNS);
        int phase = PositionText.oneOf(f[4], FIELDS[4], PHASES);
        int box = PositionText.number(f[5], FIELDS[5], 0, PIECES);
        String[] history = f[6].equals(NONE) ? new String[0] : f[6].split(",", -1);
        int plies = PositionText.number(f[7], FIELDS[7], 0, MAX_PLIES);

        OnePiecePosition p = new OnePiecePosition(setup);
        boolean colourFixed = setup.starterColour() != Setup.CHOOSE;
        if (colourFixed && redSeat >= 0 && redSeat != (setup.starterColour() == Codes.RED ? 0 : 1)) {
            throw new NotationException("colours: the variant gives the starter " + Codes.COLOURS[setup.starterColour()]
                    + ", so write " + COLOURS.get(setup.starterColour()));
        }
        if (phase < PLACE) {
            return setupPhase(p, f[0], phase, redSeat, edge, seat, box, history.length, plies);
        }
        if (redSeat < 0) {
            throw new NotationException("the colours are not chosen, so the phase is colour, not " + PHASES.get(phase));
        }
        if (edge < 0) {
            throw new NotationException("the game edge is not chosen, so the phase is edge, not " + PHASES.get(phase));
        }
        if (setup.edge() != Setup.CHOOSE && edge != setup.edge()) {
            throw new NotationException("game edge: the variant fixes it at " + Codes.EDGES[setup.edge()]);
        }
        int choices = (colourFixed ? 0 : 1) + (setup.edge() == Setup.CHOOSE ? 1 : 0);
        int moves = plies - choices;
        p.redSeat = redSeat;
        p.edge = edge;
        p.stage = OnePiecePosition.STAGE_MOVE;
        int cols = Codes.turns(edge) ? setup.height() : setup.width();
        int rows = Codes.turns(edge) ? setup.width() : setup.height();
        p.board.frame(cols, rows);
        int[] pieces = BoardField.read(f[0], cols, rows, "the game edge " + Codes.EDGES[edge]);
        for (int piece : pieces) {
            p.board.place(piece);
            p.pieceHash ^= Zobrist.piece(piece);
        }
        if (box != PIECES - pieces.length) {
            throw new NotationException("the board holds " + pieces.length + " pieces, so " + (PIECES - pieces.length)
                    + " are left in the box, not " + box);
        }
        p.box = box;
        int n = history.length;
        if (moves < pieces.length + n || (box > 0 && moves != pieces.length + n)) {
            throw new NotationException("after " + plies + " plies (" + choices + " of them choosing colours and "
                    + "edge) " + moves + " moves were made, but the board holds " + pieces.length + " pieces and "
                    + "the history lists " + n + " relocations");
        }
        if (setup.moveCap() > 0 && moves > setup.moveCap()) {
            throw new NotationException("after " + moves + " moves the game is past its move cap of "
                    + setup.moveCap() + " (ruling P16)");
        }
        undoHistory(p, history);
        p.moves = moves - n;
        p.plies = plies - n;
        p.seat = p.moves % 2;
        if (n == 0) {
            settle(p, phase);
        } else {
            replay(p, history);
        }
        if (phase(p) != phase) {
            throw new NotationException("phase " + PHASES.get(phase) + ", but " + actual(p));
        }
        if (p.seat != seat) {
            throw new NotationException(TURN_WORDS[seat] + " is to move, but after " + p.moves + " moves it is "
                    + TURN_WORDS[p.seat] + "'s turn" + (p.result == OnePiecePosition.RESULT_WIN
                    ? " (the turn of the player who made the winning move)" : ""));
        }
        return p;
    }

    private static OnePiecePosition setupPhase(OnePiecePosition p, String board, int phase, int redSeat, int edge,
            int seat, int box, int relocations, int plies) {
        Setup setup = p.setup;
        boolean colourChosen = setup.starterColour() != Setup.CHOOSE;
        if (phase == COLOUR && colourChosen) {
            throw new NotationException("phase colour, but the variant gives the starter "
                    + Codes.COLOURS[setup.starterColour()]);
        }
        if (phase == COLOUR && redSeat >= 0) {
            throw new NotationException("phase colour, but the colours are chosen (" + COLOURS.get(redSeat) + ")");
        }
        if (phase == EDGE && redSeat < 0) {
            throw new NotationException("the colours are not chosen, so the phase is colour, not edge");
        }
        if (phase == EDGE && setup.edge() != Setup.CHOOSE) {
            throw new NotationException("phase edge, but the variant fixes the game edge at "
                    + Codes.EDGES[setup.edge()]);
        }
        if (edge >= 0) {
            throw new NotationException("phase " + PHASES.get(phase) + ", but the game edge is chosen ("
                    + Codes.EDGES[edge] + "): the game edge comes after the colours, before the first move");
        }
        if (BoardField.read(board, setup.width(), setup.height(), "the board as drawn").length > 0 || box != PIECES
                || relocations > 0) {
            throw new NotationException("phase " + PHASES.get(phase) + ": before the game edge is chosen the board "
                    + "is empty, all " + PIECES + " pieces are in the box and the history is -");
        }
        int expectedPlies = phase == COLOUR || colourChosen ? 0 : 1;
        if (plies != expectedPlies) {
            throw new NotationException("plies is " + plies + ", but in phase " + PHASES.get(phase) + " it is "
                    + expectedPlies);
        }
        int expectedSeat = phase == COLOUR ? 0 : 1;
        if (seat != expectedSeat) {
            throw new NotationException(TURN_WORDS[seat] + " is to move, but " + TURN_WORDS[expectedSeat]
                    + (phase == COLOUR ? " takes a colour (rule 3.1)" : " chooses the game edge (rule 3.2)"));
        }
        if (phase == EDGE) {
            p.redSeat = redSeat;
            p.stage = OnePiecePosition.STAGE_EDGE;
            p.seat = 1;
        }
        p.plies = plies;
        return p;
    }

    /** Takes the history's relocations back on the board, newest first, so that the board is where it began. */
    private static void undoHistory(OnePiecePosition p, String[] history) {
        Board b = p.board;
        for (int k = history.length - 1; k >= 0; k--) {
            int[] move = relocation(p, history, k);
            int removal = BoardField.removal(move[1]);
            if (!b.isPiece(removal) || b.pieceOf(removal) != move[1] || !b.isRemovable(removal)) {
                throw new NotationException(where(history, k) + "the board it leads to has no piece red "
                        + OnePieceNotation.piece(move[1]).replace("/", ", blue ") + " with nothing on top of it");
            }
            b.remove(removal);
            if (!b.isCorrect(move[0], 0) || !disjoint(move[0], move[1])) {
                throw new NotationException(where(history, k) + "the piece cannot have come from "
                        + OnePieceNotation.piece(move[0]).replace('/', '-'));
            }
            b.place(move[0]);
            p.pieceHash ^= Zobrist.piece(move[1]) ^ Zobrist.piece(move[0]);
        }
    }

    /** Plays the history's relocations again with the rules' own {@code play}, which keeps the repetition record. */
    private static void replay(OnePiecePosition p, String[] history) {
        for (int k = 0; k < history.length; k++) {
            if (p.stage != OnePiecePosition.STAGE_MOVE) {
                throw new NotationException(where(history, k) + "the game was already over: " + actual(p));
            }
            int[] move = relocation(p, history, k);
            int action = p.codes.relocation(BoardField.removal(move[0]), move[1]);
            if (!p.isLegal(action)) {
                throw new NotationException(where(history, k) + "it is not a legal relocation there (section 5)");
            }
            p.play(action);
        }
    }

    /**
     * Where the history names no relocations: the result follows from the board as far as it can. The last move
     * left its piece on top, so a win needs a top piece that gives its colour alone four (section 6), and a game
     * where every top piece does so cannot go on.
     */
    private static void settle(OnePiecePosition p, int phase) {
        Board b = p.board;
        int[] wins = {-1, -1};
        boolean quiet = false;
        for (int piece : BoardField.pieces(b)) {
            if (p.box > PIECES - 4 || !b.isRemovable(BoardField.removal(piece))) {
                continue;
            }
            boolean red = b.fourThrough(Codes.placementX(piece), Codes.placementY(piece), Board.RED);
            boolean blue = b.fourThrough(Codes.blueX(piece), Codes.blueY(piece), Board.BLUE);
            if (red == blue) {
                quiet = true;
            } else if (wins[red ? Codes.RED : Codes.BLUE] < 0) {
                wins[red ? Codes.RED : Codes.BLUE] = piece;
            }
        }
        if (phase == RED_WON || phase == RED_WON + 1) {
            int colour = phase - RED_WON;
            if (wins[colour] < 0) {
                throw new NotationException("the result says " + PHASES.get(phase) + ", but no piece with nothing on "
                        + "top gives " + Codes.COLOURS[colour] + " four in a row through its " + Codes.COLOURS[colour]
                        + " half and the other colour fewer than four (section 6)");
            }
            p.stage = OnePiecePosition.STAGE_OVER;
            p.result = OnePiecePosition.RESULT_WIN;
            p.winner = colour == Codes.RED ? p.redSeat : 1 - p.redSeat;
            p.lastAction = Codes.PLACE_BASE + wins[colour];
            p.seat = (p.moves - 1) % 2;
            return;
        }
        if (!quiet && (wins[0] >= 0 || wins[1] >= 0)) {
            int colour = wins[Codes.RED] >= 0 ? Codes.RED : Codes.BLUE;
            int piece = wins[colour];
            int x = colour == Codes.RED ? Codes.placementX(piece) : Codes.blueX(piece);
            int y = colour == Codes.RED ? Codes.placementY(piece) : Codes.blueY(piece);
            throw new NotationException("phase " + PHASES.get(phase) + ", but the game is over: "
                    + Codes.COLOURS[colour] + " has four in a row through " + OnePieceNotation.element(x, y)
                    + ", and every piece that can have moved last gives one colour alone four (section 6)");
        }
        if (p.moves > 0 && p.moves == p.setup.moveCap()) {
            p.stage = OnePiecePosition.STAGE_OVER;
            p.result = OnePiecePosition.RESULT_CAP;
        } else if (p.relocating() && !b.canRelocate()) {
            p.stage = OnePiecePosition.STAGE_OVER;
            p.result = OnePiecePosition.RESULT_NO_MOVE;
        }
    }

    /** What the position is, in words, for a phase that disagrees. */
    private static String actual(OnePiecePosition p) {
        return switch (phase(p)) {
            case PLACE -> "pieces are left in the box and one can be placed: the phase is place";
            case RELOCATE -> (p.box == 0 ? "the box is empty" : "no piece can be placed (ruling P13)")
                    + ": the phase is relocate";
            case DRAW -> "the game is drawn: " + BoardText.whyDrawn(p, List.of("the starter", "the second player"));
            default -> "the game is won: " + BoardText.result(p, List.of("the starter", "the second player"));
        };
    }

    private static int[] relocation(OnePiecePosition p, String[] history, int k) {
        String[] parts = history[k].split(":", -1);
        String[] from = parts[0].split("-", -1);
        if (parts.length != 2 || from.length != 2) {
            throw new NotationException(where(history, k) + "a relocation is written like h5-h6:f5/f6 (the piece "
                    + "red half first, then : and where it goes, red/blue)");
        }
        return new int[] {placement(p, from[0] + "/" + from[1], history, k), placement(p, parts[1], history, k)};
    }

    private static int placement(OnePiecePosition p, String piece, String[] history, int k) {
        int action;
        try {
            action = NOTATION.parse(p, piece);
        } catch (NotationException e) {
            throw new NotationException(where(history, k) + e.getMessage());
        }
        if (!p.codes.isPlacement(action)) {
            throw new NotationException(where(history, k) + "'" + piece + "' is not a piece");
        }
        return action - Codes.PLACE_BASE;
    }

    private static String where(String[] history, int k) {
        return "history move " + (k + 1) + " '" + history[k] + "': ";
    }
}
