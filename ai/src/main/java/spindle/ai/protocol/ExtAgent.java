package spindle.ai.protocol;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import spindle.ai.Agent;
import spindle.ai.AgentFailure;
import spindle.ai.AgentSpec;
import spindle.ai.Budget;
import spindle.ai.protocol.Message.EngineId;
import spindle.ai.protocol.Message.Failure;
import spindle.ai.protocol.Message.Go;
import spindle.ai.protocol.Message.Hello;
import spindle.ai.protocol.Message.Info;
import spindle.ai.protocol.Message.Move;
import spindle.ai.protocol.Message.NewGame;
import spindle.ai.protocol.Message.Ok;
import spindle.ai.protocol.Message.Quit;
import spindle.ai.protocol.Message.Result;
import spindle.ai.protocol.Message.SetPosition;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.SpindleException;
import spindle.engine.VariantException;

/**
 * An {@code ext:<command>} agent: an outside program speaking the engine protocol ({@code docs/engine-protocol.md})
 * on its standard input and output. The program starts at the agent's first move and is told the game, then for
 * each decision the position (every move so far, chance outcomes included: the program never draws them) and a
 * {@code go} with the time budget, the seat and the legal moves. It must answer within the budget plus
 * {@link #MARGIN_MILLIS}. A program that cannot be started, exits, stays silent, answers something that is not the
 * expected message, reports an error or plays an illegal move makes {@link #choose} throw {@link AgentFailure}
 * (the referee counts a forfeit) and is killed at once; otherwise it is told the result and killed at
 * {@link #gameOver}. A spec may put a time before the command, {@code ext:500ms:<command>} (default
 * {@value #DEFAULT_MILLIS} ms per decision).
 */
public final class ExtAgent implements Agent {
    public static final long DEFAULT_MILLIS = 1_000;
    /** Time beyond the budget before a move counts as late: pipes, the program's own clock, a busy machine. */
    public static final long MARGIN_MILLIS = 1_000;
    /** For starting and the handshake: a program on a JVM takes a second or two to start. */
    static final long START_MILLIS = 15_000;
    /** For the answers to {@code game}, {@code position} and {@code result}. */
    static final long REPLY_MILLIS = 5_000;
    private static final Pattern TIME = Pattern.compile("\\d+ms");

    private final String name;
    private final List<String> command;
    private final Budget budget;
    private final long marginMillis;
    private final long startMillis;
    private EngineProcess process;
    private String engineName = "";
    private String gameSent; // the game and variant the program was told, "id variant"
    private AgentFailure failed;

    /**
     * @param name         the spec, for tables and records
     * @param command      the program and its arguments
     * @param marginMillis time allowed beyond each decision's budget
     */
    public ExtAgent(String name, List<String> command, Budget budget, long marginMillis) {
        this(name, command, budget, marginMillis, START_MILLIS);
    }

    /** With {@code startMillis} for the start and the handshake. */
    ExtAgent(String name, List<String> command, Budget budget, long marginMillis, long startMillis) {
        if (command.isEmpty()) {
            throw new VariantException("ext: needs a command, e.g. ext:python3 examples/python/spindle_engine.py"
                    + " --engine");
        }
        this.name = name;
        this.command = List.copyOf(command);
        this.budget = budget;
        this.marginMillis = marginMillis;
        this.startMillis = startMillis;
    }

    /** The agent of an {@code ext:[<n>ms:]<command>} spec. The program is not started yet. */
    public static ExtAgent fromSpec(AgentSpec spec, Game game) {
        String rest = spec.rest().strip();
        long millis = DEFAULT_MILLIS;
        int colon = rest.indexOf(':');
        if (colon > 0 && TIME.matcher(rest.substring(0, colon)).matches()) {
            millis = Long.parseLong(rest.substring(0, colon - 2));
            rest = rest.substring(colon + 1).strip();
            if (millis < 1) {
                throw new VariantException("ext: time must be at least 1ms, not '" + spec.text() + "'");
            }
        }
        return new ExtAgent(spec.text(), words(rest), Budget.millis(millis, 0), MARGIN_MILLIS);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Budget budget() {
        return budget;
    }

    /** What the program calls itself (after its first move; empty before). */
    public String engineName() {
        return engineName;
    }

    @Override
    public int choose(GameState state, Budget given) {
        if (failed != null) {
            throw failed;
        }
        try {
            if (process == null) {
                start();
            }
            String game = state.game().id() + " " + state.variant();
            if (!game.equals(gameSent)) {
                expectOk(request(new NewGame(state.game().id(), state.variant().toString()), REPLY_MILLIS), "game");
                gameSent = game;
            }
            expectOk(request(new SetPosition(state.from(), state.moves()), REPLY_MILLIS), "position");
            long millis = given.timeMillis() > 0 ? given.timeMillis() : budget.timeMillis();
            Message reply = request(new Go(millis, state.toMove() + 1, given.seed(), state.legalMoves()),
                    millis + marginMillis);
            if (!(reply instanceof Move move)) {
                throw fail("engine answered '" + Protocol.shorten(Protocol.format(reply)) + "' to go, not a move");
            }
            return legal(state, move.move());
        } catch (AgentFailure f) {
            failed = f;
            stop();
            throw f;
        }
    }

    @Override
    public void gameOver(GameState last, double[] payoffs, String reason) {
        try {
            if (process != null && failed == null && process.isAlive() && payoffs.length > 0) {
                List<Double> list = new ArrayList<>();
                for (double p : payoffs) {
                    list.add(p);
                }
                try {
                    request(new Result(list, reason), REPLY_MILLIS);
                } catch (AgentFailure ignored) {
                    // the game is decided: a program that fumbles the result changes nothing
                }
                process.send(Protocol.format(new Quit()));
                process.exitCode(REPLY_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            stop();
            failed = null;
        }
    }

    private void start() {
        try {
            process = EngineProcess.start(command);
        } catch (IOException e) {
            throw fail("engine could not start: " + e.getMessage());
        }
        Message hello = request(new Hello(Protocol.VERSION), startMillis);
        if (!(hello instanceof EngineId id)) {
            throw fail("engine answered '" + Protocol.shorten(Protocol.format(hello)) + "' to protocol "
                    + Protocol.VERSION + ", not engine " + Protocol.VERSION + " <name>");
        }
        if (id.version() != Protocol.VERSION) {
            throw fail("engine speaks protocol " + id.version() + ", not " + Protocol.VERSION);
        }
        engineName = id.name();
    }

    /** The action of the engine's move, which must be legal now. */
    private int legal(GameState state, String move) {
        try {
            int action = state.parse(move);
            if (state.isLegal(action)) {
                return action;
            }
            state.apply(action); // throws, saying why it is not legal
        } catch (SpindleException e) {
            throw fail("engine played an illegal move '" + Protocol.shorten(move) + "': " + e.getMessage());
        }
        throw fail("engine played an illegal move '" + Protocol.shorten(move) + "'");
    }

    /** Sends {@code m} and waits up to {@code millis} for the answer, skipping {@code info} and blank lines. */
    private Message request(Message m, long millis) {
        process.send(Protocol.format(m));
        long deadline = System.nanoTime() + millis * 1_000_000;
        try {
            while (true) {
                long left = (deadline - System.nanoTime()) / 1_000_000;
                String line = left > 0 ? process.receive(left) : null;
                if (line == null) {
                    throw fail("engine timed out (no answer to " + keyword(m) + " within " + millis + " ms)");
                } else if (line == EngineProcess.END) {
                    throw crashed();
                } else if (line == EngineProcess.TOO_LONG) {
                    throw fail("engine answered garbage: a line over " + Protocol.MAX_LINE + " characters");
                } else if (!line.isBlank()) {
                    Message reply = parse(line);
                    if (reply instanceof Failure f) {
                        throw fail("engine reported an error: " + Protocol.shorten(f.text()));
                    } else if (!(reply instanceof Info)) {
                        return reply;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fail("interrupted while waiting for the engine");
        }
    }

    private Message parse(String line) {
        try {
            return Protocol.parse(line);
        } catch (ProtocolException e) {
            throw fail("engine answered garbage: '" + Protocol.shorten(line) + "'");
        }
    }

    private AgentFailure crashed() throws InterruptedException {
        int code = process.exitCode(500);
        String err = process.errorTail(500);
        return fail("engine " + (code >= 0 ? "exited (code " + code + ")" : "closed its output")
                + (err.isEmpty() ? "" : ": " + Protocol.shorten(err)));
    }

    private void expectOk(Message reply, String command) {
        if (!(reply instanceof Ok)) {
            throw fail("engine answered '" + Protocol.shorten(Protocol.format(reply)) + "' to " + command
                    + ", not ok");
        }
    }

    private static String keyword(Message m) {
        return Protocol.format(m).split(" ", 2)[0];
    }

    private AgentFailure fail(String reason) {
        return new AgentFailure(name, reason);
    }

    private void stop() {
        if (process != null) {
            process.close();
            process = null;
        }
        gameSent = null;
    }

    /** Splits a command line at spaces; single or double quotes keep spaces inside a word. */
    static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (char c : line.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
