package spindle.server;

import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.IllegalActionException;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/**
 * One hosted game: the rules state plus who sits where, the seed of its dice and a version that grows with every
 * change. Immutable; every change returns a new table, which the {@link GameStore} swaps in atomically.
 *
 * <p>Chance nodes never wait for anyone: after every move the table samples them from a generator seeded by
 * {@code seed} and the ply, so undoing and replaying a move gives the same dice (undo cannot be used to reroll).
 *
 * @param paceMillis the least time an AI move takes, so that people can follow an AI's moves
 * @param changed when the last move (or undo) was made
 */
public record Table(String id, Game game, Variant variant, List<Seat> seats, long seed, long paceMillis,
                    GameState state, long version, Instant created, Instant changed) {

    public Table {
        seats = List.copyOf(seats);
    }

    /** A new game with its opening chance nodes (if any) already sampled. */
    public static Table create(String id, Game game, Variant variant, List<Seat> seats, long seed, long paceMillis) {
        GameState start = GameState.start(game, variant);
        int players = start.view().players();
        if (seats.size() != players) {
            throw new VariantException(game.name() + " with these parameters has " + players + " seat"
                    + (players == 1 ? "" : "s") + "; got " + seats.size());
        }
        return new Table(id, game, variant, seats, seed, paceMillis, settle(start, seed), 0, Instant.now(),
                Instant.now());
    }

    /** Plays chance outcomes until a player is to move or the game is over. */
    private static GameState settle(GameState state, long seed) {
        GameState s = state;
        while (s.isChance()) {
            SplittableRandom random = new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (s.ply() + 1)));
            s = s.apply(s.view().chance().sample(random));
        }
        return s;
    }

    /** The seat to move, or null when the game is over. */
    public Seat seatToMove() {
        return state.isOver() ? null : seats.get(state.toMove());
    }

    /** Whether an AI is to move (so the server is thinking). */
    public boolean aiToMove() {
        Seat seat = seatToMove();
        return seat != null && !seat.isHuman();
    }

    /** A move by a person at a browser seat. */
    public Table play(String move) {
        if (state.isOver()) {
            throw new IllegalActionException("the game is over");
        }
        if (aiToMove()) {
            throw ApiException.conflict("it is " + seatToMove().spec() + "'s turn; wait for the AI to move");
        }
        return next(state.apply(move));
    }

    /** The AI's action, accepted only while the table is still at {@code expectedVersion}. */
    public Table playAi(int action, long expectedVersion) {
        if (version != expectedVersion || !aiToMove()) {
            return this;
        }
        return next(state.apply(action));
    }

    private Table next(GameState after) {
        return new Table(id, game, variant, seats, seed, paceMillis, settle(after, seed), version + 1, created,
                Instant.now());
    }

    /** Whether {@link #undo()} would change anything. */
    public boolean canUndo() {
        return undoTarget() != null;
    }

    /**
     * Takes back the last decision made at a browser seat, together with every AI move and chance outcome after
     * it: the result is the state in which that person was to decide.
     */
    public Table undo() {
        GameState target = undoTarget();
        if (target == null) {
            throw ApiException.conflict("there is no move of a person at this browser to take back");
        }
        return new Table(id, game, variant, seats, seed, paceMillis, target, version + 1, created, Instant.now());
    }

    private GameState undoTarget() {
        for (GameState s = state.previous(); s != null; s = s.previous()) {
            if (s.toMove() >= 0 && seats.get(s.toMove()).isHuman()) {
                return s;
            }
        }
        return null;
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
