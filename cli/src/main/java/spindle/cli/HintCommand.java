package spindle.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.solve.Advice;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;

/** {@code spindle hint}: the best moves of a position given as text, with their values. */
@Command(name = "hint", mixinStandardHelpOptions = true, customSynopsis = "spindle hint GAME TEXT [--agent SPEC] "
        + "[--best N] [--think-ms MS] [--preset NAME] [variant options]",
        description = {"Prints the best moves at a position given as text (docs/positions.md), best first, with the "
            + "value of each for the side to move, and the solved result where the position is solved.",
            "Get a position text from 'position' in 'spindle play', from a game's page, or from the analysis board. "
            + "A text may start with - or -- (0-1-2's do); it can also be given last, after --. "
            + "Variant parameters are options named after them (see 'spindle games').",
            "--think-ms bounds the whole hint: the solver's look-up (40%% of it) and the search."})
final class HintCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. warp-and-weft (see 'spindle games').")
    String gameId;

    @Option(names = "--agent", paramLabel = "SPEC", description = "Also print this agent's choice, e.g. "
            + "mcts:hard, alphabeta:medium, ext:./my-engine (default: the solver and the strong search only).")
    String agentSpec;

    @Option(names = "--think-ms", defaultValue = "2000", paramLabel = "MS",
            description = "Time of the whole hint in milliseconds, solver and search (default ${DEFAULT-VALUE}).")
    long thinkMillis;

    @Option(names = "--best", defaultValue = "3", paramLabel = "N",
            description = "How many moves to print (default ${DEFAULT-VALUE}).")
    int best;

    @Option(names = "--preset", paramLabel = "NAME", description = "The position's variant by name (see 'spindle "
            + "games'); variant options given too override it.")
    String preset;

    @CommandLine.Mixin
    AgentPathOption agentPath;

    /** The position text (TEXT) and the variant options: {@link #positionAmong} tells them apart. */
    @CommandLine.Unmatched
    List<String> variantArgs = new ArrayList<>();

    @Override
    public void run() {
        agentPath.load();
        if (thinkMillis < 1 || thinkMillis > 600_000) {
            throw new IllegalArgumentException("--think-ms must be 1..600000 milliseconds, e.g. --think-ms 2000");
        }
        if (best < 1 || best > 50) {
            throw new IllegalArgumentException("--best must be 1..50");
        }
        PrintWriter out = spec.commandLine().getOut();
        Game game = Games.byId(gameId);
        String position = positionAmong(variantArgs);
        if (position == null) {
            throw new IllegalArgumentException("give the position text after the game, e.g. spindle hint " + gameId
                    + " \"<position text>\" (docs/positions.md)");
        }
        Variant variant = VariantOptions.parse(game, preset, variantArgs);
        GameState state = GameState.from(game, variant, position);
        out.println(state.render(Terminal.colour()));
        if (state.isOver()) {
            out.println("The game is over: " + Outcome.describe(game.playerNames(variant), state.payoffs()));
            out.flush();
            return;
        }
        if (state.isChance()) {
            out.println("Chance is to move (a throw or a draw): no move to choose. Outcomes: "
                    + String.join(", ", state.legalMoves()));
            out.flush();
            return;
        }
        String mover = game.playerNames(variant).get(state.toMove());
        Budget budget = new Budget(thinkMillis, 0, Runtime.getRuntime().availableProcessors(), 1);
        List<Advice.Choice> choices = Advice.best(state, budget, best);
        out.println("Best moves for " + mover + " (value for " + mover + "):");
        for (int i = 0; i < choices.size(); i++) {
            Advice.Choice c = choices.get(i);
            out.printf(Locale.ROOT, "  %d. %-12s %s%n", i + 1, c.move(), c.text());
        }
        if (agentSpec != null) {
            Agent agent = Agents.create(agentSpec, game);
            int action = agent.choose(state, new Budget(thinkMillis, 0, 1, 1));
            out.println(agent.name() + " plays " + state.format(action));
            agent.gameOver(state, state.payoffs(), "stopped");
        }
        out.flush();
    }

    /**
     * The position text among the arguments after the game, taken out of {@code args} (which then hold the variant
     * options only). Read by hand because a text may start with {@code -} or {@code --} (a row of empty places, as
     * 0-1-2's start does), which a parser takes for an option: the text is the argument after {@code --}, else the
     * one with a space in it (every position text has several fields; no option or option value has a space), else
     * the one argument that is neither an option ({@code --size}, {@code --size=4}) nor an option's value.
     */
    static String positionAmong(List<String> args) {
        int marker = args.indexOf("--");
        if (marker >= 0 && marker + 1 < args.size()) {
            args.remove(marker);
            return args.remove(marker);
        }
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).strip().contains(" ")) {
                return args.remove(i);
            }
        }
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("--")) {
                i += a.contains("=") ? 0 : 1;
            } else {
                return args.remove(i);
            }
        }
        return null;
    }
}
