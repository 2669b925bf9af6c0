package spindle.match;

import java.util.Arrays;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * The referee's round cap on games whose rules may never end (the solo extended game of Just Playing a Round, in
 * which continuing never costs anything, so a maximising agent never retires): the {@code compete} rule, retire at
 * the end of round N ({@code --ai-rounds}, default {@value #DEFAULT_ROUNDS}). A capped game is recorded with the end
 * reason {@value #REASON} and its score: the retirement's where the game could retire, else
 * {@link Game#cappedPayoffs}.
 */
public final class RoundCap {
    public static final int DEFAULT_ROUNDS = 100;
    public static final String REASON = "round cap";
    /** No cap: games play until their rules end them. */
    public static final RoundCap NONE = new RoundCap(null, 0);

    private final Game game;
    private final int rounds;

    private RoundCap(Game game, int rounds) {
        this.game = game;
        this.rounds = rounds;
    }

    /** The cap at {@code rounds} (0: none) for {@code variant}; none where the rules bound the game themselves. */
    public static RoundCap of(Game game, Variant variant, int rounds) {
        if (rounds < 0) {
            throw new IllegalArgumentException("a round cap is 0 (none) or a number of rounds, not " + rounds);
        }
        return rounds == 0 || game.plyBound(variant).isPresent() ? NONE : new RoundCap(game, rounds);
    }

    /** What the cap does at {@code p}: {@link Game#CAP_PLAYS_ON}, {@link Game#CAP_STOPS_HERE} or the action. */
    public int at(Position p) {
        return game == null ? Game.CAP_PLAYS_ON : game.roundCap(p, rounds);
    }

    /** The payoffs of a game the cap stopped at {@code p}, where no action could end it. */
    public double[] stoppedPayoffs(Position p) {
        return game.cappedPayoffs(p);
    }

    /** Whether a record that says it was capped has the payoffs of its final position, over or stopped. */
    static boolean consistent(GameRecord record, Game game, GameState state) {
        double[] claimed = record.payoffs().stream().mapToDouble(Double::doubleValue).toArray();
        return Arrays.equals(claimed, state.isOver() ? state.payoffs() : game.cappedPayoffs(state.view()));
    }
}
