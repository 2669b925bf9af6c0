package spindle.games.warpandweft;

import static spindle.games.warpandweft.BoardText.sideName;
import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code Game.refereeSays} for Warp and Weft: the claim, a switch and what it allows from now on (rule 4.4), the
 * swap (section 5), and the winning chain the moment it closes (rule 3.4), or why the game ended otherwise.
 */
final class RefereeWords {
    private RefereeWords() {
    }

    static List<String> says(WarpAndWeftPosition before, int action, WarpAndWeftPosition after) {
        Geometry g = before.g;
        int side = before.sideToMove();
        String mover = sideName(side);
        List<String> says = new ArrayList<>();
        if (action == g.switchCode) {
            boolean patching = after.stateOf(side) == PATCHING;
            says.add(mover + " switches to " + (patching ? "Patching" : "Threading") + ": from now on " + mover
                    + " claims " + (patching ? "patches" : "threads"));
        } else if (action == g.swapCode) {
            says.add(mover + " swaps: Player " + (after.seatOf(Geometry.WARP) + 1) + " now plays Warp and owns "
                    + owned(after, Geometry.WARP) + "; Player " + (after.seatOf(Geometry.WEFT) + 1)
                    + " plays Weft and moves next");
        } else {
            says.add(mover + " claims " + (g.isThread(action) ? "thread " : "patch ") + g.name(action));
        }
        if (after.result() == side && after.endReason() == WarpAndWeftPosition.BY_CONNECTION) {
            says.add(mover + "'s chain " + String.join(", ", chain(after, side)) + " joins "
                    + (side == Geometry.WARP ? "top and bottom" : "left and right") + ": " + mover + " wins");
        } else if (after.endReason() == WarpAndWeftPosition.BY_NO_VALID_PLAY) {
            int loser = after.sideToMove();
            says.add(sideName(loser) + " has no piece to claim in either state: " + sideName(loser) + " loses, "
                    + sideName(loser ^ 1) + " wins (rule 6.2)");
        } else if (after.endReason() == WarpAndWeftPosition.BY_SWITCH_LIMIT) {
            says.add(after.quiet() + " turns in a row without a claim: the game is drawn");
        }
        return says;
    }

    /** The pieces a side owns, by name, or "nothing yet". */
    private static String owned(WarpAndWeftPosition p, int side) {
        List<String> names = new ArrayList<>();
        for (int code = 0; code < p.g.pieces; code++) {
            if (p.claims.ownerOf(code) == side) {
                names.add(p.g.name(code));
            }
        }
        return names.isEmpty() ? "nothing yet" : String.join(", ", names);
    }

    /**
     * A shortest chain of the side's pieces from a first-edge thread to a second-edge thread (rule 3.4), by
     * breadth-first search over the adjacency of section 2.
     */
    static List<String> chain(WarpAndWeftPosition p, int side) {
        Geometry g = p.g;
        int[] from = new int[g.pieces];
        Arrays.fill(from, -2);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int code = side * g.threads; code < (side + 1) * g.threads; code++) {
            if (g.edgeBits[code] == Geometry.FIRST_EDGE && p.claims.ownerOf(code) == side) {
                from[code] = -1;
                queue.add(code);
            }
        }
        while (!queue.isEmpty()) {
            int code = queue.poll();
            if (g.isThread(code) && g.edgeBits[code] == Geometry.SECOND_EDGE) {
                List<String> names = new ArrayList<>();
                for (int c = code; c >= 0; c = from[c]) {
                    names.add(0, g.name(c));
                }
                return names;
            }
            for (int next : neighbours(g, side, code)) {
                if (from[next] == -2 && p.claims.ownerOf(next) == side) {
                    from[next] = code;
                    queue.add(next);
                }
            }
        }
        return List.of();
    }

    /** The pieces of {@code side}'s chain that touch {@code code}: a thread's patches, a patch's threads. */
    private static List<Integer> neighbours(Geometry g, int side, int code) {
        List<Integer> near = new ArrayList<>();
        int patchBase = 2 * g.threads;
        for (int w = 0; w < 2; w++) {
            long mask = g.isThread(code) ? g.threadPatchMask[2 * code + w]
                    : g.patchThreadMask[2 * (side * g.patches + code - patchBase) + w];
            int base = g.isThread(code) ? patchBase : side * g.threads;
            for (long m = mask; m != 0; m &= m - 1) {
                near.add(base + 64 * w + Long.numberOfTrailingZeros(m));
            }
        }
        return near;
    }

    /** "; legal now: A3, A7, C1 (8 in all) or switch": the claims the side to move has, and switch. */
    static String legalNow(WarpAndWeftPosition p) {
        int[] legal = new int[p.maxActions()];
        int n = p.legalActions(legal);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (legal[i] < p.g.switchCode) {
                names.add(p.g.name(legal[i]));
            }
        }
        if (names.isEmpty()) {
            return "; switch is the only legal move now";
        }
        String shown = String.join(", ", names.subList(0, Math.min(3, names.size())));
        return "; legal now: " + shown + (names.size() > 3 ? " (" + names.size() + " in all)" : "") + " or switch";
    }
}
