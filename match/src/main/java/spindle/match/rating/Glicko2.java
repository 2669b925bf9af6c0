package spindle.match.rating;

import java.util.List;

/**
 * The Glicko-2 rating system, as in Mark Glickman's "Example of the Glicko-2 system" (2013): a rating {@code r}, a
 * rating deviation {@code RD} (how uncertain {@code r} is) and a volatility {@code sigma} (how erratic the player's
 * results are), updated from the results of one rating period. Steps 1 to 8 of the paper, with the Illinois
 * algorithm of step 5 for the new volatility. Pure arithmetic, no state: the caller keeps the ratings.
 *
 * <p>Spindle updates after every game (each game is its own rating period, as Lichess does) and first lets the
 * deviation grow with the time since the player's last game ({@link #idle}), so a player who comes back after months
 * moves faster.
 */
public final class Glicko2 {
    /** The scale factor between the Glicko and the Glicko-2 scale (step 2). */
    static final double SCALE = 173.7178;
    /** Where every new player starts: 1500, deviation 350, volatility 0.06 (the paper's suggestions). */
    public static final Rating NEW = new Rating(1500, 350, 0.06);
    /** The largest deviation: that of an unknown player (growth by {@link #idle} stops there). */
    public static final double MAX_RD = 350;
    /** The convergence tolerance of step 5. */
    private static final double EPSILON = 0.000001;
    /** A bound on step 5's iterations (it converges in a handful; this only makes the loop visibly finite). */
    private static final int MAX_ITERATIONS = 1_000;

    private final double tau;

    /** @param tau the system constant that limits how fast the volatility changes (the paper: 0.3 to 1.2) */
    public Glicko2(double tau) {
        if (!(tau > 0 && tau < 10)) {
            throw new IllegalArgumentException("tau must be in (0, 10), not " + tau);
        }
        this.tau = tau;
    }

    /** A rating on the Glicko scale. */
    public record Rating(double r, double rd, double sigma) {
        public Rating {
            if (!Double.isFinite(r) || !(rd > 0) || !(sigma > 0) || !Double.isFinite(rd) || !Double.isFinite(sigma)) {
                throw new IllegalArgumentException("not a rating: " + r + "/" + rd + "/" + sigma);
            }
        }
    }

    /** One game of the period: the opponent's rating before the period and the score (1 win, 0.5 draw, 0 loss). */
    public record Result(Rating opponent, double score) {
        public Result {
            if (!(score >= 0 && score <= 1)) {
                throw new IllegalArgumentException("a score is in [0, 1], not " + score);
            }
        }
    }

    /** The rating after a period with these results (none: only the deviation grows, step 6 alone). */
    public Rating update(Rating player, List<Result> results) {
        double mu = (player.r() - 1500) / SCALE;
        double phi = player.rd() / SCALE;
        double sigma = player.sigma();
        if (results.isEmpty()) {
            return new Rating(player.r(), Math.min(MAX_RD, Math.sqrt(phi * phi + sigma * sigma) * SCALE), sigma);
        }
        double vInverse = 0;
        double sum = 0;
        for (Result res : results) {
            double muJ = (res.opponent().r() - 1500) / SCALE;
            double g = g(res.opponent().rd() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            vInverse += g * g * e * (1 - e);
            sum += g * (res.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        double sigmaNew = volatility(phi, sigma, v, delta);
        double phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
        double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double muNew = mu + phiNew * phiNew * sum;
        return new Rating(SCALE * muNew + 1500, Math.min(MAX_RD, SCALE * phiNew), sigmaNew);
    }

    /**
     * The rating after {@code periods} rating periods without games (fractions allowed): the deviation grows as
     * {@code sqrt(phi^2 + periods sigma^2)}, at most to {@link #MAX_RD}.
     */
    public static Rating idle(Rating player, double periods) {
        if (!(periods > 0)) {
            return player;
        }
        double phi = player.rd() / SCALE;
        double grown = Math.sqrt(phi * phi + Math.min(periods, 1e6) * player.sigma() * player.sigma()) * SCALE;
        return new Rating(player.r(), Math.min(MAX_RD, grown), player.sigma());
    }

    /** The expected score of {@code a} against {@code b} (step 3's E, from a's side). */
    public static double expected(Rating a, Rating b) {
        double g = g(Math.sqrt(a.rd() * a.rd() + b.rd() * b.rd()) / SCALE);
        return 1 / (1 + Math.exp(-g * (a.r() - b.r()) / SCALE));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the new volatility, the zero of f by the Illinois algorithm. */
    private double volatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f(a - k * tau, phi, v, delta, a) < 0 && k < MAX_ITERATIONS) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f(bigA, phi, v, delta, a);
        double fB = f(bigB, phi, v, delta, a);
        for (int i = 0; i < MAX_ITERATIONS && Math.abs(bigB - bigA) > EPSILON; i++) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f(bigC, phi, v, delta, a);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }

    private double f(double x, double phi, double v, double delta, double a) {
        double ex = Math.exp(x);
        double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    }
}
