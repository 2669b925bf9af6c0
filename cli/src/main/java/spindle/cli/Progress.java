package spindle.cli;

import java.io.PrintStream;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress of a long run on standard error (thread-safe steps): a redrawn bar on a terminal; written to a file or a
 * pipe, where carriage-return frames would pile up, one plain line per tenth of the work instead.
 */
final class Progress implements AutoCloseable {
    private final ProgressBar bar;
    private final PrintStream lines;
    private final String task;
    private final long total;
    private long done;
    private int tenthsShown;

    Progress(String task, long total) {
        this(task, total, Terminal.stderrInteractive(), System.err);
    }

    Progress(String task, long total, boolean terminal, PrintStream err) {
        this.task = task;
        this.total = total;
        if (terminal) {
            bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total).setStyle(ProgressBarStyle.ASCII)
                    .setConsumer(new ConsoleProgressBarConsumer(err)).setUpdateIntervalMillis(250).build();
            lines = null;
        } else {
            bar = null;
            lines = err;
        }
    }

    synchronized void step() {
        if (bar != null) {
            bar.step();
            return;
        }
        done++;
        int tenths = total <= 0 ? 10 : (int) Math.min(10, done * 10 / total);
        if (tenths > tenthsShown) {
            tenthsShown = tenths;
            lines.printf("%s: %d%% (%,d/%,d)%n", task, tenths * 10, done, total);
            lines.flush();
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
