package spindle.match;

import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import spindle.ai.Agent;
import spindle.ai.AgentFailure;
import spindle.engine.GameState;

/**
 * A game lost by an agent that could not move ({@link AgentFailure}). The record keeps the moves up to the failure
 * and the end reason {@code forfeit: <why>}; the seat that failed is the one to move after the last move, so a
 * replay can check the payoffs: 0 for that seat, 1 for every other (in a one-player game 0, which in the solo game is
 * a retirement below six points).
 */
public final class Forfeit {
    /** How the end reason of a forfeited game starts. */
    public static final String PREFIX = "forfeit: ";

    private Forfeit() {
    }

    /** The payoffs when {@code seat} forfeits a game of {@code players}. */
    public static double[] payoffs(int players, int seat) {
        double[] payoffs = new double[players];
        Arrays.fill(payoffs, 1);
        payoffs[seat] = 0;
        return players == 1 ? new double[] {0} : payoffs;
    }

    /** The end reason of a game a player resigned (by a person's or an AI seat's choice, at any time). */
    public static final String RESIGNED = "resigned";
    /** The end reason of a two-player game both players agreed to draw. */
    public static final String DRAW_AGREED = "draw-agreed";

    /**
     * The end reason of a game whose player to move ran out of time on a server's clock: that seat scores 0 and
     * every other seat 1, as in a forfeit (in the solo game, an involuntary retirement with 0: rule 8.7 and ruling
     * J21 of Just Playing a Round).
     */
    public static final String TIME = "time";

    /** The payoffs of a two-player game drawn by agreement: half each, as a drawn game pays. */
    public static double[] drawPayoffs() {
        return new double[] {0.5, 0.5};
    }

    /** The end reason of a game {@code failure} forfeited. */
    public static String reason(AgentFailure failure) {
        return PREFIX + failure.reason();
    }

    /** Whether {@code record} ends by forfeit. */
    public static boolean isForfeit(GameRecord record) {
        return record.endReason() != null && record.endReason().startsWith(PREFIX);
    }

    /**
     * Whether {@code record} ended before the rules ended it: an outside engine's forfeit, a resignation, a draw
     * agreed by the players or a flag fallen on a server's clock. Its final position is not over, and {@link #consistent} checks its payoffs.
     */
    public static boolean endedEarly(GameRecord record) {
        return isForfeit(record) || RESIGNED.equals(record.endReason()) || DRAW_AGREED.equals(record.endReason())
                || TIME.equals(record.endReason());
    }

    /**
     * Whether an early ending ({@link #endedEarly}) is consistent with {@code state}, the state after its moves: the
     * game is not over, and the payoffs are those of the player to move forfeiting or running out of time, of some
     * player resigning (any seat may resign, whoever is to move), or of a draw between two players.
     */
    public static boolean consistentEarly(GameRecord record, GameState state) {
        if (isForfeit(record) || TIME.equals(record.endReason())) {
            return consistent(record, state);
        }
        if (state.isOver()) {
            return false;
        }
        double[] claimed = record.payoffs().stream().mapToDouble(Double::doubleValue).toArray();
        int players = state.view().players();
        if (DRAW_AGREED.equals(record.endReason())) {
            return players == 2 && Arrays.equals(claimed, drawPayoffs());
        }
        for (int seat = 0; players > 1 && seat < players; seat++) {
            if (Arrays.equals(claimed, payoffs(players, seat))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a forfeit record is consistent with {@code state}, the state after its moves: the game is not over,
     * a player is to move, and the payoffs are those of that player's forfeit.
     */
    public static boolean consistent(GameRecord record, GameState state) {
        if (state.isOver() || state.isChance()) {
            return false;
        }
        double[] claimed = record.payoffs().stream().mapToDouble(Double::doubleValue).toArray();
        return Arrays.equals(claimed, payoffs(state.view().players(), state.toMove()));
    }

    /**
     * Tells each agent once that the game ended at {@code last} with {@code payoffs} ({@code reason} null: it
     * stopped without a result, an exception being on its way; the agents' own failures are then not thrown).
     */
    public static void tellAgents(List<? extends Agent> agents, GameState last, double[] payoffs, String reason) {
        Set<Agent> told = Collections.newSetFromMap(new IdentityHashMap<>());
        boolean aborted = reason == null;
        RuntimeException first = null;
        for (Agent a : agents) {
            if (told.add(a)) {
                try {
                    a.gameOver(last, aborted ? new double[0] : payoffs, aborted ? "aborted" : reason);
                } catch (RuntimeException e) {
                    first = first == null ? e : first;
                }
            }
        }
        if (first != null && !aborted) {
            throw first;
        }
    }
}
