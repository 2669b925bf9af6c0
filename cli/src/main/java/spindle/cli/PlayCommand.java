package spindle.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
import spindle.engine.SpindleException;
import spindle.engine.Variant;

/** {@code spindle play}: a game in the terminal, hot-seat or against an agent. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Plays a game in the terminal: hot-seat, or against an AI with --vs.",
            "Variant parameters are options named after them, e.g. --size 6 --primary patch (see 'spindle games').",
            "At the prompt type a move, or: help, moves, undo, board, hint, position, quit."})
final class PlayCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. warp-and-weft (see 'spindle games').")
    String gameId;

    @Option(names = "--vs", paramLabel = "AGENT",
            description = "Let an agent play the other seats, e.g. random, mcts:hard, alphabeta:medium.")
    String versus;

    @Option(names = "--seat", defaultValue = "1", paramLabel = "N",
            description = "Your seat when playing --vs an agent, 1 = first player (default ${DEFAULT-VALUE}).")
    int seat;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for dice and agents (default: from the clock).")
    Long seed;

    @Option(names = "--think-ms", paramLabel = "MS",
            description = "Agent thinking time per decision in milliseconds (default: the agent's level).")
    Long thinkMillis;

    @Option(names = "--preset", paramLabel = "NAME",
            description = "Start from a named variant (see 'spindle games'); variant options given too override it.")
    String preset;

    @Option(names = "--hint", description = "Show the AI's best move and its value before each of your moves "
            + "(also the 'hint' command).")
    boolean hint;

    @Option(names = "--from", paramLabel = "TEXT",
            description = "Start from this position text (docs/positions.md) instead of the start; 'position' at the "
                    + "prompt prints the current one.")
    String from;

    @CommandLine.Mixin
    AgentPathOption agentPath;

    @CommandLine.Unmatched
    List<String> variantArgs = new ArrayList<>();

    private PrintWriter out;
    private boolean colour;

    @Override
    public void run() {
        agentPath.load();
        out = spec.commandLine().getOut();
        colour = Terminal.colour();
        Game game = Games.byId(gameId);
        if (thinkMillis != null && thinkMillis <= 0) {
            throw new IllegalArgumentException("--think-ms must be a positive number of milliseconds, e.g. "
                    + "--think-ms 500 (leave it out for the agent's own level)");
        }
        Variant variant = VariantOptions.parse(game, preset, variantArgs);
        List<String> seats = game.playerNames(variant);
        Agent agent = versus == null ? null : Agents.create(versus, game);
        if (agent != null && (seat < 1 || seat > seats.size())) {
            throw new IllegalArgumentException("--seat must be 1.." + seats.size());
        }
        long s = seed != null ? seed : System.nanoTime();
        SplittableRandom dice = new SplittableRandom(s);
        out.printf("%s (%s), seed %d. Type 'help' for commands.%n", game.name(), variant, s);
        GameState state = from == null ? GameState.start(game, variant) : GameState.from(game, variant, from);
        if (agent != null) {
            agent.newGame(state); // a model of another variant is refused now, not after the first move
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        boolean showBoard = true;
        while (!state.isOver()) {
            if (state.isChance()) {
                int outcome = state.view().chance().sample(dice);
                out.println("chance: " + state.format(outcome) + inWords(game, state, outcome));
                state = state.apply(outcome);
                continue;
            }
            int mover = state.toMove();
            if (agent != null && mover != seat - 1) {
                long agentSeed = dice.nextLong();
                Budget budget = thinkMillis != null ? new Budget(thinkMillis, 0, 1, agentSeed)
                        : agent.budget().withSeed(agentSeed);
                int action = agent.choose(state, budget);
                out.println(seats.get(mover) + " (" + agent.name() + ") plays " + state.format(action)
                        + inWords(game, state, action));
                state = state.apply(action);
                showBoard = true;
                continue;
            }
            if (showBoard) {
                out.println(state.render(colour));
                showBoard = false;
                if (hint) {
                    printHint(state);
                }
            }
            out.print(seats.get(mover) + "> ");
            out.flush();
            String line = readLine(in);
            if (line == null || line.trim().equalsIgnoreCase("quit")) {
                out.println();
                out.println("Game abandoned after " + state.ply() + " plies. Moves: " + String.join(" ", state.moves()));
                return;
            }
            String command = line.trim();
            switch (command.toLowerCase(java.util.Locale.ROOT)) {
                case "" -> { }
                case "help", "?" -> printHelp(game, variant, state);
                case "moves", "legal" -> printMoves(state);
                case "board" -> showBoard = true;
                case "position" -> out.println(state.positionText());
                case "hint" -> printHint(state);
                case "undo" -> {
                    GameState back = undo(state, agent == null ? -1 : seat - 1);
                    if (back == state) {
                        out.println("nothing to undo");
                    } else {
                        state = back;
                        showBoard = true;
                    }
                }
                default -> {
                    try {
                        state = state.apply(command);
                        showBoard = true;
                    } catch (SpindleException e) {
                        out.println("Not played: " + e.getMessage());
                        printMoves(state);
                    }
                }
            }
        }
        out.println(state.render(colour));
        out.println("Game over after " + state.ply() + " plies: " + Outcome.describe(seats, state.payoffs()));
        out.println("Moves: " + String.join(" ", state.moves()));
        out.flush();
        if (agent != null) {
            agent.gameOver(state, state.payoffs(), game.endReason(state.view())); // an ext: engine hears it, then stops
        }
    }

    /** Back to the previous decision of a human: past chance outcomes and, against an agent, its moves. */
    static GameState undo(GameState state, int humanSeat) {
        GameState s = state;
        while (s.previous() != null) {
            s = s.previous();
            boolean humanDecision = !s.isChance() && (humanSeat < 0 || s.toMove() == humanSeat);
            if (humanDecision) {
                return s;
            }
        }
        return state;
    }

    /** The game's words for a move, in brackets after its notation, or nothing. */
    private static String inWords(Game game, GameState state, int action) {
        return game.inWords(state.view(), action).map(w -> " (" + w + ")").orElse("");
    }

    private void printHelp(Game game, Variant variant, GameState state) {
        out.println("Type a move in notation, or one of:");
        out.println("  moves   list the legal moves");
        out.println("  undo    take back your last move" + (versus == null ? "" : " (and the agent's reply)"));
        out.println("  board   show the board again");
        out.println("  hint    the AI's best move and its value");
        out.println("  position  the position as text, to share or to start from (--from)");
        out.println("  quit    stop (prints the moves so far)");
        game.moveGuide(variant).forEach(out::println);
        printMoves(state);
    }

    private void printHint(GameState state) {
        printHint(out, state, thinkMillis != null ? thinkMillis : 1000);
    }

    /** The AI's advice; with a single legal move there is nothing to search (and no value to show). */
    static void printHint(PrintWriter out, GameState state, long millis) {
        int[] legal = state.legalActions();
        if (legal.length == 1) {
            out.println("hint: " + state.format(legal[0]) + " (the only legal move)");
            return;
        }
        Advice a = Advice.of(state, new Budget(millis, 0, Runtime.getRuntime().availableProcessors(), state.ply()));
        out.println(a.by().equals("solver") ? String.format("hint: %s (%s, solved)", a.move(), a.text())
                : String.format("hint: %s (%s, %,d iterations in %d ms)", a.move(), a.text(), a.iterations(),
                a.millis()));
    }

    private void printMoves(GameState state) {
        List<String> moves = state.legalMoves();
        out.println("Legal now (" + moves.size() + "): " + String.join(", ", moves));
    }

    private static String readLine(BufferedReader in) {
        try {
            return in.readLine();
        } catch (IOException e) {
            return null;
        }
    }
}
