package spindle.games.justplayingaround;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import spindle.engine.ObservationSpec;

/**
 * {@code Game.observe}: the position as planes for learning code, on the 8 × 8 torus (row y, column x is square
 * {@code y * 8 + x}: row 0 is rank 1, column 0 file a). The game has one player, so there is no "theirs". The
 * package documentation lists the planes.
 */
final class Observation {
    static final int SIDE = 8;
    private static final int AREA = SIDE * SIDE;
    private static final String COLOURS = "RGBY";
    /** Board planes: 4 colour counts, 4 top colours, the height, then one plane per piece. */
    private static final int TOPS = 4;
    private static final int HEIGHT = 8;
    private static final int PIECES = 9;
    /** Flag planes: the five dice one-hot (30), colours played (4), phase (6), throw kind (3), then the rest. */
    private static final int DICE = PIECES + Geometry.PIECES;
    private static final int PLAYED = DICE + 30;
    private static final int PHASE = PLAYED + 4;
    private static final int KIND = PHASE + 6;
    private static final int REST = KIND + 3;
    static final List<String> PLANES = planeNames();

    private Observation() {
    }

    private static List<String> planeNames() {
        List<String> names = new ArrayList<>();
        for (char c : COLOURS.toCharArray()) {
            names.add("count-" + c);
        }
        for (char c : COLOURS.toCharArray()) {
            names.add("top-" + c);
        }
        names.add("height");
        for (int piece = 0; piece < Geometry.PIECES; piece++) {
            names.add("piece-" + COLOURS.charAt(piece / 6) + (piece % 6 + 1));
        }
        for (char die : "RGBYW".toCharArray()) {
            for (int face = 1; face <= 6; face++) {
                names.add("die-" + die + "-" + face);
            }
        }
        for (char c : COLOURS.toCharArray()) {
            names.add("played-" + c);
        }
        for (String phase : List.of("setup", "throw", "play", "won", "round-end", "finished")) {
            names.add("phase-" + phase);
        }
        for (String kind : List.of("normal", "directed-free", "undirected-free")) {
            names.add("throw-" + kind);
        }
        names.addAll(List.of("banked", "objective-met", "extended", "score", "round"));
        return List.copyOf(names);
    }

    static ObservationSpec spec() {
        return new ObservationSpec(PLANES.size(), SIDE, SIDE, PLANES);
    }

    /** Writes the planes; allocates nothing. */
    static void write(RoundPosition p, float[] out) {
        Board b = p.board;
        Arrays.fill(out, 0, DICE * AREA, 0f);
        for (int square = 0; square < Geometry.SQUARES; square++) {
            int height = b.height(square);
            for (int level = 0; level < height; level++) {
                int piece = b.piece(square, level);
                int colour = Geometry.colourOf(piece);
                out[colour * AREA + square] += 1f / 6f;
                out[(PIECES + piece) * AREA + square] = 1f;
            }
            if (height > 0) {
                out[(TOPS + Geometry.colourOf(b.piece(square, height - 1))) * AREA + square] = 1f;
            }
            out[HEIGHT * AREA + square] = height / (float) Board.DEPTH;
        }
        boolean throwing = p.phase == RoundPosition.THROW || p.phase == RoundPosition.SETUP;
        for (int die = 0; die < 5; die++) {
            boolean thrown = !throwing || (p.phase == RoundPosition.THROW && die < p.node);
            for (int face = 1; face <= 6; face++) {
                flag(out, DICE + 6 * die + face - 1, thrown && p.dice[die] == face ? 1f : 0f);
            }
        }
        for (int c = 0; c < 4; c++) {
            flag(out, PLAYED + c, (p.played >>> c & 1) != 0 ? 1f : 0f);
        }
        for (int phase = 0; phase < 6; phase++) {
            flag(out, PHASE + phase, p.phase == phase ? 1f : 0f);
        }
        for (int kind = 0; kind < 3; kind++) {
            flag(out, KIND + kind, !throwing && p.kind.ordinal() == kind ? 1f : 0f);
        }
        flag(out, REST, p.banked ? 1f : 0f);
        flag(out, REST + 1, p.objectiveMet ? 1f : 0f);
        flag(out, REST + 2, p.extended ? 1f : 0f);
        flag(out, REST + 3, Math.min(Math.max(p.score, 0), 100) / 100f);
        flag(out, REST + 4, Math.min(p.round, 1000) / 1000f);
    }

    private static void flag(float[] out, int plane, float value) {
        Arrays.fill(out, plane * AREA, plane * AREA + AREA, value);
    }
}
