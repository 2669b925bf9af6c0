package spindle.ai;

import spindle.engine.ChanceOutcomes;
import spindle.engine.Position;

/** Tic-tac-toe: a draw with best play, small enough for the solver to prove it. */
final class TicTacToe implements Position {
    private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8},
        {0, 4, 8}, {2, 4, 6}};
    final int[] cells = new int[9]; // 0 empty, 1 first player, 2 second
    int toMove;
    int plies;
    int winner = -1;
    /** Cells whose moves are {@link Position#amafNeutral} (bit per cell), for the RAVE test. */
    int amafNeutralCells;

    /** A position from nine characters X, O or '.', row by row; X (player 0) moved first. */
    static TicTacToe of(String board) {
        TicTacToe t = new TicTacToe();
        int x = 0;
        int o = 0;
        for (int i = 0; i < 9; i++) {
            char c = board.charAt(i);
            t.cells[i] = c == 'X' ? 1 : c == 'O' ? 2 : 0;
            x += c == 'X' ? 1 : 0;
            o += c == 'O' ? 1 : 0;
        }
        t.plies = x + o;
        t.toMove = x > o ? 1 : 0;
        return t;
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return winner >= 0 || plies == 9 ? OVER : toMove;
    }

    @Override
    public int legalActions(int[] out) {
        if (toMove() == OVER) {
            return 0;
        }
        int n = 0;
        for (int i = 0; i < 9; i++) {
            if (cells[i] == 0) {
                out[n++] = i;
            }
        }
        return n;
    }

    @Override
    public int maxActions() {
        return 9;
    }

    @Override
    public int actionSpace() {
        return 9;
    }

    @Override
    public void play(int action) {
        cells[action] = toMove + 1;
        plies++;
        for (int[] l : LINES) {
            if (cells[l[0]] == toMove + 1 && cells[l[1]] == toMove + 1 && cells[l[2]] == toMove + 1) {
                winner = toMove;
            }
        }
        toMove = 1 - toMove;
    }

    @Override
    public ChanceOutcomes chance() {
        throw new IllegalStateException("no chance in tic-tac-toe");
    }

    @Override
    public double payoff(int player) {
        return winner < 0 ? 0.5 : winner == player ? 1 : 0;
    }

    @Override
    public Position copy() {
        TicTacToe t = new TicTacToe();
        System.arraycopy(cells, 0, t.cells, 0, 9);
        t.toMove = toMove;
        t.plies = plies;
        t.winner = winner;
        t.amafNeutralCells = amafNeutralCells;
        return t;
    }

    @Override
    public long hash() {
        long h = toMove;
        for (int c : cells) {
            h = h * 3 + c;
        }
        return h * 0x9E3779B97F4A7C15L;
    }

    @Override
    public int plies() {
        return plies;
    }

    @Override
    public boolean amafNeutral(int action) {
        return (amafNeutralCells & (1 << action)) != 0;
    }
}
