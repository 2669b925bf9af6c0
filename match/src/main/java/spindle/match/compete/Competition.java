package spindle.match.compete;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import spindle.ai.Budget;
import spindle.engine.GameState;
import spindle.games.justplayingaround.JustPlayingARound;
import spindle.games.justplayingaround.RoundPosition;

/**
 * Runs one competition of agents (rules section 9): per round one throw for everyone, then each active contender in
 * turn plays that throw on their own board ({@link ContenderGame}), timed from the start of their round to their
 * end-of-round decision.
 *
 * <p>Contenders play one after another, so each is timed only while it is deciding; the rules' "from the reveal of
 * the throw" is read as the reveal to that contender.
 */
public final class Competition {
    private final CompetitionSettings settings;
    private final List<Contender> contenders;
    private final LongSupplier clockMillis;
    private final CompetitionListener listener;

    /**
     * @param clockMillis the adjudicator's clock in milliseconds, e.g. {@code System::currentTimeMillis}; tests give
     *                    a fake one
     */
    public Competition(CompetitionSettings settings, List<Contender> contenders, LongSupplier clockMillis,
                       CompetitionListener listener) {
        if (contenders.isEmpty()) {
            throw new IllegalArgumentException("a competition needs at least one contender");
        }
        if (!settings.variant().gameId().equals(JustPlayingARound.ID)) {
            throw new IllegalArgumentException("competitions are played in " + JustPlayingARound.ID);
        }
        this.settings = settings;
        this.contenders = List.copyOf(contenders);
        this.clockMillis = clockMillis;
        this.listener = listener;
    }

    /** Plays until every contender has retired; returns the ranked standings. */
    public List<Standing> run() {
        SplittableRandom random = new SplittableRandom(settings.seed());
        long[] setups = settings.drawSetups(contenders.size(), random);
        List<ContenderGame> games = new ArrayList<>();
        for (int i = 0; i < contenders.size(); i++) {
            games.add(new ContenderGame(contenders.get(i).name(), setups[i], settings));
        }
        long[] longestRound = new long[games.size()];
        int round = 0;
        while (games.stream().anyMatch(g -> !g.retired())) {
            round++;
            Dice dice = Dice.roll(random);
            listener.roundStarted(round, dice.toString(), dice.kind());
            for (int i = 0; i < games.size(); i++) {
                if (!games.get(i).retired()) {
                    long took = playRound(contenders.get(i), games.get(i), dice, round, random.nextLong(),
                            longestRound[i]);
                    longestRound[i] = Math.max(longestRound[i], took);
                }
            }
        }
        List<Standing> standings = new ArrayList<>();
        for (ContenderGame g : games) {
            standings.add(g.standing().orElseThrow());
        }
        return Ranking.rank(standings);
    }

    /**
     * Reveals the shared throw, then lets the contender decide until the round is over for them; returns the time
     * the round took. {@code longestRound} is the contender's longest round so far, for its time guard.
     */
    private long playRound(Contender contender, ContenderGame game, Dice dice, int round, long seed,
                           long longestRound) {
        game.reveal(dice);
        long start = clockMillis.getAsLong();
        while (game.deciding()) {
            GameState s = game.state();
            long elapsed = clockMillis.getAsLong() - start;
            long remaining = game.balanceAfter(elapsed);
            int action;
            boolean roundEnd = ((RoundPosition) s.view()).atRoundEnd();
            boolean outOfTime = contender.guardTime() && remaining < 2 * Math.max(longestRound, elapsed);
            boolean lastRound = contender.roundLimit() > 0 && round >= contender.roundLimit();
            if (roundEnd && (outOfTime || lastRound)) {
                action = s.parse("retire");
            } else {
                Budget budget = Budget.millis(Math.max(1, Math.min(settings.thinkMillis(), remaining)),
                        seed + s.ply());
                try {
                    action = contender.agent().choose(s, budget);
                } catch (Withdrawal w) {
                    long took = clockMillis.getAsLong() - start;
                    game.withdraw(took, round);
                    listener.retired(game.standing().orElseThrow());
                    return took;
                }
            }
            if (game.balanceAfter(clockMillis.getAsLong() - start) <= 0) {
                // the decision came too late: the balance ran out while it was being made
                long took = clockMillis.getAsLong() - start;
                game.timeOut(took, round);
                listener.retired(game.standing().orElseThrow());
                return took;
            }
            game.decide(action);
            listener.decided(contender.name(), s, action);
        }
        long took = clockMillis.getAsLong() - start;
        if (game.endRound(took, round)) {
            listener.retired(game.standing().orElseThrow());
        } else {
            listener.roundFinished(contender.name(), game.state(), game.balanceMillis());
        }
        return took;
    }
}
