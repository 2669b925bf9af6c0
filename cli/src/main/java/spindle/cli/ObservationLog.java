package spindle.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import spindle.ai.Agent;
import spindle.ai.Budget;
import spindle.ai.MctsAgent;
import spindle.ai.learn.Observations;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.match.GameRecord;

/**
 * The file of {@code selfplay --observations}: one JSON line per decision an agent made ({@link Observations},
 * schema in {@code docs/observations.md}), written when its game ends, since each line carries the final result.
 */
final class ObservationLog implements AutoCloseable {
    private final BufferedWriter out;
    private final List<ObjectNode> pending = new ArrayList<>();
    private final Observations.Encoding encoding;
    private long written;

    /**
     * Opens {@code file} for a game and variant that offer observations (else refused, naming both), writing the
     * tensors in {@code encoding}.
     */
    ObservationLog(Path file, Game game, Variant variant, Observations.Encoding encoding) {
        Observations.spec(game, variant);
        this.encoding = encoding;
        try {
            out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the observations to " + file, e);
        }
    }

    /** {@code agent}, with each of its decisions noted for the file. */
    Agent watch(Agent agent) {
        return new Agent() {
            @Override
            public String name() {
                return agent.name();
            }

            @Override
            public Budget budget() {
                return agent.budget();
            }

            @Override
            public int choose(GameState state, Budget budget) {
                int action = agent.choose(state, budget);
                ObjectNode o = Observations.of(state, state.toMove(), encoding);
                Observations.addDecision(o, state, action, agent instanceof MctsAgent m ? m.lastVisits() : null);
                pending.add(o);
                return action;
            }

            @Override
            public void gameOver(GameState last, double[] payoffs, String reason) {
                agent.gameOver(last, payoffs, reason);
            }
        };
    }

    /** Writes the decisions of the game that ended as {@code record}, each with its result. */
    void gameOver(GameRecord record) {
        double[] payoffs = record.payoffs().stream().mapToDouble(Double::doubleValue).toArray();
        try {
            for (ObjectNode o : pending) {
                o.put("seed", record.seed());
                Observations.addResult(o, payoffs, record.endReason());
                out.write(Observations.line(o));
                out.write('\n');
                written++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the observations", e);
        }
        pending.clear();
    }

    /** Lines written so far. */
    long written() {
        return written;
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the observations", e);
        }
    }
}
