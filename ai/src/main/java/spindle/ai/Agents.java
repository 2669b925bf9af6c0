package spindle.ai;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import spindle.ai.protocol.ExtAgent;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.VariantException;

/**
 * Builds agents from text specs, as typed on the command line ({@code --vs mcts:hard}) or chosen in the browser.
 *
 * <p>A spec is a kind followed by optional {@code :}-separated settings. The kinds are the {@link AgentProvider}s
 * found through {@link ServiceLoader} (the built-ins of {@link BuiltInAgents}, plug-in jars on the class path, and
 * the jars of folders given to {@link #addFolder}), plus {@code ext:<command>}: an outside program speaking the
 * engine protocol ({@link ExtAgent}, {@code docs/engine-protocol.md}). Examples: {@code mcts:hard},
 * {@code uct:200ms}, {@code alphabeta:max}, {@code mcts:1000ms:4t}, {@code ext:python3 bot.py --engine}.
 * MCTS also takes {@code always=<move>} or {@code always=<move>@<ply>}: play that move wherever it is legal (from
 * that ply on), in the game and in the search (in the solo game {@code mcts:hard:always=stop} plays for the fewest
 * rounds to the normal objective, {@code always=retire@300} retires at a horizon), and search settings
 * {@code c=<x>} (exploration), {@code rave=<k>} (0 = off), {@code cutoff=<plies>}, {@code solver=on|off},
 * {@code knowledge=on|off} (the game's search knowledge), {@code prior=<w>}, {@code prover=on|off} (the game's
 * proofs of the root moves, {@link spindle.engine.Prover}), {@code learned=on|off} (the game's learned evaluator),
 * {@code model=FILE} (the learned evaluator of a model file of {@code spindle train}),
 * {@code parallel=tree|root} (with several threads, {@code :2t}: one tree shared by the threads
 * with virtual loss, the default of {@code mcts} unless the game's {@link spindle.engine.AiSettings#rootParallel}
 * says otherwise, or one tree per thread with the root statistics summed, the default of {@code mcts-classic} and
 * {@code uct}). {@code cpu} counts a time budget in each search thread's CPU time.
 */
public final class Agents {
    public static final String KNOWN = "random, mcts, mcts-classic, uct, alphabeta, expectimax (each with :easy|:medium|"
            + ":hard|:max, :<n>ms, :<n>it, :<n>t, :cpu; mcts, mcts-classic and uct also :always=<move>, :c=<x>,"
            + " :rave=<k>, :cutoff=<n>, :solver=on|off, :knowledge=on|off, :prior=<w>, :prover=on|off,"
            + " :parallel=tree|root,"
            + " :learned=on|off, :model=FILE; alphabeta also :learned=on|off, :model=FILE),"
            + " ext:<command> (an outside engine, see docs/engine-protocol.md) and plug-ins (--agent-path DIR)";
    /** The kind of a spec that runs an outside program. */
    public static final String EXT = "ext";

    /** Providers by name and alias; replaced whole when a folder adds some, so readers need no lock. */
    private static volatile Map<String, AgentProvider> providers = load(Agents.class.getClassLoader(), Map.of());

    private Agents() {
    }

    /** The agent a spec names for {@code game}; throws {@link VariantException} listing the known kinds. */
    public static Agent create(String spec, Game game) {
        AgentSpec parsed = AgentSpec.parse(spec);
        if (parsed.kind().equals(EXT)) {
            return ExtAgent.fromSpec(parsed, game);
        }
        AgentProvider provider = providers.get(parsed.kind());
        if (provider == null) {
            throw new VariantException("unknown agent '" + spec + "'; known: " + KNOWN
                    + (plugins().isEmpty() ? "" : "; plug-ins: " + String.join(", ", plugins())));
        }
        return provider.create(parsed, game);
    }

    /** The kind of {@code spec} with an alias resolved ({@code ab:hard} is {@code alphabeta}). */
    public static String kind(String spec) {
        String kind = AgentSpec.parse(spec).kind();
        AgentProvider p = providers.get(kind);
        return p == null ? kind : p.name();
    }

    /** Whether {@code spec} names one of Spindle's own agents ({@link BuiltInAgents#NAMES}; not {@code ext:}). */
    public static boolean isBuiltIn(String spec) {
        return BuiltInAgents.NAMES.contains(kind(spec));
    }

    /** Every provider, built-ins first, then plug-ins by name. */
    public static List<AgentProvider> providers() {
        List<AgentProvider> all = new ArrayList<>(new LinkedHashMap<>(byName()).values());
        all.sort(Comparator.comparing((AgentProvider p) -> !BuiltInAgents.NAMES.contains(p.name()))
                .thenComparing(p -> BuiltInAgents.NAMES.indexOf(p.name()))
                .thenComparing(AgentProvider::name));
        return all;
    }

    /** The names of the plug-in kinds found so far. */
    public static List<String> plugins() {
        return providers().stream().map(AgentProvider::name).filter(n -> !BuiltInAgents.NAMES.contains(n)).toList();
    }

    /**
     * Adds the providers of every {@code .jar} in {@code folder} (one class loader over them all, so a plug-in may
     * span several jars). Throws {@link VariantException} when the folder cannot be read, a jar is broken or a name
     * is taken already.
     */
    public static synchronized void addFolder(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new VariantException("agent path " + folder + " is not a folder; give a folder of plug-in jars");
        }
        List<URL> jars = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path jar : files.filter(f -> f.toString().endsWith(".jar")).sorted().toList()) {
                jars.add(jar.toUri().toURL());
            }
        } catch (IOException e) {
            throw new VariantException("cannot read agent path " + folder + ": " + e.getMessage());
        }
        if (jars.isEmpty()) {
            throw new VariantException("agent path " + folder + " holds no .jar files");
        }
        // the loader stays open for as long as the agents it defines may be created
        URLClassLoader loader = new URLClassLoader(jars.toArray(URL[]::new), Agents.class.getClassLoader());
        providers = load(loader, providers);
    }

    private static Map<String, AgentProvider> byName() {
        Map<String, AgentProvider> unique = new LinkedHashMap<>();
        providers.values().forEach(p -> unique.put(p.name(), p));
        return unique;
    }

    /** {@code known} plus the providers {@code loader} finds that are not among them already. */
    private static Map<String, AgentProvider> load(ClassLoader loader, Map<String, AgentProvider> known) {
        Map<String, AgentProvider> all = new LinkedHashMap<>(known);
        try {
            for (AgentProvider p : ServiceLoader.load(AgentProvider.class, loader)) {
                if (known.containsKey(p.name()) && known.get(p.name()).getClass() == p.getClass()) {
                    continue; // found again through the parent loader
                }
                for (String name : names(p)) {
                    AgentProvider taken = all.get(name);
                    if (taken != null || name.equals(EXT)) {
                        throw new VariantException("agent name '" + name + "' of " + p.getClass().getName()
                                + " is taken" + (taken == null ? " by ext:<command>" : " by " + taken.getClass().getName()));
                    }
                    all.put(name, p);
                }
            }
        } catch (ServiceConfigurationError e) {
            throw new VariantException("a plug-in agent could not be loaded: " + e.getMessage());
        }
        return Map.copyOf(all);
    }

    private static List<String> names(AgentProvider p) {
        List<String> names = new ArrayList<>();
        names.add(p.name());
        names.addAll(p.aliases());
        for (String n : names) {
            if (n.isEmpty() || n.contains(":") || !n.equals(n.toLowerCase(java.util.Locale.ROOT))) {
                throw new VariantException("agent name '" + n + "' of " + p.getClass().getName()
                        + " must be lower case, non-empty and without ':'");
            }
        }
        return names;
    }

    /**
     * The hint for the player to move: the strongest search for the game ({@code mcts}) within {@code budget},
     * returning the best move with its estimated value. For the server and {@code spindle play --hint}.
     */
    public static Hint hint(GameState state, Budget budget) {
        // the game's strong setting, named by this budget's kind: where a game's learned models win only short
        // searches (AiSettings.learnedUpTo), a hint by time or by many iterations plays without them
        String spec = budget.iterations() > 0 ? "mcts:" + budget.iterations() + "it" : "mcts:max";
        SearchAgent agent = (SearchAgent) BuiltInAgents.create(spec, state.game());
        return agent.analyse(state, budget);
    }
}
