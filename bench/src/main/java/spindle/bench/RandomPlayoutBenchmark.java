package spindle.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Playouts;
import spindle.engine.Position;

/**
 * One random playout from the start of each game's default variant: the JMH counterpart of {@code spindle bench},
 * for profiling the hot path ({@code -prof gc} shows allocation per playout).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RandomPlayoutBenchmark {
    @Param({"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"})
    public String game;

    private Position start;
    private int[] scratch;
    private int cap;
    private final SplittableRandom random = new SplittableRandom(42);

    @Setup
    public void setUp() {
        Game g = Games.byId(game);
        start = g.newGame(g.defaultVariant());
        scratch = new int[start.maxActions()];
        cap = g.plyBound(g.defaultVariant()).orElse(Integer.MAX_VALUE);
    }

    @Benchmark
    public int playout() {
        return Playouts.random(start.copy(), random, scratch, cap);
    }
}
