package spindle.cli;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** A progress bar on standard error for long runs (thread-safe steps). */
final class Progress implements AutoCloseable {
    private final ProgressBar bar;

    Progress(String task, long total) {
        bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total).setStyle(ProgressBarStyle.ASCII)
                .setConsumer(new me.tongfei.progressbar.ConsoleProgressBarConsumer(System.err)).setUpdateIntervalMillis(250)
                .build();
    }

    synchronized void step() {
        bar.step();
    }

    @Override
    public void close() {
        bar.close();
    }
}
