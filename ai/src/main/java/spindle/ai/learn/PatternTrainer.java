package spindle.ai.learn;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import spindle.ai.Budget;
import spindle.ai.MctsAgent;
import spindle.ai.MctsConfig;
import spindle.ai.SearchAgent;
import spindle.ai.Seeds;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.learn.MoveFeatures;
import spindle.engine.learn.PatternModel;

/**
 * Learns move patterns from strong play ({@code spindle train --patterns}): {@code mcts} at a long iteration budget
 * plays itself, every decision after the random opening is recorded as a competition among the legal moves' feature
 * teams ({@link MoveEvents}, features kept incrementally along the game), and {@link PatternFitter} fits the
 * features' Bradley–Terry strengths by minorization–maximization on nine games in ten. The tenth games are held out
 * to measure how often the strongest move by the patterns is the one played (top-1 and top-3). Games are seeded by
 * their number and joined in that order, so the model depends on the settings only, not on the thread count.
 */
public final class PatternTrainer {
    /** Every this many games, one is held out. */
    static final int HELD_OUT_EVERY = 10;

    /** Hears of progress: after each game (from any thread) and after each MM pass (from the caller's thread). */
    public interface Listener extends PatternFitter.PassListener {
        void gamePlayed();
    }

    /**
     * A trained model and how well it predicts held-out moves.
     *
     * @param top1       the chance that the patterns' strongest move is the one played, on held-out positions
     * @param top3       the same for the three strongest
     * @param randomTop1 the same chance for a uniformly random move, for comparison
     * @param randomTop3 the same for three random moves
     */
    public record Result(PatternModel model, int trainPositions, int heldOutPositions, double top1, double top3,
                         double randomTop1, double randomTop3) {
    }

    private final PatternSettings s;
    private final MoveFeatures features;

    public PatternTrainer(PatternSettings settings) {
        this.s = settings;
        Game game = settings.game();
        Trainer.requireTwoPlayers(game);
        this.features = features().orElseThrow(() -> new IllegalArgumentException(game.name() + " has no "
                + (settings.playout() ? "playout features (Game.playoutFeatures)" : "move features (Game.moveFeatures)")
                + " for the variant " + settings.variant() + ", which learned patterns read"));
    }

    /** A new object of the feature set learned: the playouts' or the tree's. */
    private java.util.Optional<MoveFeatures> features() {
        return s.playout() ? s.game().playoutFeatures(s.variant()) : s.game().moveFeatures(s.variant());
    }

    public Result run(String note, Listener listener) {
        ExecutorService pool = Trainer.daemonPool(s.threads(), "train");
        List<MoveEvents> games;
        try {
            games = Trainer.inParallel(pool, s.games(), i -> {
                MoveEvents events = play(Seeds.mix(s.seed(), 42, i));
                listener.gamePlayed();
                return events;
            });
        } finally {
            pool.shutdownNow();
        }
        MoveEvents train = new MoveEvents();
        MoveEvents heldOut = new MoveEvents();
        for (int i = 0; i < games.size(); i++) {
            (i % HELD_OUT_EVERY == HELD_OUT_EVERY - 1 ? heldOut : train).addAll(games.get(i));
        }
        double[] log = new PatternFitter(features.count()).fit(train, s.passes(), listener);
        float[] strengths = new float[log.length];
        for (int f = 0; f < log.length; f++) {
            strengths[f] = (float) log[f];
        }
        PatternModel model = new PatternModel(s.game().id(), s.variant().toString(), features.name(),
                features.version(), note, strengths);
        double[] a = PatternFitter.accuracy(heldOut, strengths);
        return new Result(model, train.events(), heldOut.events(), a[0], a[1], a[2], a[3]);
    }

    /** One game of strong self-play, its decisions after the opening recorded. */
    private MoveEvents play(long seed) {
        Game game = s.game();
        MoveFeatures f = features().orElseThrow();
        // the game's own knowledge teaches, not models shipped since (so the documented commands train the same files)
        MctsConfig config = MctsConfig.strong(game, s.variant()).withLearned(false);
        SearchAgent[] agents = {new MctsAgent("train", config, Budget.iterations(s.iterations(), 0)),
            new MctsAgent("train", config, Budget.iterations(s.iterations(), 0))};
        GameState state = GameState.start(game, s.variant());
        SplittableRandom random = new SplittableRandom(seed);
        Position first = state.view();
        int[] legal = new int[first.maxActions()];
        int[] team = new int[f.maxPerMove()];
        MoveEvents events = new MoveEvents();
        f.reset(first);
        int decisions = 0;
        while (!state.isOver()) {
            Position view = state.view();
            int action;
            if (state.isChance() || decisions < s.randomPlies()) {
                action = view.randomAction(random, legal);
            } else {
                int mover = view.toMove();
                action = agents[mover].analyse(state, Budget.iterations(s.iterations(),
                        Seeds.mix(seed, state.ply(), mover))).action();
                record(events, f, view, legal, action, team);
            }
            decisions += state.isChance() ? 0 : 1;
            state = state.apply(action);
            f.played(state.view(), action);
        }
        return events;
    }

    /**
     * One decision as a competition among the legal moves that have features. A move without any (a playout set's
     * switch, say, which the game's own policy times) takes no part, and a decision that chose one is not learned.
     */
    private static void record(MoveEvents events, MoveFeatures f, Position view, int[] legal, int action, int[] team) {
        int n = view.legalActions(legal);
        if (f.features(view, action, team) == 0) {
            return;
        }
        events.begin();
        int chosen = -1;
        int moves = 0;
        for (int i = 0; i < n; i++) {
            int k = f.features(view, legal[i], team);
            if (k > 0) {
                chosen = legal[i] == action ? moves : chosen;
                events.move(team, k);
                moves++;
            }
        }
        events.chosen(chosen);
    }
}
