package spindle.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import spindle.engine.Game;
import spindle.engine.VariantException;

/**
 * The agents Spindle ships, registered through {@code META-INF/services/spindle.ai.AgentProvider} like any plug-in.
 * Settings: a level ({@code easy}, {@code medium}, {@code hard}, {@code max}), a time ({@code 200ms}), an iteration
 * count ({@code 5000it}), a thread count ({@code 2t}); MCTS and UCT also {@code always=<move>[@<ply>]} and the search
 * settings {@code c=<x>}, {@code rave=<k>}, {@code cutoff=<plies>}, {@code solver=on|off}, {@code knowledge=on|off}
 * (the game's search knowledge), {@code prior=<w>}, {@code puct=<c>} (the prior as in PUCT instead of progressive
 * bias), {@code prover=on|off} (the game's proofs of the root moves),
 * {@code parallel=tree|root} (how several threads search: one shared tree, or one tree each),
 * {@code learned=on|off} (the game's shipped learned evaluator and move patterns, {@code spindle train}; also for
 * alpha-beta) and {@code model=FILE} (a value model or move patterns that {@code spindle train} wrote; also for
 * alpha-beta, which uses only a value model).
 */
public final class BuiltInAgents {
    /** The kinds of the built-in agents: the only ones a server offers unless its operator allows a plug-in. */
    public static final List<String> NAMES = List.of("random", "mcts", "mcts-classic", "uct", "alphabeta",
            "expectimax");
    private static final int EXPECTIMAX_WIDTH = 6;

    private BuiltInAgents() {
    }

    /** {@code random}: a uniformly random legal move, seeded. */
    public static final class Random implements AgentProvider {
        @Override
        public String name() {
            return "random";
        }

        @Override
        public String description() {
            return "a uniformly random legal move (random:always=<move> plays that move wherever legal)";
        }

        @Override
        public Agent create(AgentSpec spec, Game game) {
            String s = spec.text().toLowerCase(Locale.ROOT);
            List<String> always = new ArrayList<>();
            for (String part : AgentSpec.parse(s).settings()) {
                if (!part.startsWith("always=")) {
                    throw new VariantException("random takes only always=<move>: '" + spec.text() + "'");
                }
                always.add(part.substring("always=".length()));
            }
            return new RandomAgent(s, always);
        }
    }

    /** {@code mcts}: UCT with solver, RAVE, evaluator and tree reuse, in the game's strong configuration. */
    public static final class Mcts implements AgentProvider {
        @Override
        public String name() {
            return "mcts";
        }

        @Override
        public String description() {
            return "Monte Carlo tree search with solver, RAVE and the game's evaluator (:easy|:medium|:hard|:max, "
                    + ":<n>ms, :<n>it, :<n>t, :cpu, :always=<move>, :c=<x>, :rave=<k>, :cutoff=<n>, :solver=on|off, "
                    + ":knowledge=on|off, :prior=<w>, :puct=<c>, :prover=on|off, "
                    + ":parallel=tree|root, :learned=on|off, :model=FILE)";
        }

        @Override
        public Agent create(AgentSpec spec, Game game) {
            return search(spec, game);
        }
    }

    /**
     * {@code mcts-classic}: the MCTS of before the learned evaluators and equal-time work (issue 20), kept fixed so
     * that progress of {@code mcts} is measured against it at equal time ({@link MctsConfig#classic}).
     */
    public static final class MctsClassic implements AgentProvider {
        @Override
        public String name() {
            return "mcts-classic";
        }

        @Override
        public String description() {
            return "the MCTS of before issue 20 (solver, RAVE, evaluator cut-off), kept as a yardstick "
                    + "(settings as mcts)";
        }

        @Override
        public Agent create(AgentSpec spec, Game game) {
            return search(spec, game);
        }
    }

    /** {@code uct}: plain UCT, no heuristics. */
    public static final class Uct implements AgentProvider {
        @Override
        public String name() {
            return "uct";
        }

        @Override
        public String description() {
            return "plain UCT: no heuristics, no solver, no RAVE (settings as mcts)";
        }

        @Override
        public Agent create(AgentSpec spec, Game game) {
            return search(spec, game);
        }
    }

    /** {@code alphabeta}: iterative deepening with a transposition table, two players only. */
    public static final class AlphaBeta implements AgentProvider {
        @Override
        public String name() {
            return "alphabeta";
        }

        @Override
        public List<String> aliases() {
            return List.of("ab");
        }

        @Override
        public String description() {
            return "alpha-beta with a transposition table, two-player games (:easy..:max, :<n>ms, :<n>it, :<n>t, "
                    + ":learned=on|off, :model=FILE)";
        }

        @Override
        public Agent create(AgentSpec spec, Game game) {
            if (game.maxPlayers() != 2) {
                throw new VariantException("alphabeta plays two-player games only; " + game.name() + " is not one");
            }
            return search(spec, game);
        }
    }

    /** {@code expectimax}: depth-limited expectimax with sparse sampling of chance. */
    public static final class Expectimax implements AgentProvider {
        @Override
        public String name() {
            return "expectimax";
        }

        @Override
        public String description() {
            return "depth-limited expectimax with sampled chance nodes (:easy..:max, :<n>ms, :<n>it, :<n>t)";
        }

        @Override
        public Agent create(AgentSpec spec, Game game) {
            return search(spec, game);
        }
    }

    /** A searching agent: the budget settings, and for MCTS and UCT its search settings. */
    static Agent search(AgentSpec given, Game game) {
        String s = given.text().toLowerCase(Locale.ROOT);
        String kind = given.kind().equals("ab") ? "alphabeta" : given.kind();
        boolean mcts = kind.equals("mcts") || kind.equals("mcts-classic") || kind.equals("uct");
        List<String> always = new ArrayList<>();
        MctsConfig config = switch (kind) {
            case "uct" -> MctsConfig.plainUct();
            case "mcts-classic" -> MctsConfig.classic(game, game.defaultVariant());
            default -> MctsConfig.strong(game, game.defaultVariant());
        };
        List<String> settings = new ArrayList<>();
        boolean learned = false; // alphabeta's default; mcts's comes with its config (AiSettings.learned)
        LearnedSource source = LearnedSource.SHIPPED;
        boolean learning = mcts || kind.equals("alphabeta");
        boolean learnedAsked = false;
        for (String raw : given.settings()) {
            String t = raw.trim().toLowerCase(Locale.ROOT);
            if (learning && t.startsWith("model=")) {
                // a file name keeps its case
                source = LearnedSource.file(raw.trim().substring("model=".length()), game, given.text());
                learned = true;
                learnedAsked = true;
                config = config.withLearned(true);
            } else if (mcts && t.startsWith("always=")) {
                always.add(t.substring("always=".length()));
            } else if (learning && t.startsWith("learned=")) {
                learned = onOff(t.substring("learned=".length()), t, given.text());
                learnedAsked = true;
                config = config.withLearned(learned);
                source = source == LearnedSource.SHIPPED && learned ? LearnedSource.SHIPPED_ASKED : source;
            } else if (mcts && t.contains("=")) {
                config = tune(config, t, given.text());
            } else {
                settings.add(t);
            }
        }
        Budget budget = parseBudget(given.text(), game, kind, settings);
        if (kind.equals("mcts") && !learnedAsked && config.learned()
                && !game.aiSettings(game.defaultVariant()).learnedByDefault(budget.iterations())) {
            config = config.withLearned(false); // the game's models win at short budgets only (AiSettings.learnedUpTo)
        }
        if (kind.equals("mcts") && settings.equals(List.of("easy")) && always.isEmpty()
                && game.easyPlay(game.defaultVariant()).isPresent()) {
            // the game's own easy play, where it has one: a few hundred iterations there play unlike a person
            return new EasyPlayAgent(new MctsAgent(s, config, budget, always, source));
        }
        return switch (kind) {
            case "mcts", "mcts-classic", "uct" -> new MctsAgent(s, config, budget, always, source);
            case "alphabeta" -> new AlphaBetaAgent(s, budget, learned, source);
            default -> new ExpectimaxAgent(s, budget, EXPECTIMAX_WIDTH);
        };
    }

    /**
     * Applies one {@code name=value} search setting: {@code c}, {@code rave}, {@code solver}, {@code cutoff},
     * {@code knowledge}, {@code prior}, {@code puct}, {@code prover}, {@code parallel}, {@code learned}.
     */
    private static MctsConfig tune(MctsConfig config, String setting, String spec) {
        String name = setting.substring(0, setting.indexOf('='));
        String value = setting.substring(setting.indexOf('=') + 1);
        try {
            return switch (name) {
                case "c" -> config.withExploration(Double.parseDouble(value));
                case "rave" -> config.withRave(Double.parseDouble(value));
                case "cutoff" -> config.withCutoff(Integer.parseInt(value));
                case "solver" -> config.withSolver(onOff(value, setting, spec));
                case "knowledge" -> config.withKnowledge(onOff(value, setting, spec));
                case "prior" -> config.withPriorWeight(Double.parseDouble(value));
                case "puct" -> config.withPuct(Double.parseDouble(value));
                case "prover" -> config.withProver(onOff(value, setting, spec));
                case "parallel" -> config.withParallel(parallel(value, setting, spec));
                default -> throw new VariantException("unknown search setting '" + name + "' in '" + spec
                        + "'; known: c, rave, cutoff, solver, knowledge, prior, puct, prover, parallel, learned, "
                        + "model, always");
            };
        } catch (NumberFormatException e) {
            throw new VariantException("search setting '" + setting + "' in '" + spec + "' needs a number");
        }
    }

    private static MctsConfig.Parallel parallel(String value, String setting, String spec) {
        return switch (value) {
            case "tree" -> MctsConfig.Parallel.TREE;
            case "root" -> MctsConfig.Parallel.ROOT;
            default -> throw new VariantException("search setting '" + setting + "' in '" + spec
                    + "' needs tree or root");
        };
    }

    private static boolean onOff(String value, String setting, String spec) {
        return switch (value) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new VariantException("search setting '" + setting + "' in '" + spec
                    + "' needs on or off");
        };
    }

    /** The number before a budget setting's unit, refused unless it is at least 1: a budget of 0 or less is a typo. */
    private static long positive(String setting, int unitLength, String what, String spec) {
        long n = Long.parseLong(setting.substring(0, setting.length() - unitLength));
        if (n < 1) {
            throw new VariantException("agent setting '" + setting + "' in '" + spec + "' must be at least 1 "
                    + what);
        }
        return n;
    }

    private static Budget parseBudget(String spec, Game game, String kind, List<String> settings) {
        Budget level = Levels.budget(game, kind, Level.MEDIUM);
        long millis = -1;
        long iterations = -1;
        int threads = -1;
        boolean cpuTime = false;
        for (String t : settings) {
            try {
                if (t.equals("cpu")) {
                    cpuTime = true;
                } else if (t.endsWith("ms")) {
                    millis = positive(t, 2, "milliseconds, e.g. 200ms", spec);
                } else if (t.endsWith("it")) {
                    iterations = positive(t, 2, "iterations, e.g. 5000it", spec);
                } else if (t.endsWith("t")) {
                    threads = (int) Math.min(positive(t, 1, "threads, e.g. 2t", spec), 1024);
                } else {
                    level = Levels.budget(game, kind, Level.valueOf(t.toUpperCase(Locale.ROOT)));
                }
            } catch (IllegalArgumentException e) {  // not a number, not a level
                throw new VariantException("agent setting '" + t + "' in '" + spec
                        + "' is not a level (easy, medium, hard, max), <n>ms, <n>it, <n>t or cpu");
            }
        }
        if (millis >= 0 || iterations >= 0) {
            level = new Budget(Math.max(millis, 0), Math.max(iterations, 0), level.threads(), 0);
        }
        if (threads > 0) {
            level = new Budget(level.timeMillis(), level.iterations(), threads, 0);
        }
        try {
            if (cpuTime && level.timeMillis() == 0) {
                throw new VariantException("agent '" + spec + "': cpu counts the thinking time in CPU time, so it "
                        + "needs a time such as 100ms");
            }
            return new Budget(level.timeMillis(), level.iterations(), level.threads(), 0, cpuTime);
        } catch (IllegalArgumentException e) {
            throw new VariantException("agent '" + spec + "': " + e.getMessage());
        }
    }

    /** The built-in providers, in {@link #NAMES}' order. */
    private static final List<AgentProvider> PROVIDERS = List.of(new Random(), new Mcts(), new MctsClassic(),
            new Uct(), new AlphaBeta(), new Expectimax());

    /**
     * A built-in agent by spec, without the plug-ins and outside engines that {@link Agents#create} also knows: what
     * a program that runs no other process (the engine compiled for the browser) can create.
     */
    public static Agent create(String spec, Game game) {
        AgentSpec parsed = AgentSpec.parse(spec);
        for (AgentProvider p : PROVIDERS) {
            if (p.name().equals(parsed.kind()) || p.aliases().contains(parsed.kind())) {
                return p.create(parsed, game);
            }
        }
        throw new VariantException("unknown agent '" + spec + "'; the built-in agents are "
                + String.join(", ", NAMES));
    }
}
