package spindle.match;

import java.util.Locale;
import spindle.ai.Agents;

/** Plain-text tables of a {@link TournamentResult}, for the command line. */
public final class TournamentTable {
    private TournamentTable() {
    }

    public static String format(TournamentResult r) {
        return r.twoPlayer() ? twoPlayer(r) : solo(r);
    }

    private static String twoPlayer(TournamentResult r) {
        StringBuilder s = new StringBuilder();
        int n = r.agents().size();
        int width = 8;
        for (String a : r.agents()) {
            width = Math.max(width, a.length());
        }
        s.append(String.format(Locale.ROOT, "%-" + width + "s %6s %6s %6s %6s %7s   %s%n", "agent", "games", "wins",
                "draws", "losses", "score", "Elo (95% CI)"));
        for (int i = 0; i < n; i++) {
            int w = 0;
            int d = 0;
            int g = 0;
            double points = 0;
            for (int j = 0; j < n; j++) {
                w += r.wins(i, j);
                d += r.draws(i, j);
                g += r.games(i, j);
                points += r.score(i, j);
            }
            Ratings.Rating rating = r.rating(i);
            // a null or perfect score has no finite rating, only the bound its games support (as head to head)
            String elo = points == 0 || points == g
                    ? estimate(Elo.headToHead(w, d, g - w - d), g).replace(" games;", " games against the field;")
                    : String.format(Locale.ROOT, "%+7.1f +/- %.1f", rating.elo(), rating.margin());
            s.append(String.format(Locale.ROOT, "%-" + width + "s %6d %6d %6d %6d %6.1f%%   %s%n",
                    r.agents().get(i), g, w, d, g - w - d, 100 * points / Math.max(g, 1), elo));
        }
        s.append(String.format(Locale.ROOT, "%nhead to head (row's score against column, Elo difference with 95%% CI)%n"));
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i == j || r.games(i, j) == 0) {
                    continue;
                }
                int w = r.wins(i, j);
                int d = r.draws(i, j);
                int l = r.games(i, j) - w - d;
                Elo.Estimate e = Elo.headToHead(w, d, l);
                s.append(String.format(Locale.ROOT, "  %-" + width + "s vs %-" + width
                        + "s  +%d =%d -%d  %5.1f%%  Elo %s%n", r.agents().get(i), r.agents().get(j), w, d,
                        l, 100 * r.score(i, j) / r.games(i, j), estimate(e, r.games(i, j))));
            }
        }
        s.append(String.format(Locale.ROOT, "%nfirst seat won %d of %d games (%.1f%%)%n", r.firstSeatWins(),
                r.twoPlayerGames(), 100.0 * r.firstSeatWins() / r.twoPlayerGames()));
        effort(r, width, s);
        return s.toString();
    }

    private static String solo(TournamentResult r) {
        StringBuilder s = new StringBuilder();
        int width = 8;
        for (String a : r.agents()) {
            width = Math.max(width, a.length());
        }
        s.append(String.format(Locale.ROOT, "%-" + width + "s %6s   %s%n", "agent", "games", "mean payoff (95% CI)"));
        for (int i = 0; i < r.agents().size(); i++) {
            s.append(String.format(Locale.ROOT, "%-" + width + "s %6d   %.3f +/- %.3f%n", r.agents().get(i),
                    r.played(i), r.meanPayoff(i), r.payoffMargin(i)));
        }
        effort(r, width, s);
        return s.toString();
    }

    /**
     * What each search thought per decision, for the agents that searched: at equal time, what the time bought on
     * this machine (decisions without a choice or settled at once are left out).
     */
    private static void effort(TournamentResult r, int width, StringBuilder s) {
        boolean header = false;
        for (int i = 0; i < r.agents().size(); i++) {
            if (r.searchPerDecision(i).isEmpty()) {
                continue;
            }
            if (!header) {
                s.append(String.format(Locale.ROOT, "%nthought per decision (mean of the decisions that searched)%n"));
                header = true;
            }
            String kind = Agents.kind(r.agents().get(i));
            String unit = kind.equals("alphabeta") || kind.equals("expectimax") ? "nodes"
                    : "iterations";
            s.append(String.format(Locale.ROOT, "  %-" + width + "s %,.0f %s over %,d decisions%n",
                    r.agents().get(i), r.searchPerDecision(i).getAsDouble(), unit, r.searchedDecisions(i)));
        }
    }

    /**
     * A head-to-head difference and its interval; a null or perfect score has no finite difference, so it is given
     * as the 95% bound the games support, with the reason.
     */
    static String estimate(Elo.Estimate e, int games) {
        if (e.diff() == Double.NEGATIVE_INFINITY) {
            return "< " + elo(e.high()) + " (no point in " + games + " games; 95% upper bound, more games move it)";
        }
        if (e.diff() == Double.POSITIVE_INFINITY) {
            return "> " + elo(e.low()) + " (every point in " + games + " games; 95% lower bound, more games move it)";
        }
        return elo(e.diff()) + " [" + elo(e.low()) + ", " + elo(e.high()) + "]";
    }

    private static String elo(double v) {
        return String.format(Locale.ROOT, "%+.0f", v);
    }
}
