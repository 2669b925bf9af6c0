package spindle.server.explorer;

import java.util.ArrayList;
import java.util.List;
import spindle.engine.GameState;
import spindle.match.explorer.CanonicalPositions;
import spindle.match.explorer.OpeningExplorer;
import spindle.server.game.RatedSeats;
import spindle.server.game.Seat;
import spindle.server.game.Table;

/**
 * What a finished game adds to the explorer: its book and one step per decision of a seat. A game set up from a
 * position, or one that ended before each side had played two turns (an abandoned start, as a rated game would not
 * count it), adds nothing.
 */
public final class GameIndexer {
    private GameIndexer() {
    }

    /** The book of {@code t}'s games: computers' when every seat is an AI level or a bot account. */
    static Book book(Table t) {
        boolean computers = t.seats().stream().allMatch(GameIndexer::program);
        return new Book(t.game().id(), t.variant().toString(), computers ? Book.COMPUTERS : Book.PEOPLE);
    }

    private static boolean program(Seat s) {
        return s.isAi() || (s.player() != null && s.player().bot());
    }

    /** Each seat's rating going into the game ({@link Double#NaN}: none), read as it ends. */
    static double[] ratings(Table t, MoverRatings ratings) {
        double[] rating = new double[t.seats().size()];
        for (int seat = 0; seat < rating.length; seat++) {
            rating[seat] = ratings.of(t, seat).orElse(Double.NaN);
        }
        return rating;
    }

    /** The steps of the finished game {@code t}, or none when the explorer leaves it out. */
    static List<ExplorerStore.Step> steps(Table t, double[] rating) {
        if (!t.over() || t.state().from() != null || RatedSeats.unratedReason(t) != null) {
            return List.of();
        }
        return steps(t.state(), t.payoffs(), rating);
    }

    /** One step per decision along {@code end}'s history, scored by {@code payoffs}, with each seat's rating. */
    public static List<ExplorerStore.Step> steps(GameState end, double[] payoffs, double[] rating) {
        List<ExplorerStore.Step> steps = new ArrayList<>();
        for (CanonicalPositions.Decision d : new CanonicalPositions(end.game(), end.variant()).decisions(end)) {
            steps.add(new ExplorerStore.Step(d.position(), d.move(), OpeningExplorer.score(payoffs, d.mover()),
                    rating[d.mover()]));
        }
        return steps;
    }
}
