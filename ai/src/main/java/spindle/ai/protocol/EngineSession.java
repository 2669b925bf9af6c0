package spindle.ai.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.learn.Observations;
import spindle.ai.solve.Advice;
import spindle.ai.protocol.Message.EngineId;
import spindle.ai.protocol.Message.Failure;
import spindle.ai.protocol.Message.Advise;
import spindle.ai.protocol.Message.Go;
import spindle.ai.protocol.Message.HintRequest;
import spindle.ai.protocol.Message.Hello;
import spindle.ai.protocol.Message.Move;
import spindle.ai.protocol.Message.NewGame;
import spindle.ai.protocol.Message.ObservationRequest;
import spindle.ai.protocol.Message.Observed;
import spindle.ai.protocol.Message.Ok;
import spindle.ai.protocol.Message.Quit;
import spindle.ai.protocol.Message.Result;
import spindle.ai.protocol.Message.SetPosition;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.SpindleException;
import spindle.engine.Variant;

/**
 * The engine side of the protocol: Spindle's own agent serving another program ({@code spindle engine}). Reads
 * the referee's lines and answers each (but {@code quit}) with one line; a line it cannot do gets
 * {@code error <text>} and the session goes on. Ends at {@code quit} or the end of input.
 */
public final class EngineSession {
    private final Game game;
    private final String spec;
    private Agent agent;
    private Variant variant;
    private GameState state;

    /** Checks {@code spec} for {@code game} at once (throws {@link spindle.engine.VariantException}). */
    public EngineSession(Game game, String spec) {
        this.game = game;
        this.spec = spec;
        Agents.create(spec, game);
    }

    /** Serves until {@code quit} or the end of {@code in}. */
    public void run(BufferedReader in, Writer out) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            Message reply;
            try {
                reply = answer(Protocol.parse(line));
            } catch (SpindleException e) {
                reply = new Failure(e.getMessage());
            }
            if (reply == null) {
                return;
            }
            out.write(Protocol.format(reply));
            out.write('\n');
            out.flush();
        }
    }

    /** The answer to {@code m}, or null for {@code quit}. */
    Message answer(Message m) {
        if (m instanceof Hello h) {
            return h.version() == Protocol.VERSION ? new EngineId(Protocol.VERSION, "spindle " + spec)
                    : new Failure("protocol " + h.version() + " is not spoken here; this engine speaks protocol "
                    + Protocol.VERSION);
        } else if (m instanceof NewGame g) {
            return newGame(g);
        } else if (m instanceof SetPosition p) {
            if (variant == null) {
                return new Failure("no game yet: send game " + game.id() + " [<variant>] first");
            }
            state = GameState.replay(p.from() == null ? GameState.start(game, variant)
                    : GameState.from(game, variant, p.from()), p.moves());
            return new Ok();
        } else if (m instanceof Go g) {
            return go(g);
        } else if (m instanceof HintRequest h) {
            return hint(h);
        } else if (m instanceof ObservationRequest o) {
            return observation(o);
        } else if (m instanceof Result) {
            return new Ok();
        } else if (m instanceof Quit) {
            return null;
        }
        return new Failure("'" + Protocol.format(m).split(" ", 2)[0] + "' is what an engine sends; a referee sends"
                + " protocol, game, position, go, hint, observation, result and quit");
    }

    private Message newGame(NewGame g) {
        if (!g.game().equalsIgnoreCase(game.id())) {
            return new Failure("this engine plays " + game.id() + " only, not " + g.game()
                    + "; start spindle engine " + g.game());
        }
        variant = Variant.parse(game, g.variant());
        agent = Agents.create(spec, game);
        state = GameState.start(game, variant);
        return new Ok();
    }

    private Message hint(HintRequest h) {
        Failure cannot = cannotDecide();
        if (cannot != null) {
            return cannot;
        }
        Advice a = Advice.of(state, new Budget(h.millis(), 0, 1, state.ply()));
        return new Advise(a.move(), a.text());
    }

    private Message observation(ObservationRequest o) {
        if (state == null) {
            return new Failure("no game yet: send game " + game.id() + " [<variant>] and position first");
        }
        int players = state.view().players();
        if (o.seat() > players) {
            return new Failure("seat " + o.seat() + " is not a seat of this game; seats are 1 to " + players);
        }
        if (o.seat() == 0 && (state.isOver() || state.isChance())) {
            return new Failure("no seat is to move " + (state.isOver() ? "once the game is over" : "at a chance outcome")
                    + ": ask for one with observation seat <n>");
        }
        int seat = o.seat() > 0 ? o.seat() - 1 : state.toMove();
        return new Observed(Observations.line(Observations.of(state, seat)));
    }

    /** Why no decision can be asked for now, or null when the seat to move can decide. */
    private Failure cannotDecide() {
        if (state == null) {
            return new Failure("no game yet: send game " + game.id() + " [<variant>] and position first");
        }
        if (state.isOver()) {
            return new Failure("the game is over: there is no move to choose");
        }
        if (state.isChance()) {
            return new Failure("a chance outcome is due: send it as the next move of position (the referee draws"
                    + " chance, never the engine)");
        }
        return null;
    }

    private Message go(Go g) {
        Failure cannot = cannotDecide();
        if (cannot != null) {
            return cannot;
        }
        if (g.seat() > 0 && g.seat() != state.toMove() + 1) {
            return new Failure("seat " + g.seat() + " is not to move; seat " + (state.toMove() + 1) + " is");
        }
        Budget own = agent.budget();
        long millis = own.timeMillis() > 0 ? Math.min(own.timeMillis(), g.millis()) : g.millis();
        int action = agent.choose(state, new Budget(millis, own.iterations(), own.threads(), g.seed()));
        return new Move(state.format(action));
    }
}
