package spindle.games.warpandweft;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import spindle.engine.AiSettings;
import spindle.engine.Game;
import spindle.engine.Notation;
import spindle.engine.ObservationSpec;
import spindle.engine.Parameter;
import spindle.engine.PlayoutPolicy;
import spindle.engine.Position;
import spindle.engine.SearchKnowledge;
import spindle.engine.Symmetries;
import spindle.engine.Variant;
import spindle.engine.WinBound;
import spindle.engine.learn.MoveFeatures;
import spindle.engine.learn.PatternModel;

/** Warp and Weft by Phil Bordelon (2004): see the package documentation and {@code docs/rules/warp-and-weft.md}. */
public final class WarpAndWeft implements Game {
    static final String ID = "warp-and-weft";
    /** The UCT constant C of the strong search, see {@link #aiSettings}. */
    static final double EXPLORATION = 0.9;
    /** The longest iteration budget that plays with the shipped playout strengths by default, see {@link #aiSettings}. */
    static final long LEARNED_UP_TO = 3_200;

    private static final List<Parameter> PARAMETERS = List.of(
            new Parameter.IntParameter("size", "threads of one direction along an edge (board 4N-1 cells square)",
                    Geometry.MIN_SIZE, Geometry.MAX_SIZE, 4, false),
            new Parameter.ChoiceParameter("primary",
                    "thread: both start Threading, threads anywhere; patch: both start Patching, patches anywhere",
                    List.of("thread", "patch"), "thread",
                    List.of("-thread=thread", "-threads=thread", "threads=thread",
                            "-patch=patch", "-patches=patch", "patches=patch")),
            new Parameter.FlagParameter("swap", "the second player may swap sides on their first turn", true),
            new Parameter.FlagParameter("compact", "print a compact board (display only)", false),
            new Parameter.IntParameter("switchLimit",
                    "not a published rule: draw after this many turns in a row without a placement",
                    2, Integer.MAX_VALUE, 0, true));

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Warp and Weft";
    }

    @Override
    public String description() {
        return "A connection game on a woven board of three-cell threads and one-cell patches. Warp owns the "
                + "vertical threads and joins top to bottom; Weft owns the horizontal threads and joins left to right. "
                + "Each turn you either claim a piece allowed by your state (Threading: one of your threads; "
                + "Patching: a patch next to one of your threads) or switch state. Connect your sides to win; "
                + "a player with no valid play loses.";
    }

    @Override
    public int minPlayers() {
        return 2;
    }

    @Override
    public int maxPlayers() {
        return 2;
    }

    @Override
    public List<Parameter> parameters() {
        return PARAMETERS;
    }

    @Override
    public List<Preset> presets() {
        return List.of(
                new Preset("default", defaultVariant()),
                new Preset("patch-primary", Variant.of(this, Map.of("primary", "patch"))),
                new Preset("size-2", Variant.of(this, Map.of("size", "2"))),
                new Preset("size-6", Variant.of(this, Map.of("size", "6"))),
                new Preset("no-swap", Variant.of(this, Map.of("swap", "off"))));
    }

    @Override
    public Position newGame(Variant variant) {
        return new WarpAndWeftPosition(rules(variant));
    }

    static Rules rules(Variant variant) {
        return new Rules(Geometry.of(variant.intValue("size")), variant.choice("primary").equals("patch"),
                variant.flag("swap"), variant.intValue("switchLimit"), variant.flag("compact"));
    }

    /** A one-ply search on the Bridg-it distances ({@link EasyPlay}), on sizes 2 to 4. */
    @Override
    public Optional<PlayoutPolicy> easyPlay(Variant variant) {
        Geometry g = Geometry.of(variant.intValue("size"));
        return WarpAndWeftBound.fits(g) ? Optional.of(new EasyPlay(g)) : Optional.empty();
    }

    /** Bridg-it distances and the other side's placements ({@link WarpAndWeftBound}), on sizes 2 to 4. */
    @Override
    public Optional<WinBound> winBound(Variant variant) {
        Geometry g = Geometry.of(variant.intValue("size"));
        return WarpAndWeftBound.fits(g) ? Optional.of(new WarpAndWeftBound(g)) : Optional.empty();
    }

    /** The half turn ({@link HalfTurn}). */
    @Override
    public Optional<Symmetries> symmetries(Variant variant) {
        return Optional.of(new HalfTurn(Geometry.of(variant.intValue("size"))));
    }

    @Override
    public Optional<ObservationSpec> observationSpec(Variant variant) {
        return Optional.of(Observation.spec(Geometry.of(variant.intValue("size"))));
    }

    @Override
    public void observe(Position position, int player, float[] out) {
        Observation.write((WarpAndWeftPosition) position, player, out);
    }

    /** One line: the board's places top row first, then the side to move, states, swap, counters and plies. */
    @Override
    public String positionText(Position position) {
        return PositionTexts.text((WarpAndWeftPosition) position);
    }

    @Override
    public Position parsePosition(Variant variant, String text) {
        return PositionTexts.parse(rules(variant), text);
    }

    @Override
    public Optional<Map<String, Object>> positionEditor(Variant variant) {
        return Optional.of(PositionTexts.editor(rules(variant)));
    }

    @Override
    public Notation notation(Variant variant) {
        return new WarpAndWeftNotation(Geometry.of(variant.intValue("size")));
    }

    @Override
    public String render(Position position) {
        return BoardText.render((WarpAndWeftPosition) position);
    }

    @Override
    public Map<String, Object> describe(Position position) {
        return BoardData.describe((WarpAndWeftPosition) position);
    }

    /** Plain seat names: a swap changes which side a seat controls, and the board always says who is Warp. */
    @Override
    public List<String> playerNames(Variant variant) {
        return List.of("Player 1", "Player 2");
    }

    @Override
    public Optional<String> whyIllegal(Position position, int action) {
        return Refusal.why((WarpAndWeftPosition) position, action);
    }

    /** {@link RefereeWords}: the claim, a switch, the swap and the winning chain the moment it closes. */
    @Override
    public List<String> refereeSays(Position before, int action, Position after) {
        return RefereeWords.says((WarpAndWeftPosition) before, action, (WarpAndWeftPosition) after);
    }

    @Override
    public String decisionType(Position position, int action) {
        Geometry g = ((WarpAndWeftPosition) position).g;
        if (action == g.switchCode) {
            return "switch";
        }
        if (action == g.swapCode) {
            return "swap";
        }
        return g.isThread(action) ? "thread" : "patch";
    }

    @Override
    public String endReason(Position over) {
        return BoardData.endReason((WarpAndWeftPosition) over);
    }

    /**
     * Empty without a switch limit: endless switching is legal (rule 6.5). With limit K, a game has at most one
     * placement per piece and fewer than K turns without a placement around each, so (pieces + 1) * K plies.
     */
    @Override
    public OptionalInt plyBound(Variant variant) {
        int limit = variant.intValue("switchLimit");
        if (limit == 0) {
            return OptionalInt.empty();
        }
        long bound = (long) (Geometry.of(variant.intValue("size")).pieces + 1) * limit;
        return OptionalInt.of((int) Math.min(bound, Integer.MAX_VALUE));
    }

    /**
     * RAVE k = 1,000: with the threads left out of the AMAF statistics ({@link WarpAndWeftPosition#amafNeutral})
     * the patches' AMAF values are worth a heavier weight: against plain UCT, k = 300 scored 65.5% and 66.5% (200
     * games, seeds 1 and 2), k = 1,000 69.5% and 69.5%, k = 2,000 68.5% (seed 1). {@code mcts-classic} reads this
     * k too, so it stays. Prior weight 1 for the move prior of {@link WarpAndWeftKnowledge}.
     *
     * <p>Exploration C = {@value #EXPLORATION} instead of the default 0.4: at equal time ({@code mcts:20ms:cpu}
     * against {@code uct:20ms:cpu}, seed 11) C = 0.2 scored 48% (54 games), 0.4 58.3% (60), 0.6 53% (15), 0.8 75%
     * (60), 1.0 70% (30), 1.2 62% (29), 1.6 62.5% (16). With RAVE the AMAF values of a move settle after a few
     * playouts and a small C keeps the search on the first patches that look good; the game turns on many patches
     * of similar value (Bridg-it), so it pays to keep comparing them.
     *
     * <p>Two threads (level max) search one tree each: at 50 ms per move on an idle two-core machine (200 games,
     * {@code --parallel 1}), {@code mcts:50ms:2t:parallel=root} beat {@code mcts:50ms:2t} (one shared tree with
     * virtual loss) 56.5% (seed 4244) and scored 52.5% against one thread (seed 4243), where the shared tree scored
     * 45.0% against one thread on the same seed. Both run equally fast ({@code spindle bench --game warp-and-weft
     * --search mcts:hard:2t}: 350,590 iterations/s with root parallelism, 350,023 with the shared tree, 185,810 on
     * one thread), so the difference lies in where the iterations go, presumably the shared tree's virtual losses
     * pushing the second thread off the line the first is reading.
     *
     * <p>The shipped playout strengths ({@code spindle/learned/warp-and-weft.playout}, {@link TempoFeatures}) are the
     * default up to {@value #LEARNED_UP_TO} iterations, the medium and hard levels: 200 games each against the same
     * search without them, {@code mcts:800it} 59.0% (seed 7302) and {@code mcts:3200it} 75.0% (seed 7301). At equal
     * CPU time they win while the search is short and lose once it is long (200 games each, 2026-12-01):
     * {@code :12ms:cpu} (about 3,100 iterations) 84.5%, {@code :18ms:cpu} (4,300) 57.0%, {@code :25ms:cpu} (6,200)
     * 32.5%, {@code :50ms:cpu} (11,600) 26.7% of 60: past about 5,500 iterations the search is on a plateau where
     * their sharper tempo is a bias (docs/ai-strength.md). A time budget's iterations depend on the machine, so time
     * budgets and level max play without them unless asked ({@code learned=on}).
     */
    @Override
    public AiSettings aiSettings(Variant variant) {
        return AiSettings.DEFAULTS.withRave(1_000).withPriorWeight(1).withExploration(EXPLORATION)
                .withRootParallel(true).withLearnedUpTo(LEARNED_UP_TO);
    }

    /**
     * The move prior of {@link WarpAndWeftKnowledge}, the playout policy {@link TempoPlayout} and no evaluator. At
     * equal time the knowledge's own playout policy (which scans every free patch on every ply) cost more iterations
     * than it bought (measured there), and so did a cut-off evaluator on the two sides' connection distances
     * (Bridg-it shortest chains; 0 of 9 games against uct at 20 ms, see the branch history). With C = 0.9 and this
     * policy, 200 games each, seed 2026, one thread: {@code mcts:50ms:cpu} scored 93.5% against {@code uct:50ms:cpu}
     * and 90.0% against {@code mcts-classic:50ms:cpu}.
     */
    @Override
    public SearchKnowledge searchKnowledge(Variant variant) {
        return new SearchKnowledge(evaluator(variant).orElse(null),
                new TempoPlayout(),
                new WarpAndWeftKnowledge(Geometry.of(variant.intValue("size"))));
    }

    /** The move features of learned patterns ({@link WarpAndWeftFeatures}). */
    @Override
    public Optional<MoveFeatures> moveFeatures(Variant variant) {
        return Optional.of(new WarpAndWeftFeatures(Geometry.of(variant.intValue("size"))));
    }

    /** The playout features: when to switch states ({@link TempoFeatures}). */
    @Override
    public Optional<MoveFeatures> playoutFeatures(Variant variant) {
        return Optional.of(new TempoFeatures(Geometry.of(variant.intValue("size"))));
    }

    /** Learned switch strengths played exactly ({@link TempoPlayout#learned}), where they fit the variant. */
    @Override
    public Optional<PlayoutPolicy> learnedPlayout(Variant variant, PatternModel strengths) {
        if (!strengths.fits(this, variant) || !strengths.forPlayouts(this, variant)) {
            return Optional.empty();
        }
        return Optional.of(TempoPlayout.learned(strengths.strengths()));
    }
}
