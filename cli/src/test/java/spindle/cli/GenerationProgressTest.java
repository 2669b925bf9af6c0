package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import spindle.ai.learn.CurveRow;

/** At a terminal, train's bar and its table share the screen: every row starts a line of its own, under its bar. */
class GenerationProgressTest {

    @Test
    void eachRowIsPrintedOnItsOwnLineAfterItsGenerationsBarIsFinished() throws InterruptedException {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        PrintStream both = new PrintStream(screen, true, StandardCharsets.UTF_8);
        ExecutorService games = Executors.newFixedThreadPool(2);
        try (GenerationProgress progress = new GenerationProgress(g -> new Progress("generation " + g, 20, true, both),
                row -> both.println("ROW " + row.generation()))) {
            for (int g = 1; g <= 3; g++) {
                for (int i = 0; i < 20; i++) {
                    games.submit(progress::gamePlayed);
                }
                Thread.sleep(300); // let the bar redraw mid-generation, as it does at a terminal
                games.submit(() -> { }).get();
                progress.generationDone(new CurveRow(g, 1, 1, 0, 0, 0.5, 2, 0));
            }
        } catch (java.util.concurrent.ExecutionException e) {
            throw new AssertionError(e);
        } finally {
            games.shutdown();
            games.awaitTermination(5, TimeUnit.SECONDS);
        }
        String text = screen.toString(StandardCharsets.UTF_8);
        List<String> lines = text.lines().toList();
        for (int g = 1; g <= 3; g++) {
            String row = "ROW " + g;
            int at = lines.indexOf(row);
            assertThat(at).as("%s on a line of its own, under its bar: %s", row, text).isPositive();
            assertThat(lines.get(at - 1)).as(text).contains("generation " + g).contains("20/20");
        }
        assertThat(lines.stream().filter(l -> l.contains("ROW"))).as(text).allMatch(l -> l.startsWith("ROW"));
    }
}
