package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code spindle bench-server} end to end at small rates: it starts a real server process, plays games against it and
 * reports every field. No timing is asserted (the machine's load decides those); only that the figures exist and
 * are consistent.
 */
class ServerBenchCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void playsTwoStepsAgainstARealServerAndReportsEveryFigure() throws Exception {
        // --serve-args "": a server with its default limits; a 429 at these small rates would show as an error, not fail
        Run run = run("bench-server", "--rates", "20,40", "--seconds-per-step", "1", "--warmup", "1", "--games", "8",
                "--serve-args", "", "--json");

        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode r = JSON.readTree(run.out());
        assertThat(r.get("game").asText()).isEqualTo("one-piece-for-two");
        assertThat(r.get("cores").asInt()).isPositive();
        JsonNode steps = r.get("steps");
        assertThat(steps).hasSize(2);
        assertThat(steps.get(0).get("offered").asInt()).isEqualTo(20);
        assertThat(steps.get(1).get("offered").asInt()).isEqualTo(40);
        for (JsonNode s : steps) {
            for (String field : new String[] {"achieved", "moves", "p50Ms", "p99Ms", "maxMs", "p99ServiceMs", "errors",
                "unsent", "serverCpuCores", "generatorCpuCores", "errorKinds"}) {
                assertThat(s.has(field)).as("step field %s in %s", field, s).isTrue();
            }
            assertThat(s.get("moves").asInt()).as("moves answered in %s", s).isPositive();
            assertThat(s.get("p50Ms").asDouble()).isPositive().isLessThanOrEqualTo(s.get("p99Ms").asDouble());
            assertThat(s.get("p99Ms").asDouble()).isLessThanOrEqualTo(s.get("maxMs").asDouble());
        }
        assertThat(r.has("sustainedMovesPerSecond")).isTrue();
        JsonNode memory = r.get("memory");
        assertThat(memory.get("newGames").asInt()).isEqualTo(8);
        assertThat(memory.get("heapAfterKb").asLong()).as("jcmd GC.heap_info was read").isPositive();
        assertThat(memory.get("rssAfterKb").asLong()).as("VmRSS was read").isPositive();
        assertThat(memory.has("heapPerGameKb")).isTrue();
        assertThat(memory.get("gamesCreatedInAll").asInt()).isGreaterThanOrEqualTo(8);
        assertThat(run.err()).contains("bench-server: server pid");
    }

    @Test
    void theTableNamesTheSharedCoresAndTheSustainedRate() {
        Run run = run("bench-server", "--rates", "20", "--seconds-per-step", "1", "--warmup", "0", "--games", "4",
                "--serve-args", "");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("offered/s", "achieved/s", "p99 ms", "generator cores", "share ",
                "Sustained: ", "Memory per game: ");
    }

    @Test
    void aServerThatDoesNotStartIsAClearError() {
        Run run = run("bench-server", "--rates", "10", "--seconds-per-step", "1", "--serve-args", "--no-such-option");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("the server did not start", "--no-such-option");
    }
}
