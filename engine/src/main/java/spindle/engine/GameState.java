package spindle.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An immutable game position with its history: what the CLI, server, records and tests see. {@link #apply(int)}
 * checks legality, copies the position and plays on the copy, so a state is safe to share between threads and is
 * its own undo history ({@link #previous()}).
 */
public final class GameState {
    private final Game game;
    private final Variant variant;
    private final Notation notation;
    private final Position position; // never played on after construction
    private final GameState previous;
    private final int lastAction;
    private final int ply;

    private GameState(Game game, Variant variant, Notation notation, Position position, GameState previous,
                      int lastAction) {
        this.game = game;
        this.variant = variant;
        this.notation = notation;
        this.position = position;
        this.previous = previous;
        this.lastAction = lastAction;
        this.ply = previous == null ? 0 : previous.ply + 1;
    }

    /** The start of a new game. */
    public static GameState start(Game game, Variant variant) {
        if (!variant.gameId().equals(game.id())) {
            throw new VariantException("variant of " + variant.gameId() + " given to " + game.id());
        }
        return new GameState(game, variant, game.notation(variant), game.newGame(variant), null, -1);
    }

    /** The start of a new game of the default variant. */
    public static GameState start(Game game) {
        return start(game, game.defaultVariant());
    }

    /** Replays text moves from the start; the first bad one throws with its ply number. */
    public static GameState replay(Game game, Variant variant, List<String> moves) {
        GameState state = start(game, variant);
        for (int i = 0; i < moves.size(); i++) {
            try {
                state = state.apply(moves.get(i));
            } catch (SpindleException e) {
                String msg = "ply " + (i + 1) + " '" + moves.get(i) + "': " + e.getMessage();
                throw e instanceof NotationException ? new NotationException(msg) : new IllegalActionException(msg);
            }
        }
        return state;
    }

    /** The state after a legal action; throws {@link IllegalActionException} if it is not legal. */
    public GameState apply(int action) {
        if (position.isOver()) {
            throw new IllegalActionException("the game is over");
        }
        if (!position.isLegal(action)) {
            throw new IllegalActionException(describeIllegal(action));
        }
        Position next = position.copy();
        next.play(action);
        return new GameState(game, variant, notation, next, this, action);
    }

    /** The state after a move in notation; throws {@link NotationException} or {@link IllegalActionException}. */
    public GameState apply(String move) {
        if (position.isOver()) {
            throw new IllegalActionException("the game is over");
        }
        return apply(notation.parse(position, move));
    }

    private String describeIllegal(int action) {
        String text;
        try {
            text = action >= 0 && action < position.actionSpace() ? notation.format(position, action) : "#" + action;
        } catch (RuntimeException e) {
            text = "#" + action;
        }
        return text + " is not legal now" + game.whyIllegal(position, action).map(why -> ": " + why).orElse("");
    }

    public Game game() {
        return game;
    }

    public Variant variant() {
        return variant;
    }

    public Notation notation() {
        return notation;
    }

    /** A private copy of the position, free to play on. */
    public Position position() {
        return position.copy();
    }

    /** The position itself, for read-only queries (never call {@code play} on it). */
    public Position view() {
        return position;
    }

    public int toMove() {
        return position.toMove();
    }

    public boolean isOver() {
        return position.isOver();
    }

    public boolean isChance() {
        return position.toMove() == Position.CHANCE;
    }

    public double[] payoffs() {
        return position.payoffs();
    }

    public int[] legalActions() {
        int[] buffer = new int[position.maxActions()];
        return Arrays.copyOf(buffer, position.legalActions(buffer));
    }

    /** The legal actions in notation. */
    public List<String> legalMoves() {
        List<String> moves = new ArrayList<>();
        for (int a : legalActions()) {
            moves.add(notation.format(position, a));
        }
        return moves;
    }

    public boolean isLegal(int action) {
        return position.isLegal(action);
    }

    /** Text of an action in this position. */
    public String format(int action) {
        return notation.format(position, action);
    }

    /** Parses text in this position (the action may still be illegal). */
    public int parse(String move) {
        return notation.parse(position, move);
    }

    /** The state before the last action, or null at the start. */
    public GameState previous() {
        return previous;
    }

    /** The action that led here, or -1 at the start. */
    public int lastAction() {
        return lastAction;
    }

    /** Number of actions played, chance outcomes included. */
    public int ply() {
        return ply;
    }

    /** Every action from the start, in order. */
    public int[] actions() {
        List<GameState> chain = chain();
        int[] actions = new int[chain.size() - 1];
        for (int i = 1; i < chain.size(); i++) {
            actions[i - 1] = chain.get(i).lastAction;
        }
        return actions;
    }

    /** Every move from the start, in notation (each formatted in the position it was played in). */
    public List<String> moves() {
        List<GameState> chain = chain();
        List<String> moves = new ArrayList<>(chain.size());
        for (int i = 1; i < chain.size(); i++) {
            moves.add(chain.get(i - 1).format(chain.get(i).lastAction));
        }
        return moves;
    }

    private List<GameState> chain() {
        List<GameState> chain = new ArrayList<>();
        for (GameState s = this; s != null; s = s.previous) {
            chain.add(s);
        }
        Collections.reverse(chain);
        return chain;
    }

    /** The game's text board. */
    public String render() {
        return game.render(position);
    }

    @Override
    public String toString() {
        return game.id() + " " + variant + " after " + moves();
    }
}
