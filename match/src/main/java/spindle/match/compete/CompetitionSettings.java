package spindle.match.compete;

import java.util.random.RandomGenerator;
import spindle.engine.Variant;
import spindle.games.justplayingaround.SetupCode;

/**
 * The adjudicator's settings (rules section 9 and its parameters).
 *
 * @param variant                 the game variant every contender plays (its {@code mode} is forced to
 *                                competition; a {@code randomSetup} is drawn by the adjudicator)
 * @param allowanceSeconds        each contender's starting balance (default 2,400 s)
 * @param undirectedDepositSeconds the deposit instead of an undirected free play (default 20 s)
 * @param directedDepositSeconds  the deposit instead of a directed free play (default 10 s)
 * @param sharedSetup             all contenders use the same setup (ruling J22); otherwise each gets a drawn one
 * @param seed                    seed of the dice, drawn setups and agents
 * @param thinkMillis             an AI contender's thinking time per decision (never more than its balance)
 */
public record CompetitionSettings(Variant variant, long allowanceSeconds, int undirectedDepositSeconds,
                                  int directedDepositSeconds, boolean sharedSetup, long seed, long thinkMillis) {
    public static final long DEFAULT_ALLOWANCE_SECONDS = 2_400;
    public static final int DEFAULT_UNDIRECTED_DEPOSIT = 20;
    public static final int DEFAULT_DIRECTED_DEPOSIT = 10;

    public CompetitionSettings {
        if (allowanceSeconds <= 0 || undirectedDepositSeconds < 0 || directedDepositSeconds < 0 || thinkMillis <= 0) {
            throw new IllegalArgumentException("allowance and think time must be positive, deposits not negative");
        }
    }

    /**
     * The setup codes of {@code contenders} contenders in order: one shared code (the variant's {@code setupCode},
     * or drawn from {@code random} when it asks for {@code randomSetup}), or a drawn code each when not shared.
     */
    public long[] drawSetups(int contenders, RandomGenerator random) {
        long shared = variant.flag("randomSetup") ? random.nextLong(SetupCode.COUNT) : variant.longValue("setupCode");
        long[] codes = new long[contenders];
        for (int i = 0; i < contenders; i++) {
            codes[i] = sharedSetup ? shared : random.nextLong(SetupCode.COUNT);
        }
        return codes;
    }

    /** The published defaults: 40 minutes, deposits of 20 s and 10 s, one shared setup. */
    public static CompetitionSettings defaults(Variant variant, long seed, long thinkMillis) {
        return new CompetitionSettings(variant, DEFAULT_ALLOWANCE_SECONDS, DEFAULT_UNDIRECTED_DEPOSIT,
                DEFAULT_DIRECTED_DEPOSIT, true, seed, thinkMillis);
    }
}
