package spindle.ai;

import java.util.Arrays;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Position;

/**
 * Nim, normal play (who takes the last object wins). Action = heap * 8 + (count - 1). With {@code doubleTurn} the
 * first player makes two takes per turn (two actions in a row), to test searches that must not assume alternation.
 */
final class Nim implements Position {
    final int[] heaps;
    final boolean doubleTurn;
    int toMove;
    int step;
    int plies;
    int lastMover = -1;
    /** Lists each heap's moves from the largest take down (to put a losing-at-once move first). */
    boolean largestFirst;

    Nim(boolean doubleTurn, int... heaps) {
        this.heaps = heaps.clone();
        this.doubleTurn = doubleTurn;
    }

    static int take(int heap, int count) {
        return heap * 8 + count - 1;
    }

    private boolean empty() {
        for (int h : heaps) {
            if (h > 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return empty() ? OVER : toMove;
    }

    @Override
    public int legalActions(int[] out) {
        int n = 0;
        for (int h = 0; h < heaps.length; h++) {
            for (int c = 1; c <= heaps[h]; c++) {
                out[n++] = take(h, largestFirst ? heaps[h] + 1 - c : c);
            }
        }
        return n;
    }

    @Override
    public int maxActions() {
        return heaps.length * 8;
    }

    @Override
    public int actionSpace() {
        return heaps.length * 8;
    }

    @Override
    public void play(int action) {
        heaps[action / 8] -= action % 8 + 1;
        plies++;
        lastMover = toMove;
        if (doubleTurn && toMove == 0 && step == 0) {
            step = 1;
        } else {
            step = 0;
            toMove = 1 - toMove;
        }
    }

    @Override
    public ChanceOutcomes chance() {
        throw new IllegalStateException("no chance in Nim");
    }

    @Override
    public double payoff(int player) {
        return lastMover == player ? 1 : 0;
    }

    @Override
    public Position copy() {
        Nim n = new Nim(doubleTurn, heaps);
        n.toMove = toMove;
        n.step = step;
        n.plies = plies;
        n.lastMover = lastMover;
        n.largestFirst = largestFirst;
        return n;
    }

    @Override
    public long hash() {
        long h = toMove * 2L + step;
        for (int x : heaps) {
            h = h * 8 + x;
        }
        return h * 0x9E3779B97F4A7C15L + lastMover;
    }

    @Override
    public int plies() {
        return plies;
    }

    @Override
    public String toString() {
        return Arrays.toString(heaps);
    }
}
