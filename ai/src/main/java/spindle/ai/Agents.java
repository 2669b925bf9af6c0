package spindle.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.VariantException;

/**
 * Builds agents from text specs, as typed on the command line ({@code --vs mcts:hard}) or chosen in the browser.
 *
 * <p>A spec is a kind followed by optional {@code :}-separated settings: a level ({@code easy}, {@code medium},
 * {@code hard}, {@code max}), a time ({@code 200ms}), an iteration count ({@code 5000it}) and a thread count
 * ({@code 2t}). Kinds: {@code random}; {@code mcts} (UCT with solver, RAVE, evaluator, tree reuse); {@code uct}
 * (plain UCT: no heuristics, no solver, no RAVE); {@code alphabeta} (two-player games); {@code expectimax}. Examples:
 * {@code mcts:hard}, {@code uct:200ms}, {@code alphabeta:max}, {@code mcts:1000ms:4t}. MCTS also takes
 * {@code always=<move>} or {@code always=<move>@<ply>}: play that move wherever it is legal (from that ply on), in
 * the game and in the search (in the solo game {@code mcts:hard:always=stop} plays for the fewest rounds to the
 * normal objective, {@code always=retire@300} retires at a horizon), and search settings
 * {@code c=<x>} (exploration), {@code rave=<k>} (0 = off), {@code cutoff=<plies>}, {@code solver=on|off}.
 */
public final class Agents {
    public static final String KNOWN = "random, mcts, uct, alphabeta, expectimax (each with :easy|:medium|:hard|:max, "
            + ":<n>ms, :<n>it, :<n>t; mcts and uct also :always=<move>, :c=<x>, :rave=<k>, :cutoff=<n>, :solver=on|off)";
    private static final int EXPECTIMAX_WIDTH = 6;

    private Agents() {
    }

    /** The agent a spec names for {@code game}; throws {@link VariantException} listing the known specs. */
    public static Agent create(String spec, Game game) {
        String s = spec.trim().toLowerCase(Locale.ROOT);
        String[] parts = s.split(":");
        String kind = parts[0].equals("ab") ? "alphabeta" : parts[0];
        if (kind.equals("random")) {
            List<String> always = new ArrayList<>();
            for (int i = 1; i < parts.length; i++) {
                if (!parts[i].startsWith("always=")) {
                    throw new VariantException("random takes only always=<move>: '" + spec + "'");
                }
                always.add(parts[i].substring("always=".length()));
            }
            return new RandomAgent(s, always);
        }
        if (!kind.equals("mcts") && !kind.equals("uct") && !kind.equals("alphabeta") && !kind.equals("expectimax")) {
            throw new VariantException("unknown agent '" + spec + "'; known: " + KNOWN);
        }
        if (kind.equals("alphabeta") && game.maxPlayers() != 2) {
            throw new VariantException("alphabeta plays two-player games only; " + game.name() + " is not one");
        }
        List<String> always = new ArrayList<>();
        MctsConfig config = kind.equals("uct") ? MctsConfig.plainUct() : MctsConfig.strong(game.id());
        List<String> settings = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            String t = parts[i];
            boolean search = kind.equals("mcts") || kind.equals("uct");
            if (search && t.startsWith("always=")) {
                always.add(t.substring("always=".length()));
            } else if (search && t.contains("=")) {
                config = tune(config, t, spec);
            } else {
                settings.add(t);
            }
        }
        Budget budget = parseBudget(spec, game.id(), kind, settings);
        return switch (kind) {
            case "mcts", "uct" -> new MctsAgent(s, config, budget, always);
            case "alphabeta" -> new AlphaBetaAgent(s, budget);
            default -> new ExpectimaxAgent(s, budget, EXPECTIMAX_WIDTH);
        };
    }

    /** Applies one {@code name=value} search setting: {@code c}, {@code rave}, {@code solver}, {@code cutoff}. */
    private static MctsConfig tune(MctsConfig config, String setting, String spec) {
        String name = setting.substring(0, setting.indexOf('='));
        String value = setting.substring(setting.indexOf('=') + 1);
        try {
            return switch (name) {
                case "c" -> config.withExploration(Double.parseDouble(value));
                case "rave" -> config.withRave(Double.parseDouble(value));
                case "cutoff" -> config.withCutoff(Integer.parseInt(value));
                case "solver" -> config.withSolver(value.equals("on"));
                default -> throw new VariantException("unknown search setting '" + name + "' in '" + spec
                        + "'; known: c, rave, cutoff, solver, always");
            };
        } catch (NumberFormatException e) {
            throw new VariantException("search setting '" + setting + "' in '" + spec + "' needs a number");
        }
    }

    private static Budget parseBudget(String spec, String gameId, String kind, List<String> settings) {
        Budget level = Levels.budget(gameId, kind, Level.MEDIUM);
        long millis = -1;
        long iterations = -1;
        int threads = -1;
        for (String t : settings) {
            try {
                if (t.endsWith("ms")) {
                    millis = Long.parseLong(t.substring(0, t.length() - 2));
                } else if (t.endsWith("it")) {
                    iterations = Long.parseLong(t.substring(0, t.length() - 2));
                } else if (t.endsWith("t")) {
                    threads = Integer.parseInt(t.substring(0, t.length() - 1));
                } else {
                    level = Levels.budget(gameId, kind, Level.valueOf(t.toUpperCase(Locale.ROOT)));
                }
            } catch (IllegalArgumentException e) {
                throw new VariantException("agent setting '" + t + "' in '" + spec
                        + "' is not a level (easy, medium, hard, max), <n>ms, <n>it or <n>t");
            }
        }
        if (millis >= 0 || iterations >= 0) {
            level = new Budget(Math.max(millis, 0), Math.max(iterations, 0), level.threads(), 0);
        }
        if (threads > 0) {
            level = new Budget(level.timeMillis(), level.iterations(), threads, 0);
        }
        try {
            return new Budget(level.timeMillis(), level.iterations(), level.threads(), 0);
        } catch (IllegalArgumentException e) {
            throw new VariantException("agent '" + spec + "': " + e.getMessage());
        }
    }

    /**
     * The hint for the player to move: the strongest search for the game ({@code mcts}) within {@code budget},
     * returning the best move with its estimated value. For the server and {@code spindle play --hint}.
     */
    public static Hint hint(GameState state, Budget budget) {
        SearchAgent agent = (SearchAgent) create("mcts", state.game());  // the game's strong configuration
        return agent.analyse(state, budget);
    }
}
