package spindle.match.compete;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import spindle.ai.Budget;
import spindle.engine.GameState;
import spindle.games.justplayingaround.JustPlayingARound;

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
        int round = 0;
        while (games.stream().anyMatch(g -> !g.retired())) {
            round++;
            Dice dice = Dice.roll(random);
            listener.roundStarted(round, dice.toString(), dice.kind());
            for (int i = 0; i < games.size(); i++) {
                if (!games.get(i).retired()) {
                    playRound(contenders.get(i), games.get(i), dice, round, random.nextLong());
                }
            }
        }
        List<Standing> standings = new ArrayList<>();
        for (ContenderGame g : games) {
            standings.add(g.standing().orElseThrow());
        }
        return Ranking.rank(standings);
    }

    /** Reveals the shared throw, then lets the contender decide until the round is over for them. */
    private void playRound(Contender contender, ContenderGame game, Dice dice, int round, long seed) {
        game.reveal(dice);
        long start = clockMillis.getAsLong();
        while (game.deciding()) {
            GameState s = game.state();
            long remaining = game.balanceAfter(clockMillis.getAsLong() - start);
            Budget budget = Budget.millis(Math.max(1, Math.min(settings.thinkMillis(), remaining)), seed + s.ply());
            int action = contender.agent().choose(s, budget);
            if (game.balanceAfter(clockMillis.getAsLong() - start) <= 0) {
                // the decision came too late: the balance ran out while it was being made
                game.timeOut(clockMillis.getAsLong() - start, round);
                listener.retired(game.standing().orElseThrow());
                return;
            }
            game.decide(action);
            listener.decided(contender.name(), s, action);
        }
        if (game.endRound(clockMillis.getAsLong() - start, round)) {
            listener.retired(game.standing().orElseThrow());
        } else {
            listener.roundFinished(contender.name(), game.state(), game.balanceMillis());
        }
    }
}
