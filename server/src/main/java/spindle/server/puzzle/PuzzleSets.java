package spindle.server.puzzle;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.match.puzzle.Puzzle;
import spindle.match.puzzle.PuzzleJson;

/**
 * The puzzles of each game: the starter set shipped as {@code spindle/puzzles/<game-id>.jsonl} (built by the
 * command in docs/puzzles.md), then those mined from this server's finished games, at most {@link #MOST_PER_GAME}
 * a game so that memory stays bounded.
 */
final class PuzzleSets {
    static final String FOLDER = "spindle/puzzles/";
    static final int MOST_PER_GAME = 5_000;

    private final Map<String, List<Puzzle>> byGame = new ConcurrentHashMap<>();

    private final PuzzleStore store;

    /** The starter sets, then the puzzles mined earlier that {@code store} kept. */
    PuzzleSets(PuzzleStore store) {
        this.store = store;
        for (Game g : Games.all()) {
            byGame.put(g.id(), new ArrayList<>(starter(g.id())));
        }
        for (Puzzle p : store.mined()) {
            add(p, false);
        }
    }

    static List<Puzzle> starter(String gameId) {
        try (InputStream in = PuzzleSets.class.getClassLoader().getResourceAsStream(FOLDER + gameId + ".jsonl")) {
            return in == null ? List.of() : PuzzleJson.read(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The game's puzzles, oldest first; a copy, since mining adds to them. */
    List<Puzzle> of(String gameId) {
        List<Puzzle> list = byGame.get(gameId);
        if (list == null) {
            return List.of();
        }
        synchronized (list) {
            return List.copyOf(list);
        }
    }

    /** Adds a mined puzzle and stores it, unless the game has as many as it keeps or already has this one. */
    boolean add(Puzzle p) {
        return add(p, true);
    }

    private boolean add(Puzzle p, boolean keep) {
        List<Puzzle> list = byGame.get(p.game());
        if (list == null) {
            return false;
        }
        synchronized (list) {
            if (list.size() >= MOST_PER_GAME || list.stream().anyMatch(q -> q.id().equals(p.id()))) {
                return false;
            }
            list.add(p);
        }
        if (keep) {
            store.addMined(p);
        }
        return true;
    }

    Optional<Puzzle> find(String gameId, String id) {
        return of(gameId).stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** The themes of the game's puzzles, sorted. */
    List<String> themes(String gameId) {
        TreeSet<String> all = new TreeSet<>();
        of(gameId).forEach(p -> all.addAll(p.themes()));
        return List.copyOf(all);
    }

    /** The puzzle of the day: the same for everyone on a UTC day, the next one the next day. */
    Optional<Puzzle> daily(String gameId, LocalDate day) {
        List<Puzzle> starter = of(gameId);
        if (starter.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(starter.get((int) Math.floorMod(day.toEpochDay(), (long) starter.size())));
    }

    static LocalDate today() {
        return LocalDate.now(ZoneOffset.UTC);
    }
}
