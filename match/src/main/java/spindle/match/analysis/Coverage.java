package spindle.match.analysis;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Board coverage (Ludii's {@code BoardCoverageUsed}): which of a board's places are in use, read from {@code
 * Game.describe}, so a tracer can collect the places ever used. The places: 1♣42's grid cells, 0-1-2's holes (a
 * peg in them), Warp and Weft's pieces (claimed by a side; the board is made of them), and Just Playing a Round's
 * squares (a stack on them). Another description gives no places: coverage does not apply.
 */
final class Coverage {
    private Coverage() {
    }

    /** The number of places of the board described, or 0 when coverage does not apply to it. */
    static int places(Map<String, Object> d) {
        return switch (String.valueOf(d.get("game"))) {
            case "one-piece-for-two", "just-playing-a-round" -> number(d, "width") * number(d, "height");
            case "zero-one-two" -> list(d, "holes").size();
            case "warp-and-weft" -> list(d, "pieces").size();
            default -> 0;
        };
    }

    /** Adds the places in use in the position described to {@code used}. */
    static void addUsed(Map<String, Object> d, Set<String> used) {
        switch (String.valueOf(d.get("game"))) {
            case "one-piece-for-two" -> {
                List<?> rows = (List<?>) d.get("grid");
                for (int y = 0; y < rows.size(); y++) {
                    String row = String.valueOf(rows.get(y));
                    for (int x = 0; x < row.length(); x++) {
                        if (row.charAt(x) != '.') {
                            used.add(x + "," + y);
                        }
                    }
                }
            }
            case "zero-one-two" -> list(d, "holes").stream().filter(h -> h.get("peg") != null)
                    .forEach(h -> used.add(h.get("q") + "," + h.get("r")));
            case "warp-and-weft" -> list(d, "pieces").stream().filter(p -> !"none".equals(p.get("owner")))
                    .forEach(p -> used.add(String.valueOf(p.get("name"))));
            case "just-playing-a-round" -> list(d, "stacks").forEach(s -> used.add(String.valueOf(s.get("square"))));
            default -> {
            }
        }
    }

    private static int number(Map<String, Object> d, String key) {
        return d.get(key) instanceof Number n ? n.intValue() : 0;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Map<String, Object> d, String key) {
        return d.get(key) instanceof List<?> l ? (List<Map<String, Object>>) l : List.of();
    }
}
