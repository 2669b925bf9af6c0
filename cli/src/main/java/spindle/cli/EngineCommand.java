package spindle.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.ai.protocol.EngineSession;
import spindle.engine.Game;
import spindle.engine.Games;

/** {@code spindle engine}: Spindle's AI as an engine speaking the engine protocol on standard input and output. */
@Command(name = "engine", mixinStandardHelpOptions = true,
        description = {"Serves Spindle's AI to another program over the engine protocol (docs/engine-protocol.md).",
            "Plain text lines on standard input and output. Try: printf 'protocol 1\\ngame warp-and-weft\\n"
                + "position\\ngo millis 500\\nquit\\n' | spindle engine warp-and-weft"})
final class EngineCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id (see 'spindle games').")
    String gameId;

    @Option(names = "--agent", defaultValue = "mcts", paramLabel = "SPEC",
            description = "The agent that chooses the moves, e.g. mcts:hard (default ${DEFAULT-VALUE}); its level's"
                    + " budget is cut to each request's time.")
    String agent;

    @CommandLine.Mixin
    AgentPathOption agentPath;

    @Override
    public void run() {
        agentPath.load();
        Game game = Games.byId(gameId);
        EngineSession session = new EngineSession(game, agent);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Writer out = spec.commandLine().getOut(); // standard output, flushed after every answer
        try {
            session.run(in, out);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("engine protocol stream failed", e);
        }
    }
}
