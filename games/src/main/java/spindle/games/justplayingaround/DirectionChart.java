package spindle.games.justplayingaround;

import java.util.List;

/**
 * The direction charts (rules section 4, ruling J3) as one swappable data table: for each face of the director die,
 * the relative directions it allows, as right turns of 45 degrees from the colour's forward direction (0 forward,
 * 1 forward-right, 2 right, 3 back-right, 4 back, 5 back-left, 6 left, 7 forward-left). A backward face lists its
 * three choices.
 */
enum DirectionChart {
    /** The default layout: 1 forward, 2 forward-right, 3 right, 4 backward (choose one of 3), 5 left, 6 forward-left. */
    CLOCKWISE("clockwise", new int[][] {{0}, {1}, {2}, {5, 4, 3}, {6}, {7}}),
    /** Variant: opposite faces are opposite directions; 6 is backward. */
    OPPOSITE_FACES("opposite-faces", new int[][] {{0}, {1}, {2}, {6}, {7}, {5, 4, 3}});

    static final List<String> RELATIVE_NAMES = List.of("forward", "forward-right", "right", "back-right", "back",
            "back-left", "left", "forward-left");

    final String id;
    /** {@code masks[colour * 7 + face]}: bit set of the absolute directions face 1..6 allows that colour. */
    private final int[] masks = new int[Geometry.COLOURS * 7];

    DirectionChart(String id, int[][] relative) {
        this.id = id;
        for (int c = 0; c < Geometry.COLOURS; c++) {
            for (int face = 1; face <= 6; face++) {
                int mask = 0;
                for (int turn : relative[face - 1]) {
                    mask |= 1 << (Geometry.forward(c) + turn & 7);
                }
                masks[c * 7 + face] = mask;
            }
        }
    }

    /** Bit set of the absolute directions that director face {@code face} (1..6) gives colour {@code colour}. */
    int directions(int colour, int face) {
        return masks[colour * 7 + face];
    }

    static DirectionChart byId(String id) {
        for (DirectionChart c : values()) {
            if (c.id.equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException(id);
    }
}
