package spindle.webengine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * A seeded random game written out ply by ply, the same on the JVM and compiled for the browser, so a test can prove
 * the two engines one: at each ply the position text, the sorted legal moves, the move chosen and the referee's
 * sentences; at the end the result and the payoffs. Chance outcomes are drawn with {@code ChanceOutcomes.sample}
 * and decisions uniformly among the sorted moves, both from one {@link SplittableRandom} of the seed.
 */
public final class Transcript {
    /** Enough for any game of the presets to end (0-1-2 takes about 210 plies). */
    public static final int MAX_PLIES = 5000;

    private Transcript() {
    }

    /** The whole transcript of game {@code seed} of {@code variant}, one line per ply and one for the end. */
    public static String of(Game game, Variant variant, long seed, int maxPlies) {
        StringBuilder out = new StringBuilder();
        SplittableRandom random = new SplittableRandom(seed);
        GameState state = GameState.start(game, variant);
        while (!state.isOver() && state.ply() < maxPlies) {
            Position p = state.view();
            List<String> legal = new ArrayList<>(state.legalMoves());
            Collections.sort(legal);
            int action = state.isChance() ? p.chance().sample(random) : state.parse(legal.get(random.nextInt(legal.size())));
            GameState next = state.apply(action);
            out.append(state.ply()).append('|').append(state.positionText()).append('|').append(String.join(" ", legal))
                    .append('|').append(state.format(action)).append('|')
                    .append(String.join(" / ", game.refereeSays(p, action, next.view()))).append('\n');
            state = next;
        }
        out.append("end|").append(state.positionText()).append('|').append(state.isOver() ? game.endReason(state.view())
                : "unfinished").append('|');
        double[] payoffs = state.payoffs();
        for (int i = 0; i < payoffs.length; i++) {
            out.append(i == 0 ? "" : " ").append(payoffs[i]);
        }
        return out.append('\n').toString();
    }

    /** A 64-bit FNV-1a digest of a text, as 16 hex digits: two transcripts compared without sending either. */
    public static String digest(String text) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < text.length(); i++) {
            h ^= text.charAt(i);
            h *= 0x100000001b3L;
        }
        String hex = Long.toHexString(h);
        return "0000000000000000".substring(hex.length()) + hex;
    }
}
