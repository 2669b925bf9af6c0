package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * Cross-checks the bit-set position against a slow model written straight from the rules text: adjacency from
 * shared cell edges, placements from the table of section 4.4, the connection by breadth-first search and the
 * end-of-game order of section 6.3. Random games of several variants must agree at every ply.
 */
class WarpAndWeftReferenceTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();

    @ParameterizedTest
    @ValueSource(strings = {"", "primary=patch", "size=2", "size=3,swap=off", "size=6", "size=2,switchLimit=3",
            "size=5,primary=patch,switchLimit=4"})
    void randomGamesAgreeWithTheRulesText(String variantText) {
        Variant variant = Variant.parse(GAME, variantText);
        SplittableRandom random = new SplittableRandom(42);
        for (int game = 0; game < 150; game++) {
            WarpAndWeftPosition fast = (WarpAndWeftPosition) GAME.newGame(variant);
            Model model = new Model(fast.rules);
            int[] buffer = new int[fast.maxActions()];
            while (true) {
                String where = variant + " game " + game + " ply " + fast.plies();
                assertThat(fast.toMove()).as(where).isEqualTo(model.toMove());
                int n = fast.legalActions(buffer);
                int[] legal = Arrays.copyOf(buffer, n);
                Arrays.sort(legal);
                assertThat(legal).as(where).containsExactly(model.legal());
                if (fast.isOver()) {
                    assertThat(fast.payoffs()).as(where).containsExactly(model.payoffs());
                    break;
                }
                // Favour placements so that games also run to full boards, not only to early switch limits.
                int action = random.nextInt(4) == 0 ? legal[random.nextInt(n)] : fast.randomAction(random, buffer);
                fast.play(action);
                model.play(action);
            }
        }
    }

    /** The rules, slowly. Sides 0 = Warp, 1 = Weft; owner -1 = unclaimed. */
    private static final class Model {
        final Rules rules;
        final Geometry g;
        final int[] owner;
        final int[] state = new int[2];
        int side;
        boolean swapped;
        int turn = 1;
        int quiet;
        int winner = -1;
        boolean draw;

        Model(Rules rules) {
            this.rules = rules;
            this.g = rules.geometry();
            this.owner = new int[g.pieces];
            Arrays.fill(owner, -1);
            Arrays.fill(state, rules.patchPrimary() ? 1 : 0);
        }

        boolean over() {
            return winner >= 0 || draw;
        }

        int toMove() {
            return over() ? Position.OVER : swapped ? 1 - side : side;
        }

        double[] payoffs() {
            if (draw) {
                return new double[] {0.5, 0.5};
            }
            double[] p = new double[2];
            p[swapped ? 1 - winner : winner] = 1;
            return p;
        }

        int[] legal() {
            if (over()) {
                return new int[0];
            }
            List<Integer> list = placements(side, state[side]);
            list.add(g.switchCode);
            if (rules.swap() && turn == 2) {
                list.add(g.swapCode);
            }
            return list.stream().mapToInt(Integer::intValue).sorted().toArray();
        }

        List<Integer> placements(int s, int st) {
            List<Integer> list = new ArrayList<>();
            for (int code = 0; code < g.pieces; code++) {
                if (owner[code] >= 0) {
                    continue;
                }
                boolean thread = g.isThread(code);
                if (st == 0 && thread && g.sideOf(code) == s && (!rules.patchPrimary() || touchesOwn(code, s))) {
                    list.add(code);
                }
                if (st == 1 && !thread && (rules.patchPrimary() || touchesOwn(code, s))) {
                    list.add(code);
                }
            }
            return list;
        }

        boolean touchesOwn(int code, int s) {
            for (int other : neighbours(code)) {
                if (owner[other] == s) {
                    return true;
                }
            }
            return false;
        }

        List<Integer> neighbours(int code) {
            List<Integer> list = new ArrayList<>();
            for (int[] cell : g.cellsOf(code)) {
                int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
                for (int[] d : steps) {
                    if (g.onBoard(cell[0] + d[0], cell[1] + d[1])) {
                        int other = g.pieceAt(cell[0] + d[0], cell[1] + d[1]);
                        if (other != code && !list.contains(other)) {
                            list.add(other);
                        }
                    }
                }
            }
            return list;
        }

        boolean connected(int s) {
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            boolean[] seen = new boolean[g.pieces];
            for (int code = 0; code < 2 * g.threads; code++) {
                if (owner[code] == s && onEdge(code, s, true)) {
                    queue.add(code);
                    seen[code] = true;
                }
            }
            while (!queue.isEmpty()) {
                int code = queue.poll();
                if (g.isThread(code) && onEdge(code, s, false)) {
                    return true;
                }
                for (int other : neighbours(code)) {
                    if (!seen[other] && owner[other] == s) {
                        seen[other] = true;
                        queue.add(other);
                    }
                }
            }
            return false;
        }

        /** Section 3: Warp top row S / bottom row 1, Weft left column 1 / right column S, own direction only. */
        boolean onEdge(int code, int s, boolean first) {
            if (g.sideOf(code) != s) {
                return false;
            }
            int line = s == 0 ? g.row(code) : g.column(code);
            return s == 0 ? line == (first ? g.cells : 1) : line == (first ? 1 : g.cells);
        }

        void play(int action) {
            int mover = side;
            if (action == g.swapCode) {
                swapped = !swapped;
                quiet++;
            } else if (action == g.switchCode) {
                state[mover] ^= 1;
                quiet++;
                side ^= 1;
            } else {
                owner[action] = mover;
                quiet = 0;
                if (connected(mover)) {
                    winner = mover;
                    turn++;
                    return;
                }
                side ^= 1;
            }
            turn++;
            if (rules.switchLimit() > 0 && quiet >= rules.switchLimit()) {
                draw = true;
            } else if (placements(side, 0).isEmpty() && placements(side, 1).isEmpty()) {
                winner = 1 - side;
            }
        }
    }
}
