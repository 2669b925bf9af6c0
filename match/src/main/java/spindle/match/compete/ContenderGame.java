package spindle.match.compete;

import java.util.Optional;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.games.justplayingaround.JustPlayingARound;
import spindle.games.justplayingaround.RoundPosition;

/**
 * One contender's side of a competition: their own board (a {@code mode=competition} game), their time bank and,
 * once retired, their standing. The adjudicator reveals each round's throw, feeds the contender's decisions in, and
 * closes the round with the time it took; this class applies rules 9.3 and 9.4 to that (deposits instead of free
 * plays, time-out retires with 0). Whoever drives it, an AI loop or a web server, measures the time.
 */
public final class ContenderGame {
    private static final JustPlayingARound GAME = new JustPlayingARound();

    private final String name;
    private final long setupCode;
    private final CompetitionSettings settings;
    private final TimeBank bank;
    private GameState state;
    private Standing standing;

    /** A contender at the start: the settings' variant with this setup, the full allowance. */
    public ContenderGame(String name, long setupCode, CompetitionSettings settings) {
        this.name = name;
        this.setupCode = setupCode;
        this.settings = settings;
        Variant v = settings.variant().with(GAME, "mode", JustPlayingARound.MODE_COMPETITION)
                .with(GAME, "randomSetup", "off").with(GAME, "setupCode", Long.toString(setupCode));
        this.state = GameState.start(GAME, v);
        this.bank = new TimeBank(settings.allowanceSeconds() * 1000);
    }

    public String name() {
        return name;
    }

    public long setupCode() {
        return setupCode;
    }

    public GameState state() {
        return state;
    }

    /** The balance at the start of the running round, deposits of this round included. */
    public long balanceMillis() {
        return bank.balanceMillis();
    }

    /** The balance if {@code elapsedMillis} of the running round were charged now. */
    public long balanceAfter(long elapsedMillis) {
        return bank.balanceAfter(elapsedMillis);
    }

    /** The result once retired. */
    public Optional<Standing> standing() {
        return Optional.ofNullable(standing);
    }

    public boolean retired() {
        return standing != null;
    }

    /** Whether the contender has a decision to make in the running round (its clock runs). */
    public boolean deciding() {
        return standing == null && !state.isOver() && !state.isChance();
    }

    /** Shows the round's throw on this contender's board. */
    public void reveal(Dice dice) {
        if (standing != null || !state.isChance()) {
            throw new IllegalStateException(name + " is not waiting for a throw");
        }
        for (int i = 0; i < 5; i++) {
            state = state.apply(JustPlayingARound.dieAction(dice.face(i)));
        }
    }

    /** Plays one decision; banking instead of a free play deposits its seconds at once (9.4.3). */
    public void decide(int action) {
        GameState next = state.apply(action);
        RoundPosition after = (RoundPosition) next.view();
        if (after.banked() && !((RoundPosition) state.view()).banked()) {
            bank.deposit(1000L * after.throwKind().depositSeconds(settings.undirectedDepositSeconds(),
                    settings.directedDepositSeconds()));
        }
        state = next;
    }

    /** {@link #decide(int)} for a decision in notation ({@code R3 NE}, {@code bank}, {@code retire}, ...). */
    public void decide(String move) {
        decide(state.parse(move));
    }

    /**
     * Ends this contender's round, which took {@code elapsedMillis}: charges the time, and retires the contender if
     * the balance ran out (score 0) or they retired. Returns whether they retired.
     */
    public boolean endRound(long elapsedMillis, int round) {
        bank.charge(elapsedMillis);
        if (bank.exhausted()) {
            standing = standing(0, true, round);
        } else if (state.isOver()) {
            standing = standing(((RoundPosition) state.view()).finalScore(), false, round);
        }
        return standing != null;
    }

    /** Retires the contender on time in round {@code round}, after {@code elapsedMillis} of it: score 0 (8.7). */
    public void timeOut(long elapsedMillis, int round) {
        bank.charge(elapsedMillis);
        standing = standing(0, true, round);
    }

    /**
     * Retires the contender at once in round {@code round}, after {@code elapsedMillis} of it, because they left
     * ({@link Withdrawal}): rule 8.6's final score, the score if at least 6, otherwise 0.
     */
    public void withdraw(long elapsedMillis, int round) {
        bank.charge(elapsedMillis);
        RoundPosition p = (RoundPosition) state.view();
        int score = p.extended() && p.score() >= 6 ? p.score() : 0;
        standing = bank.exhausted() ? standing(0, true, round) : standing(score, false, round);
    }

    private Standing standing(int score, boolean timedOut, int round) {
        RoundPosition p = (RoundPosition) state.view();
        return new Standing(name, 0, score, bank.balanceMillis(), timedOut, p.objectiveMet(), round, setupCode,
                state.moves());
    }
}
