package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Observations for learning code: {@code selfplay --observations} writes the documented NDJSON, the Python reader of
 * {@code examples/python} loads it, the numpy example fits on it (where numpy is installed), and the engine protocol
 * answers {@code observation}.
 */
class ObservationsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path EXAMPLES = Path.of("..", "examples", "python");

    private static List<JsonNode> selfplay(Path file) throws IOException {
        CliTest.Run r = CliTest.run("", "selfplay", "warp-and-weft", "--size", "3", "--games", "3", "--seed", "4",
                "--agents", "mcts:40it,random", "--observations", file.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lines.add(JSON.readTree(line));
        }
        assertThat(r.out()).contains(lines.size() + " observations written to " + file);
        return lines;
    }

    @Test
    void selfplayWritesEveryDecisionWithItsShapeMaskVisitsAndResult(@TempDir Path dir) throws IOException {
        List<JsonNode> lines = selfplay(dir.resolve("obs.ndjson"));
        assertThat(lines).hasSizeGreaterThan(20).allSatisfy(o -> {
            assertThat(o.get("schema").asInt()).isEqualTo(1);
            assertThat(o.get("game").asText()).isEqualTo("warp-and-weft");
            JsonNode shape = o.get("shape");
            assertThat(o.get("observation").size())
                    .isEqualTo(shape.get(0).asInt() * shape.get(1).asInt() * shape.get(2).asInt());
            assertThat(o.get("planes").size()).isEqualTo(shape.get(0).asInt());
            assertThat(o.get("mask").get(o.get("action").asInt()).asInt()).as("the action taken was legal").isOne();
            assertThat(o.get("result").size()).isEqualTo(2);
            JsonNode visits = o.get("visits");
            if (o.get("player").asInt() == 1) {
                assertThat(visits.isNull()).as("random has no search").isTrue();
            } else if (!visits.isNull()) {
                assertThat(visits.size()).isEqualTo(o.get("mask").size());
                long total = 0;
                for (int a = 0; a < visits.size(); a++) {
                    total += visits.get(a).asLong();
                    if (visits.get(a).asLong() > 0) {
                        assertThat(o.get("mask").get(a).asInt()).as("visits only legal moves").isOne();
                    }
                }
                assertThat(total).isPositive();
            }
        });
        assertThat(lines).filteredOn(o -> !o.get("visits").isNull()).as("mcts's decisions carry visits").isNotEmpty();
        assertThat(lines.stream().map(o -> o.get("seed").asLong()).distinct()).containsExactly(4L, 5L, 6L);
    }

    @Test
    void thePythonReaderLoadsTheFileAndTheNumpyExampleFitsOnIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("obs.ndjson");
        selfplay(file);
        Result reader = python(EXAMPLES.resolve("spindle_observations.py").toString(), file.toString());
        assertThat(reader.exit()).as(reader.output()).isZero();
        assertThat(reader.output()).contains("from 3 games, observation shape [9, 11, 11], 63 actions");
        Result numpy = python("-c", "import numpy");
        assumeTrue(numpy.exit() == 0, "numpy is not installed here: the fit example is skipped");
        Result fit = python(EXAMPLES.resolve("fit_value.py").toString(), file.toString());
        assertThat(fit.exit()).as(fit.output()).isZero();
        assertThat(fit.output()).containsPattern("held-out log-loss \\d\\.\\d{3} \\(model\\) vs \\d\\.\\d{3} \\(mean\\)");
    }

    @Test
    void theReaderRefusesALineThatBreaksTheSchema(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("obs.ndjson");
        List<JsonNode> lines = selfplay(file);
        String bad = lines.get(0).toString().replace("\"shape\":[9,11,11]", "\"shape\":[9,11,12]");
        Files.writeString(file, bad + "\n", StandardCharsets.UTF_8);
        Result reader = python(EXAMPLES.resolve("spindle_observations.py").toString(), file.toString());
        assertThat(reader.exit()).isOne();
        assertThat(reader.output()).contains("line 1: 1089 values for the shape [9, 11, 12]");
    }

    @Test
    void theEngineProtocolAnswersAnObservationRequest() throws IOException {
        CliTest.Run r = CliTest.run("protocol 1\ngame warp-and-weft size=3\nposition G5\nobservation\n"
                + "observation seat 1\nobservation seat 3\nquit\n", "engine", "warp-and-weft", "--agent", "random");
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(6);
        JsonNode toMove = JSON.readTree(lines.get(3).substring("observed ".length()));
        JsonNode first = JSON.readTree(lines.get(4).substring("observed ".length()));
        assertThat(toMove.get("player").asInt()).as("seat 2 is to move after one move").isOne();
        assertThat(toMove.get("ply").asInt()).isOne();
        assertThat(first.get("player").asInt()).isZero();
        assertThat(toMove.get("shape").toString()).isEqualTo("[9,11,11]");
        assertThat(toMove.get("observation")).isNotEqualTo(first.get("observation"));
        assertThat(toMove.get("mask").size()).isEqualTo(63);
        assertThat(lines.get(5)).isEqualTo("error seat 3 is not a seat of this game; seats are 1 to 2");
    }

    private record Result(int exit, String output) {
    }

    private static Result python(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("python3"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        return new Result(p.exitValue(), output);
    }
}
