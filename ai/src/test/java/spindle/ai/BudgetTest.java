package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Splitting a budget between the root proofs and the tree search. */
class BudgetTest {

    @Test
    void aShareOfTheTimeAndWhatIsLeftKeepEverythingElse() {
        Budget b = new Budget(100, 5_000, 2, 7, true);
        assertThat(b.timeShare(0.25)).isEqualTo(new Budget(25, 5_000, 2, 7, true));
        assertThat(b.less(30_000_000L)).isEqualTo(new Budget(70, 5_000, 2, 7, true));
        // Never less than a millisecond, so a search always gets to start.
        assertThat(b.less(500_000_000L).timeMillis()).isEqualTo(1);
        assertThat(b.timeShare(0.001).timeMillis()).isEqualTo(1);
    }

    @Test
    void anIterationBudgetHasNoTimeToShare() {
        Budget b = Budget.iterations(3_200, 1);
        assertThat(b.timeShare(0.25)).isEqualTo(b);
        assertThat(b.less(1_000_000_000L)).isEqualTo(b);
        assertThat(b.deadline().remainingNanos()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void aDeadlineCountsDownToZero() {
        Budget.Deadline soon = Budget.millis(1_000, 1).deadline();
        assertThat(soon.remainingNanos()).isBetween(1L, 1_000_000_000L);
        assertThat(new Budget.Deadline(false, System.nanoTime() - 5).remainingNanos()).isZero();
    }
}
