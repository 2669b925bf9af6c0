package spindle.cli;

import java.util.function.Consumer;
import java.util.function.IntFunction;
import spindle.ai.learn.CurveRow;
import spindle.ai.learn.Trainer;

/**
 * The progress of {@code train}: one bar per generation, finished before that generation's row of the table is
 * printed. At a terminal the bar (standard error, redrawn in place) and the table (standard output) share the
 * screen, so a row printed under a live bar would land on the bar's line.
 */
final class GenerationProgress implements Trainer.Listener, AutoCloseable {
    private final IntFunction<Progress> bars;
    private final Consumer<CurveRow> rows;
    private Progress bar;
    private int generation = 1;

    /**
     * @param bars a new bar for a generation (1, 2, ...), made when its first game ends
     * @param rows prints a generation's row, once its bar is finished
     */
    GenerationProgress(IntFunction<Progress> bars, Consumer<CurveRow> rows) {
        this.bars = bars;
        this.rows = rows;
    }

    @Override
    public synchronized void gamePlayed() {
        if (bar == null) {
            bar = bars.apply(generation);
        }
        bar.step();
    }

    @Override
    public synchronized void generationDone(CurveRow row) {
        close();
        generation++;
        rows.accept(row);
    }

    @Override
    public synchronized void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
