package spindle.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import spindle.ai.Agent;
import spindle.ai.Budget;
import spindle.engine.GameState;
import spindle.engine.SpindleException;

/** A person at the terminal as an agent: shows the board, reads a move, refuses bad ones with the reason. */
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
                throw new IllegalArgumentException("input ended while " + name + " was to move");
            }
            String command = line.trim();
            if (command.isEmpty()) {
                continue;
            }
            if (command.equalsIgnoreCase("moves") || command.equalsIgnoreCase("help")) {
                printMoves(state.legalMoves());
                continue;
            }
            if (command.equalsIgnoreCase("board")) {
                out.println(state.render());
                continue;
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

    private void printMoves(List<String> moves) {
        out.println("Legal now (" + moves.size() + "): " + String.join(", ", moves)
                + "  (also: moves, board)");
    }
}
