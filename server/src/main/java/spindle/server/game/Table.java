package spindle.server.game;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.engine.ChanceDraws;
import spindle.match.Forfeit;
import spindle.server.clock.GameClock;
import spindle.server.http.ApiException;

/**
 * One hosted game: the rules state plus who sits where, the seed of its dice and a version that grows with every
 * change. Immutable; every change returns a new table, which the {@link GameStore} swaps in atomically.
 *
 * <p>Chance nodes never wait for anyone: after every move the table draws them from {@code seed} and the ply with
 * {@link ChanceDraws}, so undoing and replaying a move gives the same dice (undo cannot be used to reroll), and the
 * game's record can say its dice came from its seed. Except with the table's own dice ({@link Conduct#tableDice}):
 * then the game waits at each chance node until someone at the table enters the outcome thrown there.
 *
 * @param paceMillis the least time an AI move takes, so that people can follow an AI's moves
 * @param updated when the table last changed (a finished game's finish time in its record)
 * @param conduct a resignation, an agreed draw and the pending offers ({@link TableActions})
 * @param clock the game's time control, or null for none ({@link Clocks})
 */
public record Table(String id, Game game, Variant variant, List<Seat> seats, long seed, long paceMillis,
                    GameState state, long version, Instant created, Instant updated, Conduct conduct,
                    GameClock clock) {

    public Table {
        seats = List.copyOf(seats);
        conduct = conduct == null ? Conduct.NONE : conduct;
    }

    /** A game without a clock. */
    public Table(String id, Game game, Variant variant, List<Seat> seats, long seed, long paceMillis,
                 GameState state, long version, Instant created, Instant updated, Conduct conduct) {
        this(id, game, variant, seats, seed, paceMillis, state, version, created, updated, conduct, null);
    }

    /** Whether the game is over: by its rules, a resignation or an agreed draw. */
    public boolean over() {
        return state.isOver() || conduct.ending() != null;
    }

    /**
     * Whether the seed may be shown: a rated game's seed decides its chance outcomes (0-1-2's first player, the
     * dice) and is drawn by the server, so it stays secret until the game ends, then is shown for a replay.
     */
    public boolean seedRevealed() {
        return !conduct.rated() || over();
    }

    /** The payoffs of a finished game: the rules', or those of the resignation or the agreed draw. */
    /** The end reason of a game whose player to move left it and whose opponent claimed the win. */
    public static final String LEFT = Forfeit.PREFIX + "left the game";

    public double[] payoffs() {
        if (Forfeit.RESIGNED.equals(conduct.ending()) || Forfeit.TIME.equals(conduct.ending())
                || LEFT.equals(conduct.ending())) {
            return Forfeit.payoffs(seats.size(), conduct.resigned());
        }
        return Forfeit.DRAW_AGREED.equals(conduct.ending()) ? Forfeit.drawPayoffs() : state.payoffs();
    }

    /** The end reason of a finished game's record. */
    public String endReason() {
        return conduct.ending() != null ? conduct.ending() : game.endReason(state.view());
    }

    /** This table with {@code changed} conduct, as a new version. */
    public Table with(Conduct changed) {
        return new Table(id, game, variant, seats, seed, paceMillis, state, version + 1, created, Instant.now(),
                changed, clock);
    }

    /** This table with its clock charged or read ({@link Clocks}), the same version: the clock alone is no move. */
    public Table with(GameClock changed) {
        return new Table(id, game, variant, seats, seed, paceMillis, state, version, created, updated, conduct,
                changed);
    }

    /** The seat whose clock runs now, or -1 (no clock, the game is over, or the seat's first turn is untimed). */
    public int runningSeat() {
        return clock == null || seatToMove() == null || !clock.timed(state.toMove()) ? -1 : state.toMove();
    }

    /** A new game with its opening chance nodes (if any) already sampled. */
    public static Table create(String id, Game game, Variant variant, List<Seat> seats, long seed, long paceMillis) {
        return create(id, game, variant, seats, seed, paceMillis, null);
    }

    /** A new game with {@code clock} (null: none). */
    public static Table create(String id, Game game, Variant variant, List<Seat> seats, long seed, long paceMillis,
                               GameClock clock) {
        return create(id, game, variant, seats, seed, paceMillis, clock, GameState.start(game, variant));
    }

    /** A new game played on from {@code start} (the variant's start, or a position set up from its text). */
    public static Table create(String id, Game game, Variant variant, List<Seat> seats, long seed, long paceMillis,
                               GameClock clock, GameState start) {
        return create(id, game, variant, seats, seed, paceMillis, clock, start, Conduct.NONE);
    }

    /** A new game with {@code conduct} from the start: with the table's dice, no chance node is drawn. */
    public static Table create(String id, Game game, Variant variant, List<Seat> seats, long seed, long paceMillis,
                               GameClock clock, GameState start, Conduct conduct) {
        int players = start.view().players();
        if (seats.size() != players) {
            throw new VariantException(game.name() + " with these parameters has " + players + " seat"
                    + (players == 1 ? "" : "s") + "; got " + seats.size());
        }
        Instant now = Instant.now();
        GameState settled = conduct.tableDice() ? start : ChanceDraws.settle(start, seed);
        return new Table(id, game, variant, seats, seed, paceMillis, settled, 0, now, now, conduct, clock);
    }

    /** Whether the people at the table enter the chance outcomes (their own dice) rather than the server. */
    public boolean tableDice() {
        return conduct.tableDice();
    }

    /** Whether the game waits for the table to enter a chance outcome. */
    public boolean awaitsTableDice() {
        return tableDice() && !over() && state.isChance();
    }

    /**
     * The seat to move, or null when the game is over or at a chance node. A table settles its own chance nodes, but
     * an imported record may stop where the next throw is due, and nobody moves there; with the table's dice,
     * anyone at the table enters the throw ({@link #play}).
     */
    public Seat seatToMove() {
        return over() || state.isChance() ? null : seats.get(state.toMove());
    }

    /** Whether an AI is to move (so the server is thinking). */
    public boolean aiToMove() {
        Seat seat = seatToMove();
        return seat != null && seat.isAi();
    }

    /** Whether a person at another browser plays a seat, which rules out undo. */
    public boolean online() {
        return seats.stream().anyMatch(Seat::isRemote);
    }

    /**
     * A move by the person holding {@code token}, which must be the token of the seat to move; or, where the table
     * throws its own dice, the outcome thrown, with the token of any seat of the game.
     */
    public Table play(String move, String token) {
        if (awaitsTableDice()) {
            requireSeat(token, "an outcome of the table's dice needs the token of a seat of this game");
            return next(state.apply(move));
        }
        Seat seat = personToMove();
        if (!seat.holds(token)) {
            int held = seatOf(token);
            if (held >= 0) {
                throw ApiException.conflict("it is not your turn: seat " + (held + 1) + " is yours, seat "
                        + (state.toMove() + 1) + " is to move");
            }
            throw new ApiException(token == null ? 401 : 403, token == null
                    ? "a move needs the token of the seat to move (from the seat's link)"
                    : "this token does not hold the seat to move");
        }
        return next(state.apply(move));
    }

    /**
     * A move by an identified player (a bot sending its player key, {@link BotApi}), who must hold the seat to move;
     * or, where the table throws its own dice, the outcome thrown, by a player holding any seat of the game.
     */
    public Table playAs(String move, String playerId) {
        if (awaitsTableDice()) {
            if (seats.stream().noneMatch(s -> playerId.equals(s.playerId()))) {
                throw new ApiException(403, "you hold no seat of game " + id);
            }
            return next(state.apply(move));
        }
        Seat seat = personToMove();
        if (!playerId.equals(seat.playerId())) {
            boolean holdsOne = seats.stream().anyMatch(s -> playerId.equals(s.playerId()));
            throw holdsOne ? ApiException.conflict("it is not your turn: seat " + (state.toMove() + 1) + " is to move")
                    : new ApiException(403, "you hold no seat of game " + id);
        }
        return next(state.apply(move));
    }

    /** The seat to move, which a person plays, or the 409 that says why nobody may move now. */
    private Seat personToMove() {
        if (over()) {
            throw ApiException.conflict("the game is over");
        }
        Seat seat = seatToMove();
        if (seat == null) {
            throw ApiException.conflict("the record stops where chance is to play; nobody can move here");
        }
        if (!seat.isPerson()) {
            throw ApiException.conflict("it is " + seat.spec() + "'s turn; nobody here can move for it");
        }
        return seat;
    }

    /** The index of the seat {@code token} holds, or -1 when it holds none. */
    public int seatOf(String token) {
        for (int i = 0; i < seats.size(); i++) {
            if (seats.get(i).holds(token)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The seat {@code token} holds, for a request that needs one: a 401 saying {@code missing} without a token, a
     * 403 when it holds no seat of this game.
     */
    public int requireSeat(String token, String missing) {
        if (token == null) {
            throw new ApiException(401, missing);
        }
        int seat = seatOf(token);
        if (seat < 0) {
            throw new ApiException(403, "this token holds no seat of game " + id);
        }
        return seat;
    }

    /** This table with seat {@code index} replaced (a seat taken from the lobby). */
    public Table withSeat(int index, Seat seat) {
        List<Seat> changed = new ArrayList<>(seats);
        changed.set(index, seat);
        return new Table(id, game, variant, changed, seed, paceMillis, state, version + 1, created, Instant.now(),
                conduct, clock);
    }

    /** The AI's action, accepted only while the table is still at {@code expectedVersion}. */
    public Table playAi(int action, long expectedVersion) {
        if (version != expectedVersion || !aiToMove()) {
            return this;
        }
        return next(state.apply(action));
    }

    /** The table after a move; the move (not a chance outcome) lapses a draw offer the mover's opponent made. */
    private Table next(GameState after) {
        int mover = state.toMove();
        Conduct c = conduct.drawOffer() >= 0 && !state.isChance() && conduct.drawOffer() != mover
                ? conduct.withDrawOffer(-1) : conduct;
        GameState settled = tableDice() ? after : ChanceDraws.settle(after, seed);
        return new Table(id, game, variant, seats, seed, paceMillis, settled, version + 1, created, Instant.now(),
                c, clock);
    }

    /** Whether {@link #undo()} would change anything. */
    public boolean canUndo() {
        return !online() && clock == null && !conduct.rated() && undoTarget() != null;
    }

    /**
     * Takes back the last decision made at a browser seat, together with every AI move and chance outcome after
     * it: the result is the state in which that person was to decide. An outcome of the table's dice is such a
     * decision: undo takes back a mistyped die alone.
     */
    public Table undo(String token) {
        if (online()) {
            throw ApiException.conflict("moves of an online game cannot be taken back");
        }
        if (clock != null) {
            throw ApiException.conflict("moves of a game with a clock cannot be taken back");
        }
        if (conduct.rated()) {
            throw ApiException.conflict("moves of a rated game cannot be taken back");
        }
        if (seatOf(token) < 0) {
            throw new ApiException(token == null ? 401 : 403, "undo needs the token of a seat of this browser");
        }
        GameState target = undoTarget();
        if (target == null) {
            throw ApiException.conflict("there is no move of a person at this browser to take back");
        }
        return new Table(id, game, variant, seats, seed, paceMillis, target, version + 1, created, Instant.now(),
                conduct.withDrawOffer(-1), clock);
    }

    private GameState undoTarget() {
        return state.lastDecisionOf(seat -> seats.get(seat).isPerson(), tableDice());
    }

    /** The state after the first {@code ply} actions of this game (for replays). */
    public GameState stateAt(int ply) {
        int now = state.ply();
        if (ply < 0 || ply > now) {
            throw new VariantException("ply must be 0.." + now + ", not " + ply);
        }
        GameState s = state;
        for (int i = now; i > ply; i--) {
            s = s.previous();
        }
        return s;
    }
}
