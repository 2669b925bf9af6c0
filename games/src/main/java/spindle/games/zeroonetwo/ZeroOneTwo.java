package spindle.games.zeroonetwo;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import spindle.engine.Evaluator;
import spindle.engine.AiSettings;
import spindle.engine.Game;
import spindle.engine.Notation;
import spindle.engine.ObservationSpec;
import spindle.engine.Parameter;
import spindle.engine.Position;
import spindle.engine.SearchKnowledge;
import spindle.engine.Variant;
import spindle.engine.VariantException;
import spindle.engine.learn.MoveFeatures;

/** 0-1-2: A Thread Game (Spotted Dog Gaming, 2024). See {@code package-info.java} for the rules in brief. */
public final class ZeroOneTwo implements Game {
    static final int MAX_N = 12;
    /** The strong search's UCT constant and playout plies before its evaluator (see {@link #aiSettings}). */
    static final double EXPLORATION = 0.15;
    static final int CUTOFF = 6;
    private static final List<Parameter> PARAMETERS = List.of(
            new Parameter.IntParameter("n", "Hex side length in lattice steps (even); Deltas have the same side", 4,
                    MAX_N, 4, false),
            new Parameter.ChoiceParameter("firstPlayer", "who sets up and plays first (P1 = Blue, P2 = Red)",
                    List.of("random", "P1", "P2"), "random", List.of("blue=P1", "red=P2")),
            new Parameter.FlagParameter("strictSides",
                    "forbid Jumps passing exactly over a peg and pegs placed under a thread (no side choices)", false),
            new Parameter.FlagParameter("twoPassEnd", "two consecutive passes end the game", true),
            new Parameter.IntParameter("antiStallTurns", "consecutive turns without a Weave that end the game", 1, 100,
                    40, true));

    @Override
    public String id() {
        return "zero-one-two";
    }

    @Override
    public String name() {
        return "0-1-2: A Thread Game";
    }

    @Override
    public String description() {
        return "Two players place pegs on a growing triangular-lattice board and string one thread each from peg "
                + "to peg. A Weave of up to three Jumps must cross zero or an odd number of threads of each colour, "
                + "more threads with every Jump (0-1-2 is the simplest); only a third Jump may reach a black peg, "
                + "capturing it. Weaving supplies pegs and builds the board; most black pegs captured wins.";
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
        return List.of(new Preset("default", defaultVariant()),
                new Preset("n6 strict sides", Variant.parse(this, "n=6,strictSides=on,firstPlayer=P2")));
    }

    @Override
    public void validate(Variant variant) {
        if (variant.intValue("n") % 2 != 0) {
            throw new VariantException("n must be even (the opposite-edge black peg needs an exact midpoint), not "
                    + variant.intValue("n"));
        }
    }

    @Override
    public ZeroOneTwoPosition newGame(Variant variant) {
        return new ZeroOneTwoPosition(Rules.of(variant));
    }

    /** The board in axial rows, the Deltas, the threads, the trays, the turn so far: see {@link PositionTexts}. */
    @Override
    public String positionText(Position position) {
        return PositionTexts.text((ZeroOneTwoPosition) position);
    }

    @Override
    public ZeroOneTwoPosition parsePosition(Variant variant, String text) {
        return PositionReader.parse(Rules.of(variant), text);
    }

    @Override
    public Optional<Map<String, Object>> positionEditor(Variant variant) {
        return Optional.of(PositionEditor.of());
    }

    @Override
    public Optional<ObservationSpec> observationSpec(Variant variant) {
        return Optional.of(Observation.spec(Rules.of(variant).geo()));
    }

    @Override
    public void observe(Position position, int player, float[] out) {
        Observation.write((ZeroOneTwoPosition) position, player, out);
    }

    @Override
    public Notation notation(Variant variant) {
        return new ZeroOneTwoNotation();
    }

    @Override
    public Optional<String> whyIllegal(Position position, int action) {
        return Optional.of(Refusal.why((ZeroOneTwoPosition) position, action));
    }

    @Override
    public String render(Position position) {
        return BoardText.render((ZeroOneTwoPosition) position);
    }

    @Override
    public String render(Position position, boolean colour) {
        return BoardText.render((ZeroOneTwoPosition) position, colour);
    }

    @Override
    public Map<String, Object> describe(Position position) {
        return Description.of((ZeroOneTwoPosition) position);
    }

    @Override
    public List<String> playerNames(Variant variant) {
        return List.of(ZeroOneTwoNotation.SEAT_NAMES);
    }

    /** {@link MoveWords}: the notation's text said as the rules say it. */
    @Override
    public Optional<String> inWords(Position position, int action) {
        int seat = Math.max(0, position.toMove()); // a chance outcome (who sets up first) names its seat itself
        String text = new ZeroOneTwoNotation().format(position, action);
        String words = MoveWords.of(text, ZeroOneTwoNotation.SEAT_NAMES[seat], ZeroOneTwoNotation.SEAT_NAMES[1 - seat]);
        return words.isEmpty() ? Optional.empty() : Optional.of(words);
    }

    /** {@link RefereeWords}: each Jump's crossings by thread, the sides, and what to do on the table. */
    @Override
    public List<String> refereeSays(Position before, int action, Position after) {
        return RefereeWords.says((ZeroOneTwoPosition) before, action, (ZeroOneTwoPosition) after);
    }

    @Override
    public List<String> moveGuide(Variant variant) {
        return MoveWords.GUIDE;
    }

    @Override
    public String decisionType(Position position, int action) {
        return Metrics.decisionType((ZeroOneTwoPosition) position, action);
    }

    @Override
    public List<String> events(Position before, int action, Position after) {
        return Metrics.events((ZeroOneTwoPosition) before, (ZeroOneTwoPosition) after);
    }

    @Override
    public String endReason(Position over) {
        return Metrics.endReason((ZeroOneTwoPosition) over);
    }

    @Override
    public OptionalInt plyBound(Variant variant) {
        return Rules.of(variant).plyBound();
    }

    /** Captured-peg lead as a win probability, for the AI (see {@link ZeroOneTwoEvaluator}). */
    @Override
    public Optional<Evaluator> evaluator(Variant variant) {
        return Optional.of(new ZeroOneTwoEvaluator());
    }

    /**
     * The strong search's knowledge ({@link ThreadEvaluator}, {@link ThreadPlayout}, {@link ThreadPrior}); the
     * yardstick {@code mcts-classic} keeps {@link #evaluator}.
     */
    @Override
    public SearchKnowledge searchKnowledge(Variant variant) {
        return new SearchKnowledge(new ThreadEvaluator(), new ThreadPlayout(), new ThreadPrior());
    }

    /**
     * Games run to some 200-400 plies and each ply is costly: a quarter of the default MCTS budgets. The strong
     * search explores less (C = 0.15) and asks {@link ThreadEvaluator} after 6 playout plies instead of 12: at equal
     * time (20 ms a move) both beat {@code mcts-classic} more often (C 0.6, 0.4, 0.25, 0.15: the lower the better;
     * cut-off 3, 6, 12: 6 best). The RAVE weight stays the default, since {@code mcts-classic} reads it here too.
     * The shipped learned playout patterns on (issue 42, docs/ai-strength.md): against the same search without them
     * at the easy, medium and hard budgets 65.0%, 54.3% and 62.0% (68.8% on another seed) of 200 games; at equal time
     * ({@code :50ms:cpu}) 55.3% and 50.0% of 200 games on two seeds, so they cost about what they gain there.
     */
    @Override
    public AiSettings aiSettings(Variant variant) {
        return AiSettings.DEFAULTS.withIterations(50, 200, 800).withExploration(EXPLORATION).withCutoff(CUTOFF)
                .withLearned(true);
    }

    /** The move features of learned patterns ({@link ThreadFeatures}). */
    @Override
    public Optional<MoveFeatures> moveFeatures(Variant variant) {
        return Optional.of(new ThreadFeatures(ThreadFeatures.NAME));
    }

    /** The same features weighing playout moves ({@link ThreadFeatures}, cheap: read from the position alone). */
    @Override
    public Optional<MoveFeatures> playoutFeatures(Variant variant) {
        return Optional.of(new ThreadFeatures(ThreadFeatures.PLAYOUT_NAME));
    }
}
