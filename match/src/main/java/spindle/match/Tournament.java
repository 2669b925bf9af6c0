package spindle.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.ai.Seeds;
import spindle.engine.Game;
import spindle.engine.Variant;

/**
 * A round-robin between agent specs: every pair plays {@code gamesPerPair} games with the seats alternated (the
 * games 2m and 2m+1 of a pair share a seed, so in games with chance both sides meet the same dice). In a
 * one-player game every agent plays the same {@code gamesPerPair} seeds alone. Games run in parallel; every agent is
 * built fresh for its game, so results do not depend on the order or the number of workers. The searches of each
 * agent are counted ({@link SearchEffort}), so that a match at equal time says what the time bought.
 */
public final class Tournament {
    private Tournament() {
    }

    /**
     * What to play. {@code recordDir} may be null (records are then only returned); {@code roundCap} ends games
     * whose rules may never end ({@link RoundCap}; 0 = none).
     */
    public record Settings(Game game, Variant variant, List<String> agents, int gamesPerPair, long seed, int parallel,
                           Path recordDir, int roundCap) {
        public Settings {
            agents = List.copyOf(agents);
            if (gamesPerPair < 1 || parallel < 1 || roundCap < 0) {
                throw new IllegalArgumentException("need at least one game and one worker, and a round cap >= 0");
            }
        }

        /** Settings with the default round cap, {@value RoundCap#DEFAULT_ROUNDS} rounds. */
        public Settings(Game game, Variant variant, List<String> agents, int gamesPerPair, long seed, int parallel,
                        Path recordDir) {
            this(game, variant, agents, gamesPerPair, seed, parallel, recordDir, RoundCap.DEFAULT_ROUNDS);
        }
    }

    /** One scheduled game: agent indices by seat. */
    record Fixture(int index, List<Integer> seats, long seed) {
    }

    /** The number of games {@code settings} schedules. */
    public static int size(Settings settings) {
        return fixtures(settings).size();
    }

    /** Makes each agent once, so that a bad spec is refused before any game (or any output) starts. */
    public static void checkAgents(Settings settings) {
        for (String spec : settings.agents()) {
            Agents.create(spec, settings.game());
        }
    }

    /** Plays every game; {@code onGame} hears each finished game (from worker threads). */
    public static TournamentResult run(Settings settings, Consumer<GameRecord> onGame) {
        checkAgents(settings);
        List<Fixture> fixtures = fixtures(settings);
        if (settings.recordDir() != null) {
            try {
                Files.createDirectories(settings.recordDir());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(settings.parallel());
        SearchEffort effort = new SearchEffort(settings.agents().size());
        try {
            List<Future<GameRecord>> futures = new ArrayList<>();
            for (Fixture f : fixtures) {
                futures.add(pool.submit(() -> {
                    GameRecord r = playOne(settings, f, effort);
                    onGame.accept(r);
                    return r;
                }));
            }
            List<GameRecord> records = new ArrayList<>();
            List<List<Integer>> seats = new ArrayList<>();
            for (int i = 0; i < futures.size(); i++) {
                records.add(futures.get(i).get());
                seats.add(fixtures.get(i).seats());
            }
            return new TournamentResult(settings.agents(), records, seats, effort);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("tournament interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
    }

    private static GameRecord playOne(Settings settings, Fixture f, SearchEffort effort) {
        List<Agent> agents = new ArrayList<>();
        for (int index : f.seats()) {
            agents.add(effort.counting(index, Agents.create(settings.agents().get(index), settings.game())));
        }
        GameRecord r = Referee.play(settings.game(), settings.variant(), agents, f.seed(),
                RoundCap.of(settings.game(), settings.variant(), settings.roundCap()));
        if (settings.recordDir() != null) {
            try {
                GameRecords.write(r, settings.recordDir().resolve(String.format("game-%05d.json", f.index() + 1)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return r;
    }

    static List<Fixture> fixtures(Settings settings) {
        int players = settings.game().newGame(settings.variant()).players();
        int n = settings.agents().size();
        List<Fixture> fixtures = new ArrayList<>();
        if (players == 1) {
            for (int a = 0; a < n; a++) {
                for (int k = 0; k < settings.gamesPerPair(); k++) {
                    fixtures.add(new Fixture(fixtures.size(), List.of(a), Seeds.mix(settings.seed(), 0, k)));
                }
            }
            return fixtures;
        }
        if (players != 2) {
            throw new IllegalArgumentException("tournaments are for one- and two-player games; "
                    + settings.game().name() + " has " + players + " players");
        }
        if (n < 2) {
            throw new IllegalArgumentException("a round-robin needs at least two agents");
        }
        int pair = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++, pair++) {
                for (int k = 0; k < settings.gamesPerPair(); k++) {
                    List<Integer> seats = k % 2 == 0 ? List.of(a, b) : List.of(b, a);
                    fixtures.add(new Fixture(fixtures.size(), seats, Seeds.mix(settings.seed(), pair + 1, k / 2)));
                }
            }
        }
        return fixtures;
    }
}
