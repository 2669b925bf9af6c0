package spindle.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import spindle.ai.Agent;
import spindle.ai.Budget;
import spindle.engine.GameState;
import spindle.engine.SpindleException;
import spindle.match.compete.Withdrawal;

/**
 * A person at the terminal as a competition contender: shows the board, reads a move, refuses bad ones with the
 * reason; {@code help} lists the commands and {@code quit} leaves the competition.
 */
final class TerminalAgent implements Agent {
    private final String name;
    private final BufferedReader in;
    private final PrintWriter out;

    TerminalAgent(String name, BufferedReader in, PrintWriter out) {
        this.name = name;
        this.in = in;
        this.out = out;
    }

    @Override
    public String name() {
        return "human";
    }

    @Override
    public int choose(GameState state, Budget budget) {
        out.println(state.render());
        while (true) {
            out.print(name + "> ");
            out.flush();
            String line;
            try {
                line = in.readLine();
            } catch (IOException e) {
                line = null;
            }
            if (line == null) {
                out.println();
                throw quit("input ended");
            }
            String command = line.trim();
            switch (command.toLowerCase(java.util.Locale.ROOT)) {
                case "" -> {
                    continue;
                }
                case "help", "?" -> {
                    printHelp(state);
                    continue;
                }
                case "moves", "legal" -> {
                    printMoves(state.legalMoves());
                    continue;
                }
                case "board" -> {
                    out.println(state.render());
                    continue;
                }
                case "quit", "exit" -> throw quit("you typed quit");
                default -> { }
            }
            try {
                int action = state.parse(command);
                state.apply(action); // refuses an illegal move with the game's reason
                return action;
            } catch (SpindleException e) {
                out.println("Not played: " + e.getMessage());
            }
            printMoves(state.legalMoves());
        }
    }

    private Withdrawal quit(String why) {
        String message = name + " leaves the competition (" + why + "): retired now, final score = the score if it "
                + "is at least 6, otherwise 0; the others play on.";
        out.println(message);
        out.flush();
        return new Withdrawal(message);
    }

    private void printHelp(GameState state) {
        out.println("Type a decision, or one of these commands:");
        out.println("  moves   list the legal decisions now");
        out.println("  board   show your board again");
        out.println("  help    this list");
        out.println("  quit    leave the competition (you retire at once: your score if at least 6, else 0)");
        out.println("Decisions: a play such as 'R3 back-left' (piece, then direction), 'bank' on a free-play round "
                + "(deposit instead), 'continue' or 'stop' after the normal win, 'continue' or 'retire' at the end "
                + "of a round.");
        printMoves(state.legalMoves());
    }

    private void printMoves(List<String> moves) {
        out.println("Legal now (" + moves.size() + "): " + String.join(", ", moves)
                + "  (also: help, moves, board, quit)");
    }
}
