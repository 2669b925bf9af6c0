package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.Position;
import spindle.engine.Prover;

/** The root moves' proofs before the tree search: rounds of growing budgets, stopping at a win or out of nodes. */
class RootProofsTest {
    private static final int[] ALL = {0, 1, 2, 3, 4, 5, 6, 7, 8};

    /** A prover that records each call (the first player's cell, the node limit) and proves what it is told. */
    private static final class Scripted implements Prover {
        final List<long[]> calls = new ArrayList<>();
        long used;
        /** By the first player's cell: 1 = that move wins for the first player, -1 = it loses, 0 = unknown. */
        final int[] verdict = new int[9];
        /** How many calls about a cell it takes before its verdict is proven (a proof needing several rounds). */
        final int[] callsNeeded = new int[9];
        /** Cells searched out without a proof in this many nodes (0: the search always uses every node given). */
        final long[] searchedOutIn = new long[9];

        @Override
        public Proof prove(Position position, long maxNodes) {
            int[] cells = ((TicTacToe) position).cells;
            int cell = 0;
            while (cells[cell] != 1) {
                cell++;
            }
            calls.add(new long[] {cell, maxNodes});
            int asked = cell;
            long seen = calls.stream().filter(c -> c[0] == asked).count();
            if (verdict[cell] == 0 || seen < callsNeeded[cell]) {
                long nodes = searchedOutIn[cell] > 0 ? Math.min(searchedOutIn[cell], maxNodes) : maxNodes;
                used += nodes;
                return new Proof(null, nodes);
            }
            used += 1;
            return new Proof(verdict[cell] > 0 ? new double[] {1, 0} : new double[] {0, 1}, 1);
        }
    }

    @Test
    void aMoveProvenToWinEndsTheSearchAtOnce() {
        Scripted prover = new Scripted();
        prover.verdict[3] = 1;
        double[][] proofs = RootProofs.prove(prover, new TicTacToe(), ALL, 1_000_000, Budget.Deadline.NEVER);
        assertThat(proofs[3]).containsExactly(1, 0);
        // Cells 0 to 3 were asked once each; nothing after the win.
        assertThat(prover.calls).extracting(c -> c[0]).containsExactly(0L, 1L, 2L, 3L);
    }

    @Test
    void unprovenMovesGetFourTimesTheNodesEachRoundUntilTheNodesRunOut() {
        Scripted prover = new Scripted();
        prover.verdict[1] = -1;
        prover.callsNeeded[1] = 2;
        double[][] proofs = RootProofs.prove(prover, new TicTacToe(), ALL, 30_000, Budget.Deadline.NEVER);
        assertThat(proofs[1]).containsExactly(0, 1);
        for (int cell = 0; cell < 9; cell++) {
            assertThat(proofs[cell] == null).isEqualTo(cell != 1);
        }
        assertThat(prover.used).isEqualTo(30_000);
        // Round one: 1,000 nodes for each of the nine moves; round two: 4,000 each until the budget is spent.
        assertThat(prover.calls.subList(0, 9)).allSatisfy(c -> assertThat(c[1]).isEqualTo(1_000));
        assertThat(prover.calls.get(9)[1]).isEqualTo(4_000);
        assertThat(prover.calls.stream().filter(c -> c[0] == 1)).hasSize(2);
        assertThat(prover.calls.get(prover.calls.size() - 1)[1]).isLessThan(4_000);
    }

    @Test
    void aMoveSearchedOutWithoutProofIsNotAskedAgain() {
        Scripted prover = new Scripted();
        for (int cell = 0; cell < 9; cell++) {
            prover.searchedOutIn[cell] = cell == 4 ? 0 : 10;
        }
        RootProofs.prove(prover, new TicTacToe(), ALL, 100_000, Budget.Deadline.NEVER);
        // Eight moves searched out in round one; only the centre, which used every node, gets the later rounds.
        assertThat(prover.calls.stream().filter(c -> c[0] != 4)).hasSize(8);
        assertThat(prover.calls.stream().filter(c -> c[0] == 4).map(c -> c[1]))
                .containsExactly(1_000L, 4_000L, 16_000L, 64_000L, 100_000L - 85_080L);
    }

    @Test
    void noTimeLeftMeansNoProof() {
        Scripted prover = new Scripted();
        prover.verdict[0] = 1;
        Budget.Deadline passed = new Budget.Deadline(false, System.nanoTime() - 1);
        double[][] proofs = RootProofs.prove(prover, new TicTacToe(), ALL, 1_000_000, passed);
        assertThat(prover.calls).isEmpty();
        assertThat(java.util.Arrays.stream(proofs).allMatch(java.util.Objects::isNull)).isTrue();
    }
}
