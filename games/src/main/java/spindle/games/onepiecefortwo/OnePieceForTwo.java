package spindle.games.onepiecefortwo;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
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

/** One Piece for Two (1♣42): see the package documentation and {@code docs/rules/one-piece-for-two.md}. */
public final class OnePieceForTwo implements Game {
    static final String ID = "one-piece-for-two";
    static final String BOARD = "board";
    static final String GAME_EDGE = "gameEdge";
    static final String STARTER_COLOUR = "starterColour";
    static final String MOVE_CAP = "moveCap";
    static final String CHOOSE = "choose";

    /** Search knowledge, measured at equal time against mcts-classic (see {@link #searchKnowledge}). */
    private static final int PLAYOUT_TRIES = 2;
    private static final double PRIOR_WEIGHT = 1;
    private static final double EVAL_SCALE = 0.3;
    private static final List<String> NAMES = List.of("Starter", "Second");
    private static final Notation NOTATION = new OnePieceNotation();

    private static final List<Parameter> PARAMETERS = List.of(
            new Parameter.DimensionsParameter(BOARD, "the board as drawn with the game edge at the bottom, "
                    + "width x height (width x height >= 42)", 4, 26, new Parameter.Dimensions(8, 7)),
            new Parameter.ChoiceParameter(GAME_EDGE, "the game edge; 'choose' leaves it to the second player "
                    + "before the first move", List.of(CHOOSE, "bottom", "top", "left", "right"), CHOOSE),
            new Parameter.ChoiceParameter(STARTER_COLOUR, "the starter's colour; 'choose' leaves it to the "
                    + "starter before the first move", List.of(CHOOSE, "red", "blue"), CHOOSE),
            new Parameter.IntParameter(MOVE_CAP, "draw once this many moves (placements and relocations) are "
                    + "played without a win; off = no cap", 1, 100_000, 200, true));

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "One Piece for Two (1\u266342)";
    }

    @Override
    public String description() {
        return "Two players share 20 dominoes, each half red and half blue, and drop them into an upright grid "
                + "from a game edge, so every move also places the opponent's colour. Once the box is empty a move "
                + "relocates a piece. After each move the lines through the two new halves are counted: four or "
                + "more in a row for exactly one colour wins for that colour's player, whoever moved.";
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
                new Preset("7x6", Variant.parse(this, "board=7x6")),
                new Preset("8x8", Variant.parse(this, "board=8x8")));
    }

    @Override
    public void validate(Variant variant) {
        Parameter.Dimensions board = variant.dimensions(BOARD);
        if (board.width() * board.height() < 42) {
            throw new VariantException("board " + board + " has " + board.width() * board.height()
                    + " elements; it needs at least 42 (the 20 pieces cover 40, and two must stay free)");
        }
    }

    @Override
    public Position newGame(Variant variant) {
        return new OnePiecePosition(Setup.of(variant));
    }

    @Override
    public Optional<ObservationSpec> observationSpec(Variant variant) {
        return Optional.of(Observation.spec(Setup.of(variant)));
    }

    @Override
    public void observe(Position position, int player, float[] out) {
        Observation.write(OnePiecePosition.of(position), player, out);
    }

    /** One line: the board in the edge frame top row first, the choices, turn, phase, box, relocations, plies. */
    @Override
    public String positionText(Position position) {
        return PositionTexts.text(OnePiecePosition.of(position));
    }

    @Override
    public Position parsePosition(Variant variant, String text) {
        return PositionTexts.parse(Setup.of(variant), text);
    }

    @Override
    public Optional<Map<String, Object>> positionEditor(Variant variant) {
        return Optional.of(BoardField.editor());
    }

    @Override
    public Notation notation(Variant variant) {
        return NOTATION;
    }

    @Override
    public String render(Position position) {
        return BoardText.render(OnePiecePosition.of(position), NAMES);
    }

    @Override
    public Map<String, Object> describe(Position position) {
        return BoardData.describe(OnePiecePosition.of(position), NAMES);
    }

    @Override
    public List<String> playerNames(Variant variant) {
        return NAMES;
    }

    @Override
    public Optional<String> whyIllegal(Position position, int action) {
        return Refusal.why(OnePiecePosition.of(position), action);
    }

    /** {@link RefereeWords}: the four in a row a move made and whose win it is, the box, repeated positions. */
    @Override
    public List<String> refereeSays(Position before, int action, Position after) {
        return RefereeWords.says(OnePiecePosition.of(before), action, OnePiecePosition.of(after));
    }

    @Override
    public String decisionType(Position position, int action) {
        if (action < Codes.EDGE_BASE) {
            return "colour";
        }
        if (action < Codes.PLACE_BASE) {
            return "edge";
        }
        return OnePiecePosition.of(position).codes.isPlacement(action) ? "place" : "relocate";
    }

    @Override
    public String endReason(Position over) {
        return OnePiecePosition.END_REASONS[OnePiecePosition.of(over).result];
    }

    /** The cap bounds every game; without it repetition still ends every game, but only after astronomically long. */
    @Override
    public OptionalInt plyBound(Variant variant) {
        Setup setup = Setup.of(variant);
        return setup.moveCap() > 0 ? OptionalInt.of(setup.moveCap() + setup.setupActions()) : OptionalInt.empty();
    }

    /**
     * No RAVE: it gains nothing here, even now that it costs only about a fifth of the iterations per second:
     * against plain UCT (200 games each, seeds 1 to 4) k = 0 scored 76.5%, 80%, 79.8%, 79%; k = 300 79.3%, 81.3%,
     * 74.5%, 72.5%; k = 1,000 (seeds 2 to 4) 81.3%, 79.3%, 78%; and head to head k = 0 against k = 1,000 50% and
     * 45.5% (seeds 1 and 2). The shipped learned models (value model and move patterns) on, where they fit the
     * variant: 57.5% of 200 games at equal time ({@code :50ms:cpu}), 64.3% and 60.0% at the easy and medium budgets
     * (issue 42, docs/ai-strength.md).
     */
    @Override
    public AiSettings aiSettings(Variant variant) {
        return AiSettings.DEFAULTS.withRave(0).withPriorWeight(PRIOR_WEIGHT).withLearned(true);
    }

    /**
     * Playouts that take wins and avoid blunders, a prior from the same tactics (see {@link Tactics}), and a threat
     * balance at the cut-off. The knowledge costs iterations (mcts:1000it beat mcts-classic:1000it 67.5% of 40 games),
     * so only the cheap parts pay at equal time: 40 games each at 20 ms CPU against mcts-classic (seed 15), two
     * tries for a move without a winning reply in the playout and no reply check in the prior 61.2%; random
     * playouts with that prior 56.2%; random playouts and the reply check in the prior 47.5%; eight tries and the
     * reply check 52.5% (seed 11, no evaluator), 51.2% (seed 13, cut-off 12) and 46.2% (seed 13, cut-off 4).
     *
     * <p>The relocation phase is a draw for any player who answers each relocation by moving the piece back (see
     * {@link OnePieceEvaluator}): against mcts-classic every decisive game was decided in the placement phase. At 20 ms
     * CPU against uct, scoring that phase even at the cut-off gave 81.7% of 180 games (seeds 11, 12) against 78.9%
     * for the threat balance; playouts that also undo there (ending the phase at once in a repetition) 75.8%: the
     * search then finds every relocation worth exactly a draw and takes the repetition. Against uct (seed 13, 120
     * games) one try 72.5%, two 82.5%, four 75%; evaluator scale 0.15 74.2%, 0.6 73.8%; cut-off 16 76.3%.
     *
     * <p>Also tried against uct, not kept: in the relocation phase a prior raising relocations that leave a double
     * threat (0.5 + 0.2 per winning element next turn, up to two) scored 76.1% against 78.5% without (400 games at
     * 50 ms CPU, seed 301; at 100 ms, seed 103, 79.5% of 100 with not one game won by relocation: uct finds the saving
     * move); {@code RootChoice.CONTEMPT} 0.3 78.0%. The game edge the second player chooses made no difference
     * ({@code always=left} 77.5%, {@code always=bottom} 80.5%, 100 games at 100 ms each). Where the wins come from
     * (those 240 games at 100 ms): as starter 24 of {@code mcts}'s 82 wins came with the first relocation (ply 21,
     * before any relocation can be moved back); as second player every win came during placement.
     *
     * <p>The prover ({@link PlacementProver}) settles the last placements exactly: {@code mcts} asks it about every
     * root move for up to a quarter of its time. On replayed games of {@code mcts} against {@code mcts-classic} at 50
     * ms, a prover given 2 million nodes a position found forced wins with 14 to 16 pieces in the box (13 of 80 games
     * at 14), far more than a move's time proves, and both searches stumble into them about equally often. So it
     * decides only the last placements: at equal time {@code mcts} with it against {@code mcts:prover=off} scored 53.3%
     * (+32 =149 -19, 200 games at 50 ms CPU, seed 909), and at equal iterations ({@code mcts:hard}, 100 prover nodes
     * per iteration) 58.0% (+37 =42 -21, 100 games, seed 907, before the threats-only search of the early placements).
     */
    @Override
    public SearchKnowledge searchKnowledge(Variant variant) {
        return new SearchKnowledge(new OnePieceEvaluator(EVAL_SCALE), new OnePiecePlayout(PLAYOUT_TRIES),
                new OnePiecePrior(false), new PlacementProver());
    }

    /** The move features of learned patterns ({@link OnePieceFeatures}). */
    @Override
    public Optional<MoveFeatures> moveFeatures(Variant variant) {
        return Optional.of(new OnePieceFeatures());
    }
}
