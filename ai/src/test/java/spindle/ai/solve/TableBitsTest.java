package spindle.ai.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The solver's default table is sized from the heap: larger heaps get larger tables, up to 2^24 entries. */
class TableBitsTest {
    private static final long MB = 1L << 20;

    @Test
    void theTableFollowsTheHeapBetweenItsBounds() {
        assertThat(Solver.tableBitsFor(16 * MB)).as("a tiny heap").isEqualTo(16);
        assertThat(Solver.tableBitsFor(256 * MB)).isEqualTo(20);
        assertThat(Solver.tableBitsFor(1024 * MB)).isEqualTo(22);
        assertThat(Solver.tableBitsFor(2048 * MB)).isEqualTo(23);
        assertThat(Solver.tableBitsFor(4096 * MB)).as("a quarter of the default heap on a 16 GB machine").isEqualTo(24);
        assertThat(Solver.tableBitsFor(64 * 1024 * MB)).as("capped").isEqualTo(Solver.MAX_DEFAULT_TABLE_BITS);
    }

    @Test
    void theTablesTakeAtMostAQuarterOfTheHeap() {
        for (long heap = 64 * MB; heap <= 8192 * MB; heap += 64 * MB) {
            int bits = Solver.tableBitsFor(heap);
            if (bits > Solver.MIN_DEFAULT_TABLE_BITS) {
                // two tables of 16-byte entries, and the half-size array of one that is doubling
                assertThat(5 * 16 * (1L << bits) / 2).as("heap %d MB", heap / MB).isLessThanOrEqualTo(heap / 4);
            }
            assertThat(bits).isGreaterThanOrEqualTo(Solver.tableBitsFor(heap - 64 * MB));
        }
    }
}
