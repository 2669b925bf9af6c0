package spindle.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.IntPredicate;

/**
 * An immutable game position with its history: what the CLI, server, records and tests see. {@link #apply(int)}
 * checks legality, copies the position and plays on the copy, so a state is safe to share between threads and is
 * its own undo history ({@link #previous()}).
 *
 * <p>History costs little: a state keeps its {@link Position} only at every {@value #CHECKPOINT}th ply and while it
 * is one of the {@value #RECENT} most recently used states of its game. Any other state drops its position and, when
 * asked, rebuilds it by replaying its actions from the nearest ancestor that kept one (at most
 * {@value #CHECKPOINT} - 1 plays). A rebuild is deterministic, so two threads racing to rebuild the same state
 * produce equal positions and either may win; a position, once published, is never played on.
 */
public final class GameState {
    /** Every state whose ply is a multiple of this keeps its position for good. */
    static final int CHECKPOINT = 32;
    /** How many other states of one game keep their position: the newest and the most recently rebuilt. */
    static final int RECENT = 2;
    /** Start positions and notations by variant, so games of one variant share their read-only tables. */
    private static final int TEMPLATES = 64;
    private static final Map<TemplateKey, Template> TEMPLATE = new ConcurrentHashMap<>();

    /** The game by identity: two games (of tests, say) may share an id but not their rules. */
    private record TemplateKey(Game game, Variant variant) {
    }

    private record Template(Position start, Notation notation) {
    }

    private final Game game;
    private final Variant variant;
    private final Notation notation;
    private final Position kept; // a checkpoint's position, or null
    private volatile Position recent; // a position held while this state is in its game's RecentStates ring
    private volatile String text; // the notation of lastAction, once asked for
    private volatile String words; // lastAction in the game's words ("" for none), once asked for
    private final RecentStates ring;
    private final GameState previous;
    private final int lastAction;
    private final int ply;
    private final int toMove;
    private final String from; // the position text the game started from, or null: the variant's start

    private GameState(Game game, Variant variant, Notation notation, Position position, GameState previous,
                      int lastAction, RecentStates ring, String from) {
        this.from = from;
        this.game = game;
        this.variant = variant;
        this.notation = notation;
        this.previous = previous;
        this.lastAction = lastAction;
        this.ply = previous == null ? 0 : previous.ply + 1;
        this.toMove = position.toMove();
        this.ring = ring;
        if (ply % CHECKPOINT == 0) {
            this.kept = position;
        } else {
            this.kept = null;
            this.recent = position;
            ring.add(this);
        }
    }

    /** The start of a new game. */
    public static GameState start(Game game, Variant variant) {
        Template t = template(game, variant);
        return new GameState(game, variant, t.notation(), t.start().copy(), null, -1, new RecentStates(), null);
    }

    /**
     * A game going on from the position that {@code positionText} describes ({@link Game#parsePosition}); its
     * history starts there. Bad text throws {@link NotationException}.
     */
    public static GameState from(Game game, Variant variant, String positionText) {
        Template t = template(game, variant);
        Position start = game.parsePosition(variant, positionText);
        return new GameState(game, variant, t.notation(), start, null, -1, new RecentStates(), game.positionText(start));
    }

    private static Template template(Game game, Variant variant) {
        if (!variant.gameId().equals(game.id())) {
            throw new VariantException("variant of " + variant.gameId() + " given to " + game.id());
        }
        TemplateKey key = new TemplateKey(game, variant);
        Template t = TEMPLATE.get(key);
        if (t == null) {
            // the start of a variant is deterministic (records replay from it), so one copy serves every game
            t = new Template(game.newGame(variant), game.notation(variant));
            if (TEMPLATE.size() >= TEMPLATES) {
                TEMPLATE.clear();
            }
            TEMPLATE.put(key, t);
        }
        return t;
    }

    /** The start of a new game of the default variant. */
    public static GameState start(Game game) {
        return start(game, game.defaultVariant());
    }

    /** Replays text moves from the start; the first bad one throws with its ply number. */
    public static GameState replay(Game game, Variant variant, List<String> moves) {
        return replay(start(game, variant), moves);
    }

    /** Replays text moves from {@code state}; the first bad one throws with its ply number (counted from there). */
    public static GameState replay(GameState state, List<String> moves) {
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
        Position position = view();
        if (position.isOver()) {
            throw new IllegalActionException("the game is over");
        }
        if (!position.isLegal(action)) {
            throw new IllegalActionException(describeIllegal(position, action));
        }
        Position next = position.copy();
        next.play(action);
        return new GameState(game, variant, notation, next, this, action, ring, from);
    }

    /** The state after a move in notation; throws {@link NotationException} or {@link IllegalActionException}. */
    public GameState apply(String move) {
        if (isOver()) {
            throw new IllegalActionException("the game is over");
        }
        return apply(notation.parse(view(), move));
    }

    private String describeIllegal(Position position, int action) {
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

    /**
     * The position text this game started from ({@link #from(Game, Variant, String)}, as the game writes it), or
     * null when it started from the variant's start: with {@link #moves()} it is the whole game.
     */
    public String from() {
        return from;
    }

    /** The position as text ({@link Game#positionText}). */
    public String positionText() {
        return game.positionText(view());
    }

    public Variant variant() {
        return variant;
    }

    public Notation notation() {
        return notation;
    }

    /** A private copy of the position, free to play on. */
    public Position position() {
        return view().copy();
    }

    /** The position itself, for read-only queries (never call {@code play} on it). */
    public Position view() {
        Position p = kept;
        if (p != null) {
            return p;
        }
        p = recent;
        return p != null ? p : rebuild();
    }

    /** Replays the actions since the nearest ancestor holding a position; keeps the result among the recent. */
    private Position rebuild() {
        int[] actions = new int[CHECKPOINT];
        int n = 0;
        GameState s = this;
        Position base = null;
        while (base == null) {
            if (n == actions.length) {
                actions = Arrays.copyOf(actions, n * 2);
            }
            actions[n++] = s.lastAction;
            s = s.previous;
            base = s.kept != null ? s.kept : s.recent;
        }
        Position p = base.copy();
        for (int i = n - 1; i >= 0; i--) {
            p.play(actions[i]);
        }
        recent = p;
        ring.add(this);
        return p;
    }

    /** Whether this state holds its position now rather than rebuilding it when asked (for tests). */
    boolean holdsPosition() {
        return kept != null || recent != null;
    }

    public int toMove() {
        return toMove;
    }

    public boolean isOver() {
        return toMove == Position.OVER;
    }

    public boolean isChance() {
        return toMove == Position.CHANCE;
    }

    public double[] payoffs() {
        return view().payoffs();
    }

    public int[] legalActions() {
        Position position = view();
        int[] buffer = new int[position.maxActions()];
        return Arrays.copyOf(buffer, position.legalActions(buffer));
    }

    /**
     * The legal actions in notation, in the order of their action codes: the same list for the same position, however
     * it was reached (a game may list its actions in an order that depends on its history).
     */
    public List<String> legalMoves() {
        Position position = view();
        List<String> moves = new ArrayList<>();
        int[] legal = legalActions();
        Arrays.sort(legal);
        for (int a : legal) {
            moves.add(notation.format(position, a));
        }
        return moves;
    }

    public boolean isLegal(int action) {
        return view().isLegal(action);
    }

    /** Text of an action in this position. */
    public String format(int action) {
        return notation.format(view(), action);
    }

    /** Parses text in this position (the action may still be illegal). */
    public int parse(String move) {
        return notation.parse(view(), move);
    }

    /** The state before the last action, or null at the start. */
    public GameState previous() {
        return previous;
    }

    /**
     * The latest earlier state where someone decided what undo takes back: a seat for which {@code person} holds,
     * or a chance node when {@code chanceByPeople} (dice thrown at the table); null when there is none.
     */
    public GameState lastDecisionOf(IntPredicate person, boolean chanceByPeople) {
        for (GameState s = previous; s != null; s = s.previous) {
            if (s.isChance() ? chanceByPeople : s.toMove() >= 0 && person.test(s.toMove())) {
                return s;
            }
        }
        return null;
    }

    /** The states from the start to this one, this one last. */
    public List<GameState> line() {
        List<GameState> line = new ArrayList<>(ply + 1);
        for (GameState s = this; s != null; s = s.previous) {
            line.add(s);
        }
        Collections.reverse(line);
        return line;
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
        int[] actions = new int[ply];
        for (GameState s = this; s.previous != null; s = s.previous) {
            actions[s.ply - 1] = s.lastAction;
        }
        return actions;
    }

    /**
     * Every move so far in the game's own words ({@link Game#inWords}), oldest first, an empty string where the game
     * has none.
     */
    public List<String> movesInWords() {
        return each(described(), s -> s.words);
    }

    /** Every move from the start, in notation (each formatted in the position it was played in). */
    public List<String> moves() {
        return each(described(), s -> s.text);
    }

    /**
     * This state and those before it, indexed by ply, each with its move's notation and words: those a state lacks
     * are made in one pass, by one working copy walking forward, so a long history costs one play per move, not a
     * rebuild per move, and asking for both costs no second pass.
     */
    private GameState[] described() {
        GameState[] chain = new GameState[ply + 1];
        int firstMissing = ply + 1;
        for (GameState s = this; s != null; s = s.previous) {
            chain[s.ply] = s;
            if (s.previous != null && (s.text == null || s.words == null)) {
                firstMissing = s.ply;
            }
        }
        if (firstMissing <= ply) {
            Position p = chain[firstMissing - 1].position();
            for (int i = firstMissing; i <= ply; i++) {
                GameState s = chain[i];
                if (s.text == null) {
                    s.text = notation.format(p, s.lastAction);
                }
                if (s.words == null) {
                    s.words = game.inWords(p, s.lastAction).orElse("");
                }
                p.play(s.lastAction);
            }
        }
        return chain;
    }

    private static List<String> each(GameState[] chain, Function<GameState, String> part) {
        List<String> parts = new ArrayList<>(chain.length - 1);
        for (int i = 1; i < chain.length; i++) {
            parts.add(part.apply(chain[i]));
        }
        return parts;
    }

    /** The game's text board. */
    public String render() {
        return game.render(view());
    }

    /** The text board, with ANSI colours when {@code colour} is true (see {@link Game#render(Position, boolean)}). */
    public String render(boolean colour) {
        return game.render(view(), colour);
    }

    @Override
    public String toString() {
        return game.id() + " " + variant + " after " + moves();
    }

    /** Drops the position this state holds as one of its game's recent states ({@link RecentStates}). */
    void forgetRecent() {
        recent = null;
    }
}
