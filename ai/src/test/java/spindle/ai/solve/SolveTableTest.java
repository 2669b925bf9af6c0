package spindle.ai.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The solver's table grows from small as it fills, keeps what it held, and never answers for another key. */
class SolveTableTest {

    @Test
    void itGrowsPastItsFirstSizeAndKeepsItsEntriesWithTheirData() {
        SolveTable table = new SolveTable(22);
        SplittableRandom random = new SplittableRandom(7);
        long[] keys = new long[100_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong();
            if (i % 2 == 0) {
                table.storeWin(keys[i], 1 + i % 50, i % 30);
            } else {
                table.storeNoWin(keys[i], 1 + i % 40);
            }
        }
        int kept = 0;
        for (int i = 0; i < keys.length; i++) {
            long word = table.probe(keys[i]);
            if (word == -1) {
                continue; // overwritten by a colliding key: allowed, it only costs a re-search
            }
            kept++;
            if (i % 2 == 0) {
                assertThat(SolveTable.win(word)).isEqualTo(1 + i % 50);
                assertThat(SolveTable.best(word)).isEqualTo(i % 30);
            } else {
                assertThat(SolveTable.win(word)).isEqualTo(SolveTable.UNKNOWN);
                assertThat(SolveTable.noWin(word)).isEqualTo(1 + i % 40);
            }
        }
        // 2^16 first slots could keep at most 65,536 of them
        assertThat(kept).isGreaterThan(80_000);
        assertThat(table.probe(random.nextLong())).isEqualTo(-1);
    }

    @Test
    void itStopsGrowingAtItsLimit() {
        SolveTable table = new SolveTable(10);
        SplittableRandom random = new SplittableRandom(8);
        int kept = 0;
        long[] keys = new long[5_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong();
            table.storeNoWin(keys[i], 3);
        }
        for (long k : keys) {
            kept += table.probe(k) == -1 ? 0 : 1;
        }
        assertThat(kept).isLessThanOrEqualTo(1 << 10);
    }
}
