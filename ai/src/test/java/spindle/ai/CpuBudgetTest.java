package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import spindle.engine.VariantException;

/** {@code :cpu} budgets count the searching thread's CPU time, so equal-time matches stay equal on a busy machine. */
class CpuBudgetTest {
    private static final TinyGame TIC_TAC_TOE = new TinyGame("tic-tac-toe", 2, TicTacToe::new);

    @Test
    void theCpuSettingMakesATimeBudgetCountCpuTime() {
        assertThat(Agents.create("mcts:100ms:cpu", TIC_TAC_TOE).budget())
                .isEqualTo(new Budget(100, 0, 1, 0, true));
        assertThat(Agents.create("uct:100ms", TIC_TAC_TOE).budget().cpuTime()).isFalse();
        assertThatThrownBy(() -> Agents.create("mcts:500it:cpu", TIC_TAC_TOE))
                .isInstanceOf(VariantException.class).hasMessageContaining("needs a time");
    }

    @Test
    void aCpuDeadlineDoesNotPassWhileTheThreadSleeps() throws InterruptedException {
        Budget.Deadline cpu = new Budget(20, 0, 1, 0, true).deadline();
        Budget.Deadline wall = new Budget(20, 0, 1, 0, false).deadline();
        Thread.sleep(100);
        assertThat(wall.passed()).isTrue();
        assertThat(cpu.passed()).isFalse();
        long spins = 0;
        while (!cpu.passed()) {
            spins++;
        }
        assertThat(spins).isPositive();
    }
}
