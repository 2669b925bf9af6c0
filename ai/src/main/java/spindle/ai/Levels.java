package spindle.ai;

import spindle.engine.AiSettings;
import spindle.engine.Game;

/**
 * The budget behind each strength level. Iteration budgets (not time) make the levels the same on every machine and
 * a one-thread game reproducible; {@code max} instead uses the whole time budget ({@link #MAX_MILLIS}) on every core,
 * through tree parallelism with virtual loss, or root parallelism where the game's settings ask for it (Warp and
 * Weft).
 *
 * <p>Measured with {@code spindle tournament <game> --agents A,B --games N --seed 1} (sides alternated), score of
 * the stronger agent (wins + draws/2), 200 games each unless noted.
 * <ul>
 *   <li>One Piece for Two (no RAVE, see {@code OnePieceForTwo.aiSettings}): mcts:hard vs random 100%, vs uct:hard
 *       76.5%; medium vs easy 83.5%; hard vs medium 78.8%; max vs hard 86.7% (30 games, see below).</li>
 *   <li>Warp and Weft (threads left out of RAVE, k = 1,000, see {@code WarpAndWeft.aiSettings}): hard vs random
 *       100%; hard vs uct:hard 69.5% (seed 1; 69.5% and 74% with seeds 2 and 3); medium vs easy 96%; hard vs
 *       medium 98.5%; max vs hard 100% (10 games), and with root parallelism 90.0% (+9 -1, 10 games, seed
 *       2026, 1,538 s). Before threads were left out of the AMAF statistics, hard vs
 *       uct:hard stayed at 52% to 62.5% whatever the setting (C from 0.05 to 0.8, RAVE k from 0 to 1,000, solver
 *       off, decisive-move playouts), and the levels barely separated (medium vs easy 61%, hard vs medium 63.5%).
 *       Also tried: a playout replaced by a random fill of the free pieces that ignores the Threading and Patching
 *       states lost almost every game (0 and 5% of 40): the states and the tempo they cost decide this game.</li>
 *   <li>0-1-2: hard vs random 100%, vs uct:hard 97.5%; medium vs easy 98.5%; hard vs medium 83.8%; max vs hard
 *       87.5% (20 games).</li>
 *   <li>Just Playing a Round, normal objective ({@code always=stop}), 1,000 games: random 14.1 rounds, mcts:hard
 *       9.1 before the game's playout policy; with it 9.02 [8.69, 9.35] over seeds 2026 to 3025, against 9.23 for
 *       {@code mcts:hard:knowledge=off} on the same seeds ({@code spindle analyze just-playing-a-round --agents
 *       mcts:hard:always=stop --games 100 --seed S}, S = 2026, 2126, ..., 2926). Extended game retired at a horizon, 200 games, final score: random
 *       ({@code always=retire@300:always=continue}) 24.0, mcts:hard ({@code always=retire@300}) 51.3.</li>
 * </ul>
 * Max against hard is measured on fewer games ({@code --parallel 1}, 1,184 s for 30 games of One Piece for Two,
 * 1,520 s for 10 of Warp and Weft, 3,178 s for 20 of 0-1-2 on two cores): 200 would take 2 to 9 hours a game.
 *
 * <p>Levels again after issue 20's search knowledge ({@code --games 200 --seed 2026 --parallel 1}): One Piece for Two
 * medium vs easy 82.3%, hard vs medium 74.3%; Warp and Weft 97.5% and 97.5%; 0-1-2 96.0% and 97.5%. And after the
 * equal-time work of the next stop (same command, main at {@code 9ea379b}): One Piece for Two 80.3% and 74.0%; Warp
 * and Weft (C = 0.9, {@code TempoPlayout}) easy vs random 99.0%, medium vs easy 96.0%, hard vs medium 100%; 0-1-2
 * (fitted evaluator, C = 0.15, cut-off 6) 93.0% and 90.5%; easy vs random (main at {@code cd605ee}) One Piece for
 * Two 100%, 0-1-2 100%. With One Piece for Two's prover (root proofs, 100 prover nodes per iteration; main at
 * {@code 7527580}, same command): easy vs random 100%, medium vs easy 67.8% (+95 =81 -24), hard vs medium 68.3%
 * (+93 =87 -20); the prover settles the last placements for every level alike, so the gaps narrowed.
 *
 * <p>Warp and Weft's easy level is the game's own easy play ({@code Game.easyPlay}, issue 39): against random
 * 88.5% (+177 -23, seed 9100), medium against it 83.5% (+167 -33, seed 9300), 200 games each,
 * {@code --parallel 1}; the 200 MCTS iterations of before scored 96.5% against random but claimed only threads.
 *
 * <p>Equal time (issue 20), one thread, {@code :cpu} budgets, sides alternated, 200 games on seed 2026 (never tuned
 * on), on a machine shared with other work (load 4 to 14): Warp and Weft {@code mcts:50ms:cpu} vs {@code
 * uct:50ms:cpu} 93.5%, vs {@code mcts-classic:50ms:cpu} 90.0% (C = 0.9 and {@code TempoPlayout}, see {@code
 * WarpAndWeft.aiSettings}); 0-1-2 {@code :50ms:cpu} vs uct 100%, vs mcts-classic 74.8% (the fitted {@code
 * ThreadEvaluator}, C = 0.15, cut-off 6); One Piece for Two {@code :100ms:cpu} vs uct 79.0% (+116 =84 -0), vs
 * mcts-classic 54.0% (+34 =148 -18), with {@code RootChoice.CONTEMPT}; without it 80.3% and 50.8% (153 of 200
 * drawn: in the relocation phase either side can force a repetition by moving the opponent's piece back); at
 * {@code :50ms:cpu} vs uct 84.0% (+140 =56 -4), vs mcts-classic 49.3% (+29 =139 -32); and {@code mcts:400ms:cpu}
 * against {@code mcts:100ms:cpu} only 53.0% (+11 =84 -5, 100 games, seed 102): four times the thinking does not get
 * past the draws either. With the prover (main at {@code 7527580}, {@code :50ms:cpu}, seed 2026): vs uct 81.0%
 * (+129 =66 -5; {@code prover=off} 77.5% (+116 =78 -6) in the same session), vs mcts-classic 53.8% (+38 =139 -23); against
 * {@code mcts:50ms:cpu:prover=off} 53.3% (+32 =149 -19, seed 909). The
 * learned evaluators ({@code learned=on}) scored 52% against {@code mcts} on One Piece for Two and lost
 * every game on the other two, so they stay off. Learned move patterns (issue 42, {@code spindle train --patterns})
 * scored 48.3% against {@code mcts} on Warp and Weft ({@code mcts:50ms:cpu:learned=on}, 120 games, seeds 7171 and
 * 7272, Wilson 95% [39.6%, 57.2%]) and are retired; Warp and Weft's playout strengths tuned by self-play win at
 * the medium and hard budgets (59.0% and 75.0% of 200, seeds 7302 and 7301; as shipped,
 * medium 66.5% and hard 69.5%, seeds 7402 and 7401) and
 * lose at {@code :50ms:cpu} (25.0% of 60, seed 7303; 26.7% of 60, seed 96101; they win at {@code :12ms:cpu}, 84.5% of
 * 200, seed 96102), so they are its default up to 3,200 iterations only
 * ({@code WarpAndWeft.aiSettings}); with them medium vs easy 85.0% (+170 -30) and hard vs medium 100% (+200 -0),
 * 200 games, seed 2026. On One Piece for Two the shipped value
 * model and patterns together scored 57.5% at {@code :50ms:cpu} (200 games, seed 8383, Elo +53 [+27, +79]), and at
 * the levels' own budgets easy 64.3% and medium 60.0% against the same level with {@code learned=off} (200 games,
 * seed 8585), so its levels use them ({@code OnePieceForTwo.aiSettings}; docs/ai-strength.md); with them medium vs
 * easy 68.5% (+89 =96 -15) and hard vs medium 68.0% (+82 =108 -10), 200 games, seed 2026. 0-1-2's levels play
 * with its shipped playout patterns (docs/ai-strength.md, "0-1-2: playout patterns").
 *
 * <p>Two threads ({@code max}, {@code :2t}) share one tree with virtual loss: on One Piece for Two at 100 ms per move
 * (200 games, seed 2026, load about 39) tree beat root parallelism 56.3%, and at equal iterations (2,000) tree with
 * two threads scored 47.5% against one thread where root scored 40.5%. On Warp and Weft root parallelism measured
 * better (idle machine, 50 ms of wall time a move, 200 games, {@code --parallel 1}): root against tree, both on two
 * threads, 56.5% (seed 4244); against one thread root 52.5%, tree 45.0% (seed 4243); so that game asks for it
 * ({@code WarpAndWeft.aiSettings}).
 *
 * <p>Speed ({@code spindle bench --seconds 5 --warmup 3 --search mcts:hard}, one thread, from the opening): MCTS
 * iterations per second as a share of random playouts per second in the same run, Warp and Weft 74%, One Piece
 * for Two 65%, Just Playing a Round 66%.
 */
public final class Levels {
    /** Thinking time per decision at level {@code max}. */
    public static final long MAX_MILLIS = 5_000;

    /** Alpha-beta nodes per decision for easy, medium, hard. */
    private static final long[] ALPHA_BETA = {2_000, 20_000, 200_000};
    /** Expectimax nodes per decision for easy, medium, hard. */
    private static final long[] EXPECTIMAX = {2_000, 20_000, 100_000};

    private Levels() {
    }

    /**
     * The budget of {@code level} for an agent of {@code kind} ({@code mcts}, {@code uct}, ...) in a game: MCTS
     * iterations come from the game's {@link Game#aiSettings} (of its default variant).
     */
    public static Budget budget(Game game, String kind, Level level) {
        if (level == Level.MAX) {
            return new Budget(MAX_MILLIS, 0, Runtime.getRuntime().availableProcessors(), 0);
        }
        long[] table = switch (kind) {
            case "alphabeta" -> ALPHA_BETA;
            case "expectimax" -> EXPECTIMAX;
            default -> {
                AiSettings a = game.aiSettings(game.defaultVariant());
                yield new long[] {a.easy(), a.medium(), a.hard()};
            }
        };
        return Budget.iterations(table[level.ordinal()], 0);
    }
}
