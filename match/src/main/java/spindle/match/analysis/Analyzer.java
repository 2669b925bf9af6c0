package spindle.match.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.engine.Game;
import spindle.engine.Variant;
import spindle.match.RoundCap;

/**
 * Plays seeded games of one variant in parallel and aggregates them. Game i uses seed {@code seed + i} whatever
 * the thread count, so a report depends only on its inputs.
 */
public final class Analyzer {
    private final Game game;
    private final List<String> agentSpecs;
    private final Budget budget;
    private final int threads;
    private final int maxPlies;
    private final int roundCap;

    /**
     * @param agentSpecs one spec for every seat, or one per seat (see {@link Agents#create})
     * @param budget     per decision of a searching agent, or null for each agent's own budget (its level)
     * @param maxPlies   games still running after this many plies count as unfinished
     * @param roundCap   rounds after which a game whose rules may never end is capped ({@link RoundCap}; 0 = none)
     */
    public Analyzer(Game game, List<String> agentSpecs, Budget budget, int threads, int maxPlies, int roundCap) {
        this.roundCap = roundCap;
        this.game = game;
        this.agentSpecs = List.copyOf(agentSpecs);
        this.budget = budget;
        this.threads = Math.max(1, threads);
        this.maxPlies = maxPlies;
        agentsFor(game.defaultVariant()); // fail fast on an unknown spec
    }

    /** An analyzer with the default round cap ({@value RoundCap#DEFAULT_ROUNDS} rounds). */
    public Analyzer(Game game, List<String> agentSpecs, Budget budget, int threads, int maxPlies) {
        this(game, agentSpecs, budget, threads, maxPlies, RoundCap.DEFAULT_ROUNDS);
    }

    /** Runs {@code games} games; {@code progress} is told each finished game's index. */
    public VariantReport run(Variant variant, int games, long seed, IntConsumer progress) {
        return run(variant, variant.toString(), games, seed, progress);
    }

    /** As {@link #run(Variant, int, long, IntConsumer)}, the report naming the variant {@code label}. */
    public VariantReport run(Variant variant, String label, int games, long seed, IntConsumer progress) {
        List<String> seats = game.playerNames(variant);
        List<String> specs = agentsFor(variant);
        int bound = Math.min(maxPlies, game.plyBound(variant).orElse(Integer.MAX_VALUE));
        RoundCap cap = RoundCap.of(game, variant, roundCap);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<GameTrace>> futures = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                long gameSeed = seed + g;
                int index = g;
                futures.add(pool.submit(() -> {
                    List<Agent> agents = new ArrayList<>();
                    for (String spec : specs) {
                        agents.add(Agents.create(spec, game));
                    }
                    GameTrace t = Tracer.play(game, variant, agents, budget, gameSeed, bound, cap);
                    progress.accept(index);
                    return t;
                }));
            }
            List<GameTrace> traces = new ArrayList<>();
            for (Future<GameTrace> f : futures) {
                traces.add(f.get());
            }
            return VariantReport.of(game.id(), label, seats, specs, traces);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("analysis interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private List<String> agentsFor(Variant variant) {
        int seats = game.playerNames(variant).size();
        List<String> specs = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            specs.add(agentSpecs.size() == 1 ? agentSpecs.get(0) : agentSpecs.get(s));
        }
        if (agentSpecs.size() != 1 && agentSpecs.size() != seats) {
            throw new IllegalArgumentException("give one agent for all seats or one per seat (" + seats + ")");
        }
        for (String spec : specs) {
            Agents.create(spec, game);
        }
        return specs;
    }
}
