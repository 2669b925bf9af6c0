package spindle.match.compete;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.ai.Agent;
import spindle.ai.Budget;
import spindle.ai.RandomAgent;
import spindle.engine.GameState;
import spindle.engine.Variant;
import spindle.games.justplayingaround.JustPlayingARound;
import spindle.games.justplayingaround.RoundPosition;
import spindle.games.justplayingaround.ThrowKind;

class CompetitionTest {
    private static final JustPlayingARound GAME = new JustPlayingARound();
    private static final Variant DEFAULT = GAME.defaultVariant();

    /** A fake adjudicator clock that agents advance by their thinking time. */
    private static final class FakeClock {
        long now;
    }

    /**
     * Takes {@code millisPerDecision} per decision, plays the first legal play, banks when {@code bank}, and retires
     * at the end of round {@code retireRound}.
     */
    private record Scripted(FakeClock clock, long millisPerDecision, boolean bank, int retireRound) implements Agent {
        @Override
        public String name() {
            return "scripted";
        }

        @Override
        public int choose(GameState state, Budget budget) {
            clock.now += millisPerDecision;
            List<String> moves = state.legalMoves();
            RoundPosition p = (RoundPosition) state.view();
            if (moves.contains("retire")) {
                return state.parse(p.round() >= retireRound ? "retire" : "continue");
            }
            if (bank && moves.contains("bank")) {
                return state.parse("bank");
            }
            return state.parse(moves.stream().filter(m -> !m.equals("bank")).findFirst().orElseThrow());
        }
    }

    private static List<Standing> run(CompetitionSettings settings, FakeClock clock, CompetitionListener listener,
                                      Contender... contenders) {
        return new Competition(settings, List.of(contenders), () -> clock.now, listener).run();
    }

    @Test
    void roundOf95SecondsLeaves2305OfTheDefaultAllowance() {
        FakeClock clock = new FakeClock();
        // four plays and the end-of-round decision: 5 x 19 s = 95 s
        List<Standing> result = run(CompetitionSettings.defaults(DEFAULT, 1, 1000), clock,
                new CompetitionListener() { }, new Contender("a", new Scripted(clock, 19_000, false, 1)));
        assertThat(result).hasSize(1);
        assertThat(result.get(0).balanceMillis()).isEqualTo(2_305_000);
        assertThat(result.get(0).finalScore()).isZero();
        assertThat(result.get(0).timedOut()).isFalse();
        assertThat(result.get(0).rounds()).isEqualTo(1);
    }

    @Test
    void guardedContenderRetiresBeforeItsTimeRunsOut() {
        FakeClock clock = new FakeClock();
        CompetitionSettings settings = new CompetitionSettings(DEFAULT, 100, 20, 10, true, 7, 1000);
        // 5 s rounds that never retire by choice: after 18 rounds 10 s are left; in round 19 the four plays leave
        // 6 s, less than two rounds of 5 s, so the guard retires (the retirement itself takes no time).
        List<Standing> result = run(settings, clock, new CompetitionListener() { },
                new Contender("guarded", new Scripted(clock, 1_000, false, 999), true),
                new Contender("unguarded", new Scripted(clock, 1_000, false, 999)));
        Standing guarded = result.stream().filter(s -> s.name().equals("guarded")).findFirst().orElseThrow();
        assertThat(guarded.timedOut()).isFalse();
        assertThat(guarded.rounds()).isEqualTo(19);
        assertThat(guarded.balanceMillis()).isEqualTo(6_000);
        assertThat(guarded.moves()).endsWith("retire");
        Standing unguarded = result.stream().filter(s -> s.name().equals("unguarded")).findFirst().orElseThrow();
        assertThat(unguarded.timedOut()).isTrue();
        assertThat(result.get(0).name()).isEqualTo("guarded");
    }

    @Test
    void timeBankArithmetic() {
        TimeBank bank = new TimeBank(2_400_000);
        bank.charge(95_000);
        assertThat(bank.balanceMillis()).isEqualTo(2_305_000);
        bank.deposit(10_000);
        assertThat(bank.balanceMillis()).isEqualTo(2_315_000);
        assertThat(bank.balanceAfter(2_315_000)).isZero();
        assertThat(bank.exhausted()).isFalse();
        bank.charge(2_315_000);
        assertThat(bank.exhausted()).isTrue();
    }

    @Test
    void runningOutOfTimeRetiresWithZeroAndRanksBelowThoseWithTimeLeft() {
        FakeClock clock = new FakeClock();
        CompetitionSettings settings = new CompetitionSettings(DEFAULT, 100, 20, 10, true, 7, 1000);
        List<Standing> result = run(settings, clock, new CompetitionListener() { },
                new Contender("slow", new Scripted(clock, 30_000, false, 99)),
                new Contender("quick", new Scripted(clock, 1_000, false, 2)));
        assertThat(result).extracting(Standing::name).containsExactly("quick", "slow");
        Standing slow = result.get(1);
        assertThat(slow.timedOut()).isTrue();
        assertThat(slow.finalScore()).isZero();
        assertThat(slow.rounds()).isEqualTo(1);
        assertThat(slow.balanceMillis()).isEqualTo(100_000 - 4 * 30_000);
        Standing quick = result.get(0);
        assertThat(quick.timedOut()).isFalse();
        assertThat(quick.rounds()).isEqualTo(2);
        assertThat(quick.balanceMillis()).isEqualTo(100_000 - 10 * 1_000);
        assertThat(quick.rank()).isEqualTo(1);
        assertThat(slow.rank()).isEqualTo(2);
    }

    @Test
    void bankingInsteadOfADirectedFreePlayDepositsTenSeconds() {
        long seed = seedWhoseFirstThrowIs("directed free play");
        FakeClock clock = new FakeClock();
        List<Standing> result = run(CompetitionSettings.defaults(DEFAULT, seed, 1000), clock,
                new CompetitionListener() { }, new Contender("banker", new Scripted(clock, 10_000, true, 1)));
        Standing s = result.get(0);
        assertThat(s.moves()).contains("bank");
        // bank, four plays, retire: 6 decisions of 10 s; +10 s deposit
        assertThat(s.balanceMillis()).isEqualTo(2_400_000 - 60_000 + 10_000);
    }

    /** Searches seeds for a first round whose throw has the given class, as the adjudicator throws it. */
    private static long seedWhoseFirstThrowIs(String kind) {
        for (long seed = 0; ; seed++) {
            FakeClock clock = new FakeClock();
            List<Standing> result = run(CompetitionSettings.defaults(DEFAULT, seed, 1000), clock,
                    new CompetitionListener() { }, new Contender("probe", new Scripted(clock, 1, false, 1)));
            GameState s = GameState.replay(GAME, Variant.parse(GAME, "mode=competition"),
                    result.get(0).moves().subList(0, 5));
            if (GAME.render(s.view()).contains("(" + kind + ")")) {
                return seed;
            }
        }
    }

    @Test
    void everyActiveContenderPlaysTheSameThrowEachRound() {
        FakeClock clock = new FakeClock();
        List<String> throwsSeen = new ArrayList<>();
        CompetitionListener listener = new CompetitionListener() {
            @Override
            public void roundStarted(int round, String dice, ThrowKind kind) {
                throwsSeen.add(dice);
            }
        };
        List<Standing> result = run(CompetitionSettings.defaults(DEFAULT, 42, 1000), clock, listener,
                new Contender("r1", new RandomAgent()), new Contender("r2", new RandomAgent()),
                new Contender("s", new Scripted(clock, 1_000, false, 6)));
        assertThat(throwsSeen).hasSizeGreaterThanOrEqualTo(6);
        for (Standing s : result) {
            List<String> dice = throwsOf(s.moves());
            assertThat(dice).hasSize(s.rounds());
            assertThat(dice).isEqualTo(throwsSeen.subList(0, s.rounds()));
        }
        assertThat(result).extracting(Standing::setupCode).containsOnly(0L);
    }

    @Test
    void ownSetupsAreDrawnPerContenderWhenNotShared() {
        FakeClock clock = new FakeClock();
        CompetitionSettings settings = new CompetitionSettings(DEFAULT, 2_400, 20, 10, false, 5, 1000);
        List<Standing> result = run(settings, clock, new CompetitionListener() { },
                new Contender("a", new Scripted(clock, 1, false, 1)), new Contender("b", new Scripted(clock, 1, false, 1)));
        assertThat(result.get(0).setupCode()).isNotEqualTo(result.get(1).setupCode());
    }

    private static List<String> throwsOf(List<String> moves) {
        List<String> result = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i).matches("R[1-6]")) {
                result.add(String.join(" ", moves.subList(i, i + 5)));
                i += 4;
            }
        }
        return result;
    }

    @Test
    void anAgentThatNeverRetiresStopsAtItsRoundLimit() {
        FakeClock clock = new FakeClock();
        List<Standing> result = run(CompetitionSettings.defaults(DEFAULT, 1, 1000), clock,
                new CompetitionListener() { }, new Contender("limited", new Scripted(clock, 1_000, false, 999), true, 7));
        assertThat(result.get(0).rounds()).isEqualTo(7);
        assertThat(result.get(0).timedOut()).isFalse();
        assertThat(result.get(0).moves()).last().isEqualTo("retire");
    }

    @Test
    void aContenderWhoLeavesRetiresAtOnceAndTheOthersPlayOn() {
        FakeClock clock = new FakeClock();
        Agent leaver = new Agent() {
            @Override
            public String name() {
                return "leaver";
            }

            @Override
            public int choose(GameState state, Budget budget) {
                if (((RoundPosition) state.view()).round() >= 2) {
                    throw new Withdrawal("quit");
                }
                return new Scripted(clock, 1_000, false, 999).choose(state, budget);
            }
        };
        List<String> retired = new ArrayList<>();
        CompetitionListener listener = new CompetitionListener() {
            @Override
            public void retired(Standing standing) {
                retired.add(standing.name() + "@" + standing.rounds());
            }
        };
        List<Standing> result = run(CompetitionSettings.defaults(DEFAULT, 1, 1000), clock, listener,
                new Contender("leaver", leaver), new Contender("stayer", new Scripted(clock, 1_000, false, 4)));
        assertThat(retired).containsExactly("leaver@2", "stayer@4");
        Standing left = result.stream().filter(st -> st.name().equals("leaver")).findFirst().orElseThrow();
        assertThat(left.finalScore()).isZero();
        assertThat(left.timedOut()).isFalse();
    }
}
