package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
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

    /** The lines of a seeded selfplay of One Piece for Two (planes with fractions) in {@code encoding}. */
    private static List<JsonNode> onePiece(Path file, String encoding) throws IOException {
        CliTest.Run r = CliTest.run("", "selfplay", "one-piece-for-two", "--games", "2", "--seed", "9",
                "--agents", "mcts:20it,random", "--observations", file.toString(), "--observation-encoding", encoding);
        assertThat(r.exit()).as(r.err()).isZero();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }

    @Test
    void thePackedEncodingGivesTheSameTensorsAndMasksInJavaAndPython(@TempDir Path dir) throws Exception {
        Path denseFile = dir.resolve("dense.ndjson");
        Path packedFile = dir.resolve("packed.ndjson");
        List<JsonNode> dense = onePiece(denseFile, "dense");
        List<JsonNode> packed = onePiece(packedFile, "packed");
        assertThat(packed).hasSameSizeAs(dense).hasSizeGreaterThan(10);
        boolean fractions = false;
        for (int i = 0; i < dense.size(); i++) {
            JsonNode d = dense.get(i);
            JsonNode p = packed.get(i);
            assertThat(d.get("encoding").asText()).isEqualTo("dense");
            assertThat(p.get("encoding").asText()).isEqualTo("packed");
            assertThat(p.get("observation").get("bits").isTextual()).isTrue();
            assertThat(p.get("action")).isEqualTo(d.get("action"));
            float[] unpacked = unpack(p);
            assertThat(unpacked).hasSize(d.get("observation").size());
            for (int k = 0; k < unpacked.length; k++) {
                float value = d.get("observation").get(k).floatValue();
                fractions |= value != 0 && value != 1;
                assertThat(unpacked[k]).as("line %d value %d", i, k).isEqualTo(value);
            }
            assertThat(p.get("mask").get("actions").asInt()).isEqualTo(d.get("mask").size());
            List<Integer> legal = new ArrayList<>();
            for (int a = 0; a < d.get("mask").size(); a++) {
                if (d.get("mask").get(a).asInt() == 1) {
                    legal.add(a);
                }
            }
            assertThat(p.get("mask").get("legal")).map(JsonNode::asInt).isEqualTo(legal);
            assertThat(p.get("visits").isNull()).isEqualTo(d.get("visits").isNull());
            if (!d.get("visits").isNull()) {
                long[] visits = new long[d.get("visits").size()];
                p.get("visits").forEach(pair -> visits[pair.get(0).asInt()] = pair.get(1).asLong());
                for (int a = 0; a < visits.length; a++) {
                    assertThat(visits[a]).as("visits of %d", a).isEqualTo(d.get("visits").get(a).asLong());
                }
            }
            assertThat(p.toString().length()).as("packed line").isLessThan(d.toString().length() / 20);
        }
        assertThat(fractions).as("One Piece for Two's box plane holds fractions").isTrue();
        Result same = python("-c", "import sys; sys.path.insert(0, sys.argv[1]); import spindle_observations as s; "
                + "a = list(s.positions(sys.argv[2])); b = list(s.positions(sys.argv[3])); "
                + "assert len(a) == len(b) > 0; "
                + "assert all(x['mask'] == y['mask'] and x['visits'] == y['visits'] for x, y in zip(a, b)); "
                + "assert all(abs(u - v) < 1e-6 for x, y in zip(a, b) "
                + "for u, v in zip(x['observation'], y['observation'])); "
                + "assert all(len(x['observation']) == len(y['observation']) for x, y in zip(a, b)); "
                + "print('same', len(a))", EXAMPLES.toString(), denseFile.toString(), packedFile.toString());
        assertThat(same.exit()).as(same.output()).isZero();
        assertThat(same.output()).contains("same " + dense.size());
        Result reader = python(EXAMPLES.resolve("spindle_observations.py").toString(), packedFile.toString());
        assertThat(reader.exit()).as(reader.output()).isZero();
    }

    /** A packed observation as the float values of the dense one: its bits, then the planes given otherwise. */
    private static float[] unpack(JsonNode line) {
        JsonNode shape = line.get("shape");
        int area = shape.get(1).asInt() * shape.get(2).asInt();
        float[] values = new float[shape.get(0).asInt() * area];
        byte[] bits = Base64.getDecoder().decode(line.get("observation").get("bits").asText());
        for (int k = 0; k < values.length; k++) {
            values[k] = (bits[k >> 3] >> (k & 7)) & 1;
        }
        line.get("observation").get("constants").fields().forEachRemaining(plane -> Arrays.fill(values,
                Integer.parseInt(plane.getKey()) * area, (Integer.parseInt(plane.getKey()) + 1) * area,
                plane.getValue().floatValue()));
        line.get("observation").get("floats").fields().forEachRemaining(plane -> {
            ByteBuffer b = ByteBuffer.wrap(Base64.getDecoder().decode(plane.getValue().asText()))
                    .order(ByteOrder.LITTLE_ENDIAN);
            int from = Integer.parseInt(plane.getKey()) * area;
            for (int k = 0; k < area; k++) {
                values[from + k] = b.getFloat();
            }
        });
        return values;
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
