package spindle.games.justplayingaround;

import java.util.Locale;
import spindle.engine.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds scenario positions: the listed stacks exactly as written (bottom to top), every other piece alone on a
 * square far from them, a given throw, and the colour to play.
 */
final class Arrange {
    static final JustPlayingARound GAME = new JustPlayingARound();

    private Arrange() {
    }

    /**
     * @param variant variant text ("" for the default)
     * @param stacks  e.g. {@code "b2:R1,G2 b3:"} (a square with nothing after the colon is kept empty)
     * @param dice    the throw, e.g. {@code "R1 G2 B3 Y4 W1"}
     * @param toPlay  the colour letter whose play is next in RGBY order
     */
    static RoundPosition position(String variant, String stacks, String dice, char toPlay) {
        RoundPosition p = GAME.newGame(Variant.parse(GAME, variant));
        Board board = p.board;
        board.clear();
        boolean[] used = new boolean[Geometry.SQUARES];
        boolean[] placed = new boolean[Geometry.PIECES];
        for (String entry : stacks.trim().split("\\s+")) {
            String[] parts = entry.split(":", -1);
            int square = square(parts[0]);
            used[square] = true;
            if (!parts[1].isEmpty()) {
                for (String piece : parts[1].split(",")) {
                    int id = piece(piece);
                    board.push(square, id);
                    placed[id] = true;
                }
            }
        }
        int next;
        for (int piece = 0; piece < Geometry.PIECES; piece++) {
            if (!placed[piece]) {
                next = freeSquare(used);
                board.push(next, piece);
                used[next] = true;
            }
        }
        String[] faces = dice.trim().split("\\s+");
        for (int i = 0; i < 5; i++) {
            p.dice[i] = faces[i].charAt(1) - '0';
        }
        p.kind = ThrowKind.of(p.dice[0], p.dice[1], p.dice[2], p.dice[3], p.dice[4]);
        p.phase = RoundPosition.PLAY;
        p.round = 1;
        p.played = (1 << "RGBY".indexOf(toPlay)) - 1;
        return p;
    }

    /** As {@link #position} but already in the extended game with the given score. */
    static RoundPosition extended(String variant, String stacks, String dice, char toPlay, int score) {
        RoundPosition p = position(variant, stacks, dice, toPlay);
        p.objectiveMet = true;
        p.extended = true;
        p.score = score;
        return p;
    }

    /** Parks pieces on the files f to h first, away from the a-e files most scenarios use. */
    private static int freeSquare(boolean[] used) {
        int[] order = new int[Geometry.SQUARES];
        int n = 0;
        for (int x = 7; x >= 0; x--) {
            for (int y = 0; y < 8; y++) {
                order[n++] = y * 8 + x;
            }
        }
        for (int i = 0; i < order.length; i++) {
            if (!used[order[i]]) {
                return order[i];
            }
        }
        throw new IllegalStateException("no free square");
    }

    static int square(String name) {
        String s = name.toLowerCase(Locale.ROOT);
        return (s.charAt(1) - '1') * 8 + s.charAt(0) - 'a';
    }

    static int piece(String name) {
        return "RGBY".indexOf(Character.toUpperCase(name.charAt(0))) * 6 + name.charAt(1) - '1';
    }

    /** The stack on a square, written like the rules file: {@code [R1, G2]}. */
    static String stack(RoundPosition p, String square) {
        int sq = square(square);
        StringBuilder s = new StringBuilder("[");
        for (int level = 0; level < p.board.height(sq); level++) {
            s.append(level == 0 ? "" : ", ").append(Geometry.pieceName(p.board.piece(sq, level)));
        }
        return s.append(']').toString();
    }

    /** Plays a move in notation after checking that it is legal. */
    static RoundPosition play(RoundPosition p, String move) {
        int action = GAME.notation(null).parse(p, move);
        if (!p.isLegal(action)) {
            throw new AssertionError(move + " is not legal");
        }
        p.play(action);
        return p;
    }

    /** The legal moves in notation. */
    static List<String> legalMoves(RoundPosition p) {
        int[] buffer = new int[p.maxActions()];
        int n = p.legalActions(buffer);
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            moves.add(GAME.notation(null).format(p, buffer[i]));
        }
        return moves;
    }
}
