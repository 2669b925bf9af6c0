package spindle.ai.learn;

import java.util.SplittableRandom;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.ai.MctsAgent;
import spindle.ai.MctsConfig;
import spindle.ai.SearchAgent;
import spindle.ai.Seeds;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.engine.learn.LearnedModel;

/**
 * One game between two versions of the evaluator, each searched by {@code mcts} with the game's playout policy and
 * prior at a fixed iteration budget (so a game depends on its seed only). The first decisions are uniformly random,
 * for variety. Optionally records both seats' observations of every decision, labelled with the final payoff and
 * the search's estimate ({@link Samples#label}).
 */
final class SelfPlay {
    private final Game game;
    private final Variant variant;
    private final int iterations;
    private final int randomPlies;

    SelfPlay(Game game, Variant variant, int iterations, int randomPlies) {
        this.game = game;
        this.variant = variant;
        this.iterations = iterations;
        this.randomPlies = randomPlies;
    }

    /**
     * Plays one game, {@code models[seat]} evaluating for each seat (null: the game's own knowledge); returns the
     * payoffs. With {@code samples}, adds the observations of the game to it.
     */
    double[] play(LearnedModel[] models, long seed, long openingSeed, Samples samples) {
        Game[] seats = new Game[models.length];
        for (int seat = 0; seat < seats.length; seat++) {
            seats[seat] = new ModelGame(game, models[seat]);
        }
        return play(seats, seed, openingSeed, samples);
    }

    /** Plays one game, each seat searching with the knowledge of its own version of the game; returns the payoffs. */
    double[] play(Game[] seats, long seed, long openingSeed, Samples samples) {
        int players = seats.length;
        GameState[] states = new GameState[players];
        SearchAgent[] agents = new SearchAgent[players];
        // each seat's knowledge is its game's, never the models shipped with the game
        MctsConfig config = MctsConfig.strong(game, variant).withLearned(false);
        for (int seat = 0; seat < players; seat++) {
            states[seat] = GameState.start(seats[seat], variant);
            agents[seat] = new MctsAgent("train", config, Budget.iterations(iterations, 0));
        }
        SplittableRandom opening = new SplittableRandom(openingSeed);
        SplittableRandom chance = new SplittableRandom(seed);
        int[] scratch = new int[states[0].view().maxActions()];
        float[] observation = samples == null ? null
                : new float[game.observationSpec(variant).orElseThrow().size()];
        int decisions = 0;
        int first = samples == null ? 0 : samples.size();
        while (!states[0].isOver()) {
            Position view = states[0].view();
            int action;
            if (states[0].isChance()) {
                action = view.randomAction(chance, scratch);
            } else {
                int mover = view.toMove();
                double searched = Double.NaN;
                if (decisions < randomPlies) {
                    action = view.randomAction(opening, scratch);
                } else {
                    Hint hint = agents[mover].analyse(states[mover],
                            Budget.iterations(iterations, Seeds.mix(seed, states[0].ply(), mover)));
                    action = hint.action();
                    searched = hint.value();
                }
                for (int seat = 0; samples != null && seat < players; seat++) {
                    game.observe(view, seat, observation);
                    samples.add(observation, seat, seat == mover ? searched : 1 - searched);
                }
                decisions++;
            }
            for (int seat = 0; seat < players; seat++) {
                states[seat] = states[seat].apply(action);
            }
        }
        double[] payoffs = states[0].payoffs();
        if (samples != null) {
            samples.label(first, payoffs);
        }
        return payoffs;
    }
}
