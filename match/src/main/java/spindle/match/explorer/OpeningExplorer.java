package spindle.match.explorer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import spindle.ai.BuiltInAgents;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Symmetries;
import spindle.engine.Variant;
import spindle.match.CanonicalPositions;

/**
 * The opening explorer of one game and variant (docs/explorer.md): for every position reached in the games added,
 * each move played from it, how often, and how the mover scored with it. Positions are keyed by the game's
 * canonical position under its symmetries (the smallest hash of a position's images, {@link Game#symmetries}), so a
 * line and its mirror image share their figures; a move is kept in that canonical frame and answered in the frame
 * of the position asked about. People's games and computers' games are kept apart ({@link Players}).
 */
public final class OpeningExplorer {
    /** Who played a game: the explorer keeps their figures apart. */
    public enum Players {
        PEOPLE, COMPUTERS;

        /**
         * Who played a game whose record names {@code players}: computers when every seat is an agent ({@code
         * mcts:hard} as tournaments write it, {@code ai:mcts:hard} as the server does), else people.
         */
        public static Players of(Game game, List<String> players) {
            for (String p : players) {
                String spec = p.startsWith("ai:") ? p.substring(3) : p;
                try {
                    BuiltInAgents.create(spec, game);
                } catch (RuntimeException notAnAgent) {
                    return PEOPLE;
                }
            }
            return COMPUTERS;
        }
    }

    /** One move from a position: played {@code games} times, the mover's mean score (0 to 1), the last game's id. */
    public record MoveStats(String move, int games, double score, String lastGame) {
    }

    private static final class Tally {
        int games;
        double scoreSum;
        String lastGame;
    }

    private final Game game;
    private final Variant variant;
    private final Optional<Symmetries> symmetries;
    /** players -> canonical position key -> canonical action -> tally */
    private final Map<Players, Map<Long, Map<Integer, Tally>>> tallies = new HashMap<>();
    private int gamesAdded;

    public OpeningExplorer(Game game, Variant variant) {
        this.game = game;
        this.variant = variant;
        this.symmetries = game.symmetries(variant);
    }

    public int gamesAdded() {
        return gamesAdded;
    }

    /**
     * Adds a finished game: every decision of a seat along {@code end}'s history (chance outcomes are no choice)
     * counts for the position it was made in, scored by the mover's result in {@code payoffs}.
     */
    public void add(GameState end, double[] payoffs, Players players, String gameId) {
        if (!end.game().id().equals(game.id()) || !end.variant().equals(variant)) {
            throw new IllegalArgumentException("a game of " + end.game().id() + " [" + end.variant()
                    + "] does not belong in the explorer of " + game.id() + " [" + variant + "]");
        }
        Map<Long, Map<Integer, Tally>> byPosition = tallies.computeIfAbsent(players, p -> new HashMap<>());
        for (GameState after = end; after.previous() != null; after = after.previous()) {
            GameState before = after.previous();
            if (before.isChance()) {
                continue;
            }
            Position p = before.view();
            int symmetry = canonicalSymmetry(p);
            int played = after.lastAction();
            int action = symmetries.map(s -> s.action(symmetry, played)).orElse(played);
            Tally t = byPosition.computeIfAbsent(key(p, symmetry), k -> new HashMap<>())
                    .computeIfAbsent(action, a -> new Tally());
            t.games++;
            t.scoreSum += score(payoffs, before.toMove());
            t.lastGame = gameId; // games are added oldest first
        }
        gamesAdded++;
    }

    /** The moves played from {@code state}'s position by {@code players}, most played first, in its own frame. */
    public List<MoveStats> moves(GameState state, Players players) {
        Position p = state.view();
        int symmetry = canonicalSymmetry(p);
        Map<Integer, Tally> found = tallies.getOrDefault(players, Map.of()).get(key(p, symmetry));
        List<MoveStats> moves = new ArrayList<>();
        if (found == null) {
            return moves;
        }
        int back = symmetries.map(s -> s.inverse(symmetry)).orElse(0);
        for (Map.Entry<Integer, Tally> e : found.entrySet()) {
            int action = symmetries.map(s -> s.action(back, e.getKey())).orElse(e.getKey());
            Tally t = e.getValue();
            moves.add(new MoveStats(state.format(action), t.games, t.scoreSum / t.games, t.lastGame));
        }
        moves.sort(Comparator.comparingInt(MoveStats::games).reversed().thenComparing(MoveStats::move));
        return moves;
    }

    /** The mover's score in a game with {@code payoffs}: 1 for the best payoff, 0 for the worst, 0.5 for all equal. */
    static double score(double[] payoffs, int mover) {
        double best = Double.NEGATIVE_INFINITY;
        double worst = Double.POSITIVE_INFINITY;
        for (double p : payoffs) {
            best = Math.max(best, p);
            worst = Math.min(worst, p);
        }
        return best == worst ? 0.5 : (payoffs[mover] - worst) / (best - worst);
    }

    private int canonicalSymmetry(Position p) {
        return CanonicalPositions.symmetry(symmetries, p);
    }

    private long key(Position p, int symmetry) {
        return CanonicalPositions.key(symmetries, p, symmetry);
    }
}
