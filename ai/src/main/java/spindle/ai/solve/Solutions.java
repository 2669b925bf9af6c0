package spindle.ai.solve;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import spindle.ai.Budget;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * Solved positions for hints and analysis: first the game's shipped table (written by {@code spindle solve --write},
 * a resource {@code spindle/solved/<game-id>.txt} of the game's own module, so the knowledge lives with the game),
 * then a small search on demand within a node budget and a deadline (enough for endgames and tiny boards),
 * remembered in a bounded cache (a search cut short by its deadline is not remembered: more time may solve it).
 *
 * <p>Table lines: {@code variant <TAB> hash (hex) <TAB> winning seat <TAB> plies <TAB> best action code <TAB> winner
 * name}.
 */
public final class Solutions {
    /** The resource folder of the shipped tables. */
    public static final String FOLDER = "spindle/solved/";
    private static final int CACHE = 4096;
    /**
     * Positions a hint may search per seat: endgames and tiny boards get exact values. On large boards this can take
     * seconds, so a look-up also stops at its deadline ({@link #lookup}).
     */
    public static final long HINT_NODES = 100_000;
    /** Longest win looked for on demand. */
    private static final int ON_DEMAND_PLIES = 40;

    /**
     * A hint's view of a solved position: the winning seat, its player's name ({@code player}, "Player 2") and the
     * side it wins as at the end of best play ({@code winner}, "Warp"; the same as the player's name in games whose
     * seats are their sides). After a swap the two differ, so the words name both.
     */
    public record Solved(int winnerSeat, String player, String winner, int plies, String move) {
        /** E.g. "Warp wins in 7", or where seats and sides differ "Warp (Player 2) wins in 18", as solve says. */
        public String text() {
            return winner + (player.equals(winner) ? "" : " (" + player + ")") + " wins in " + plies;
        }

        /**
         * The result for the player to move, seat {@code asker}: whether it is this player who wins, so that a hint
         * cannot be read as the asker's win when the other player wins after a swap ("Warp (you, Player 1) wins in
         * 19"; "Warp (Player 2) wins in 18: you lose whatever you play; this move holds out longest").
         */
        public String textFor(int asker) {
            if (winnerSeat != asker) {
                return text() + ": you lose whatever you play; this move holds out longest";
            }
            return winner + (player.equals(winner) ? " (you)" : " (you, " + player + ")") + " wins in " + plies;
        }

        public Map<String, Object> json() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("winner", winner);
            m.put("winnerSeat", winnerSeat);
            m.put("player", player);
            m.put("plies", plies);
            m.put("move", move);
            m.put("text", text());
            return m;
        }
    }

    private static final Map<String, Map<String, Solution.Entry>> TABLES = new ConcurrentHashMap<>();
    private static final Map<String, Optional<Solution.Entry>> CACHE_MAP = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Optional<Solution.Entry>> eldest) {
            return size() > CACHE;
        }
    };

    private Solutions() {
    }

    /**
     * The solved value of {@code state}, from the shipped table, the cache, or a search of at most {@code nodes}
     * positions per seat (0: no search) that gives up at {@code until}. Empty for games or positions the solver does
     * not take, and when unproven.
     */
    public static Optional<Solved> lookup(GameState state, long nodes, Budget.Deadline until) {
        Position p = state.view();
        if (!Solver.applies(p) || p.isOver()) {
            return Optional.empty();
        }
        Game game = state.game();
        Variant variant = state.variant();
        String key = variant + "\t" + Long.toHexString(p.hash());
        Solution.Entry e = table(game).get(key);
        if (e == null) {
            e = onDemand(state, game, variant, key, nodes, until);
        }
        if (e == null) {
            return Optional.empty();
        }
        return Optional.of(new Solved(e.winner(), game.playerNames(variant).get(e.winner()), e.winnerName(),
                e.plies(), state.notation().format(p, e.move())));
    }

    private static Solution.Entry onDemand(GameState state, Game game, Variant variant, String key, long nodes,
                                           Budget.Deadline until) {
        synchronized (CACHE_MAP) {
            Optional<Solution.Entry> cached = CACHE_MAP.get(key);
            if (cached != null || nodes <= 0) {
                return cached == null ? null : cached.orElse(null);
            }
        }
        Position p = state.view();
        Solution s = new Solver(nodes, ON_DEMAND_PLIES, 16).knowing(game, variant).until(until)
                .solve(p, null, SolvedText.namer(game, variant), d -> { });
        Solution.Entry e = s.solved() ? s.known().get(p.hash()) : null;
        if (e == null && until.passed()) {
            return null; // out of time, not out of nodes: a later look-up with more time may solve it
        }
        synchronized (CACHE_MAP) {
            CACHE_MAP.put(key, Optional.ofNullable(e));
        }
        return e;
    }

    /** One table line for a solved position. */
    public static String line(Variant variant, long hash, Solution.Entry e) {
        return variant + "\t" + Long.toHexString(hash) + "\t" + e.winner() + "\t" + e.plies() + "\t" + e.move() + "\t"
                + e.winnerName();
    }

    private static Map<String, Solution.Entry> table(Game game) {
        return TABLES.computeIfAbsent(game.id(), id -> load(game));
    }

    private static Map<String, Solution.Entry> load(Game game) {
        Map<String, Solution.Entry> t = new HashMap<>();
        ClassLoader loader = game.getClass().getClassLoader();
        try (InputStream in = loader == null ? null : loader.getResourceAsStream(FOLDER + game.id() + ".txt")) {
            if (in == null) {
                return Map.of();
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String l = r.readLine(); l != null; l = r.readLine()) {
                String[] f = l.split("\t");
                if (f.length != 6 || l.startsWith("#")) {
                    continue;
                }
                Variant v = Variant.parse(game, f[0]);
                t.put(v + "\t" + f[1], new Solution.Entry(Integer.parseInt(f[2]), Integer.parseInt(f[3]),
                        Integer.parseInt(f[4]), f[5]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(t);
    }
}
