package spindle.match.compete;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import spindle.ai.Budget;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.games.justplayingaround.JustPlayingARound;
import spindle.games.justplayingaround.RoundPosition;
import spindle.games.justplayingaround.SetupCode;
import spindle.games.justplayingaround.ThrowKind;

/**
 * Runs one competition (rules section 9): per round one throw for everyone, then each active contender in turn plays
 * that throw on their own board, timed from the start of their round to their end-of-round decision.
 *
 * <p>Contenders play one after another, so each is timed only while it is deciding; the rules' "from the reveal of
 * the throw" is read as the reveal to that contender.
 */
public final class Competition {
    private static final JustPlayingARound GAME = new JustPlayingARound();

    private final CompetitionSettings settings;
    private final List<Contender> contenders;
    private final LongSupplier clockMillis;
    private final CompetitionListener listener;

    /** A running contender. */
    private static final class Entry {
        final Contender contender;
        final long setupCode;
        final TimeBank bank;
        GameState state;
        Standing standing;
        long longestRoundMillis;

        Entry(Contender contender, long setupCode, GameState state, TimeBank bank) {
            this.contender = contender;
            this.setupCode = setupCode;
            this.state = state;
            this.bank = bank;
        }
    }

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
        List<Entry> entries = enter(random);
        int round = 0;
        while (entries.stream().anyMatch(e -> e.standing == null)) {
            round++;
            int[] faces = new int[5];
            StringBuilder dice = new StringBuilder();
            for (int i = 0; i < 5; i++) {
                faces[i] = random.nextInt(6) + 1;
                dice.append(i == 0 ? "" : " ").append("RGBYW".charAt(i)).append(faces[i]);
            }
            listener.roundStarted(round, dice.toString(),
                    ThrowKind.of(faces[0], faces[1], faces[2], faces[3], faces[4]));
            for (Entry e : entries) {
                if (e.standing == null) {
                    playRound(e, faces, round, random.nextLong());
                }
            }
        }
        List<Standing> standings = new ArrayList<>();
        for (Entry e : entries) {
            standings.add(e.standing);
        }
        return Ranking.rank(standings);
    }

    private List<Entry> enter(SplittableRandom random) {
        Variant base = settings.variant();
        boolean drawn = base.flag("randomSetup");
        long shared = drawn ? random.nextLong(SetupCode.COUNT) : base.longValue("setupCode");
        List<Entry> entries = new ArrayList<>();
        for (Contender c : contenders) {
            long code = settings.sharedSetup() ? shared : random.nextLong(SetupCode.COUNT);
            Variant v = base.with(GAME, "mode", JustPlayingARound.MODE_COMPETITION).with(GAME, "randomSetup", "off")
                    .with(GAME, "setupCode", Long.toString(code));
            entries.add(new Entry(c, code, GameState.start(GAME, v),
                    new TimeBank(settings.allowanceSeconds() * 1000)));
        }
        return entries;
    }

    /** Applies the shared throw, then lets the contender decide until the round is over for them. */
    private void playRound(Entry e, int[] faces, int round, long seed) {
        GameState s = e.state;
        for (int face : faces) {
            s = s.apply(JustPlayingARound.dieAction(face));
        }
        long start = clockMillis.getAsLong();
        boolean timedOut = false;
        while (!s.isOver() && !s.isChance()) {
            long elapsed = clockMillis.getAsLong() - start;
            long remaining = e.bank.balanceAfter(elapsed);
            int action;
            if (e.contender.guardTime() && ((RoundPosition) s.view()).atRoundEnd()
                    && remaining < 2 * Math.max(e.longestRoundMillis, elapsed)) {
                action = s.parse("retire");
            } else {
                Budget budget = Budget.millis(Math.max(1, Math.min(settings.thinkMillis(), remaining)),
                        seed + s.ply());
                action = e.contender.agent().choose(s, budget);
            }
            if (e.bank.balanceAfter(clockMillis.getAsLong() - start) <= 0) {
                timedOut = true; // the decision came too late: the balance ran out while it was being made
                break;
            }
            GameState next = s.apply(action);
            listener.decided(e.contender.name(), s, action);
            RoundPosition after = (RoundPosition) next.view();
            if (after.banked() && !((RoundPosition) s.view()).banked()) {
                e.bank.deposit(1000L * after.throwKind().depositSeconds(settings.undirectedDepositSeconds(),
                        settings.directedDepositSeconds()));
            }
            s = next;
        }
        long roundMillis = clockMillis.getAsLong() - start;
        e.bank.charge(roundMillis);
        e.longestRoundMillis = Math.max(e.longestRoundMillis, roundMillis);
        e.state = s;
        if (timedOut || e.bank.exhausted()) {
            e.standing = standing(e, 0, true, round);
        } else if (s.isOver()) {
            e.standing = standing(e, ((RoundPosition) s.view()).finalScore(), false, round);
        } else {
            listener.roundFinished(e.contender.name(), s, e.bank.balanceMillis());
            return;
        }
        listener.retired(e.standing);
    }

    private Standing standing(Entry e, int score, boolean timedOut, int round) {
        RoundPosition p = (RoundPosition) e.state.view();
        return new Standing(e.contender.name(), 0, score, e.bank.balanceMillis(), timedOut, p.objectiveMet(), round,
                e.setupCode, e.state.moves());
    }
}
