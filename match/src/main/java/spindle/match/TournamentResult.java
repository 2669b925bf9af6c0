package spindle.match;

import java.util.List;
import java.util.OptionalDouble;

/**
 * What a tournament produced: the records in schedule order; per pair of agents the points and game counts (a
 * draw gives 1/2 to each); per agent the payoffs (the only result of one-player games); and the ratings fitted by
 * {@link Ratings}.
 */
public final class TournamentResult {
    private final List<String> agents;
    private final List<GameRecord> records;
    private final List<List<Integer>> seatings;
    private final double[][] score;
    private final int[][] wins;
    private final int[][] draws;
    private final int[][] games;
    private final double[] payoffSum;
    private final double[] payoffSquares;
    private final int[] played;
    private int firstSeatWins;
    private int twoPlayerGames;
    private final Ratings.Rating[] ratings;
    /** Per agent: the iterations or nodes of its decisions that searched, and how many those were. */
    private final long[] searchWork;
    private final long[] searched;

    TournamentResult(List<String> agents, List<GameRecord> records, List<List<Integer>> seatings) {
        this(agents, records, seatings, new SearchEffort(agents.size()));
    }

    TournamentResult(List<String> agents, List<GameRecord> records, List<List<Integer>> seatings,
                     SearchEffort effort) {
        int n = agents.size();
        this.searchWork = new long[n];
        this.searched = new long[n];
        for (int i = 0; i < n; i++) {
            searchWork[i] = effort.work(i);
            searched[i] = effort.decisions(i);
        }
        this.agents = List.copyOf(agents);
        this.records = List.copyOf(records);
        this.seatings = List.copyOf(seatings);
        score = new double[n][n];
        wins = new int[n][n];
        draws = new int[n][n];
        games = new int[n][n];
        payoffSum = new double[n];
        payoffSquares = new double[n];
        played = new int[n];
        for (int g = 0; g < records.size(); g++) {
            add(seatings.get(g), records.get(g).payoffs());
        }
        ratings = twoPlayerGames > 0 ? Ratings.fit(score, games) : new Ratings.Rating[0];
    }

    private void add(List<Integer> seats, List<Double> payoffs) {
        for (int s = 0; s < seats.size(); s++) {
            int agent = seats.get(s);
            payoffSum[agent] += payoffs.get(s);
            payoffSquares[agent] += payoffs.get(s) * payoffs.get(s);
            played[agent]++;
        }
        if (seats.size() != 2) {
            return;
        }
        twoPlayerGames++;
        int a = seats.get(0);
        int b = seats.get(1);
        games[a][b]++;
        games[b][a]++;
        double pa = payoffs.get(0);
        double pb = payoffs.get(1);
        if (pa != pb) {
            int winner = pa > pb ? a : b;
            int loser = pa > pb ? b : a;
            score[winner][loser] += 1;
            wins[winner][loser]++;
            firstSeatWins += pa > pb ? 1 : 0;
        } else {
            score[a][b] += 0.5;
            score[b][a] += 0.5;
            draws[a][b]++;
            draws[b][a]++;
        }
    }

    public List<String> agents() {
        return agents;
    }

    /** The agents (indices into {@link #agents()}) by seat in game {@code g} of {@link #records()}. */
    public List<Integer> seats(int g) {
        return List.copyOf(seatings.get(g));
    }

    public List<GameRecord> records() {
        return records;
    }

    public boolean twoPlayer() {
        return twoPlayerGames > 0;
    }

    /** Points of agent {@code i} against {@code j}. */
    public double score(int i, int j) {
        return score[i][j];
    }

    public int wins(int i, int j) {
        return wins[i][j];
    }

    public int draws(int i, int j) {
        return draws[i][j];
    }

    public int games(int i, int j) {
        return games[i][j];
    }

    public int played(int i) {
        return played[i];
    }

    /** Games won by whoever sat first, over all two-player games. */
    public int firstSeatWins() {
        return firstSeatWins;
    }

    public int twoPlayerGames() {
        return twoPlayerGames;
    }

    public Ratings.Rating rating(int i) {
        return ratings[i];
    }

    /** Mean payoff of agent {@code i} over its games. */
    public double meanPayoff(int i) {
        return played[i] == 0 ? Double.NaN : payoffSum[i] / played[i];
    }

    /** Half-width of the 95% normal confidence interval of {@link #meanPayoff}. */
    public double payoffMargin(int i) {
        if (played[i] < 2) {
            return Double.POSITIVE_INFINITY;
        }
        double mean = meanPayoff(i);
        double variance = (payoffSquares[i] - played[i] * mean * mean) / (played[i] - 1);
        return Elo.Z95 * Math.sqrt(Math.max(variance, 0) / played[i]);
    }

    /** How many of agent {@code i}'s decisions searched (a search agent's; 0 for others). */
    public long searchedDecisions(int i) {
        return searched[i];
    }

    /**
     * The mean iterations (MCTS, UCT) or nodes (alpha-beta, expectimax) of agent {@code i}'s decisions that
     * searched, or empty when none did.
     */
    public OptionalDouble searchPerDecision(int i) {
        return searched[i] == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) searchWork[i] / searched[i]);
    }
}
