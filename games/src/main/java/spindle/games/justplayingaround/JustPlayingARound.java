package spindle.games.justplayingaround;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import spindle.engine.Game;
import spindle.engine.Notation;
import spindle.engine.ObservationSpec;
import spindle.engine.Parameter;
import spindle.engine.Position;
import spindle.engine.SearchKnowledge;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/** Just Playing a Round, the solo game of the 3Will series; see {@code package-info.java}. */
public final class JustPlayingARound implements Game {
    public static final String ID = "just-playing-a-round";
    public static final String MODE_SOLO = "solo";
    public static final String MODE_COMPETITION = "competition";

    private static final Notation NOTATION = new RoundNotation();
    private static final List<Parameter> PARAMETERS = List.of(
            new Parameter.LongParameter("setupCode", "order of the numbers on the home edges (rules 3.4); "
                    + "0 is 1..6 left to right for every colour", 0, SetupCode.COUNT - 1, 0),
            new Parameter.FlagParameter("randomSetup", "draw the setup with four chance nodes (one order per "
                    + "colour) before the first throw, instead of setupCode", false),
            new Parameter.ChoiceParameter("objective", "permissive: a piece landing on a two-stack of two other "
                    + "colours also wins; strict: only a group move can win", List.of("permissive", "strict"),
                    "permissive"),
            new Parameter.ChoiceParameter("extendedGroup", "extended game: move a whole stack only by choice onto "
                    + "a stack it keeps stable, or always when the target is occupied",
                    List.of("stable-only", "always-group"), "stable-only",
                    List.of("choice=stable-only", "always=always-group")),
            new Parameter.ChoiceParameter("directionLayout", "faces of the director die: clockwise (4 backward) "
                    + "or opposite-faces (6 backward)", List.of("clockwise", "opposite-faces"), "clockwise"),
            new Parameter.ChoiceParameter("mode", "solo play, or one contender of a competition (own order of "
                    + "plays, banking instead of free plays, retirement at every round end)",
                    List.of(MODE_SOLO, MODE_COMPETITION), MODE_SOLO));

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Just Playing a Round";
    }

    @Override
    public String description() {
        return "The solo game of the 3Will series: four colour sets of six numbered pieces on an 8x8 torus. Each "
                + "round five dice pick one piece of each colour and the direction it steps; form a stack of three "
                + "different colours, then optionally play on for points in the extended game.";
    }

    @Override
    public int minPlayers() {
        return 1;
    }

    @Override
    public int maxPlayers() {
        return 1;
    }

    @Override
    public List<Parameter> parameters() {
        return PARAMETERS;
    }

    @Override
    public List<Preset> presets() {
        return List.of(
                new Preset("default", defaultVariant()),
                new Preset("strict", Variant.parse(this, "objective=strict")),
                new Preset("always-group", Variant.parse(this, "extendedGroup=always-group")),
                new Preset("opposite-faces", Variant.parse(this, "directionLayout=opposite-faces")),
                new Preset("competition", Variant.parse(this, "mode=competition")));
    }

    @Override
    public void validate(Variant variant) {
        if (variant.flag("randomSetup") && variant.longValue("setupCode") != 0) {
            throw new VariantException("give either setupCode or randomSetup=on, not both");
        }
    }

    static Rules rules(Variant variant) {
        return new Rules(variant.longValue("setupCode"), variant.flag("randomSetup"),
                variant.choice("objective").equals("permissive"),
                variant.choice("extendedGroup").equals("always-group"),
                DirectionChart.byId(variant.choice("directionLayout")),
                variant.choice("mode").equals(MODE_COMPETITION));
    }

    @Override
    public RoundPosition newGame(Variant variant) {
        return new RoundPosition(rules(variant));
    }

    /** Stacks rank by rank, what comes next, the dice, the round's plays and the game: see {@link PositionTexts}. */
    @Override
    public String positionText(Position position) {
        return PositionTexts.text((RoundPosition) position);
    }

    @Override
    public RoundPosition parsePosition(Variant variant, String text) {
        return PositionTexts.parse(rules(variant), text);
    }

    @Override
    public Optional<Map<String, Object>> positionEditor(Variant variant) {
        return Optional.of(PositionEditor.of(rules(variant)));
    }

    @Override
    public Optional<ObservationSpec> observationSpec(Variant variant) {
        return Optional.of(Observation.spec());
    }

    /**
     * Playouts that head for the normal objective ({@link ObjectivePolicy}), and the same scores as a move prior
     * (used only with a prior weight, e.g. {@code mcts:hard:prior=1}: the default settings have none). No evaluator:
     * playouts run to the end and pay minus the rounds used (an estimate of the rounds left at a cut-off was not
     * tried). With it, {@code mcts:hard} met the normal objective in 9.02 rounds on average (1,000 games, seeds
     * 2026 to 3025, 95% interval 8.69 to 9.35) against 9.23 without it on the same seeds
     * ({@code :knowledge=off}, 8.88 to 9.58); the ten chunks of 100 games, paired by seed, differ by -0.21
     * (-0.41 to -0.01).
     */
    @Override
    public SearchKnowledge searchKnowledge(Variant variant) {
        ObjectivePolicy policy = new ObjectivePolicy(rules(variant), newGame(variant).maxActions());
        return new SearchKnowledge(null, policy, policy);
    }

    /** One player: {@code player} must be 0. */
    @Override
    public void observe(Position position, int player, float[] out) {
        Observation.write((RoundPosition) position, out);
    }

    @Override
    public Notation notation(Variant variant) {
        return NOTATION;
    }

    @Override
    public String render(Position position) {
        return BoardText.render((RoundPosition) position);
    }

    @Override
    public Map<String, Object> describe(Position position) {
        return BoardText.describe((RoundPosition) position);
    }

    @Override
    public List<String> playerNames(Variant variant) {
        return List.of("Player");
    }

    /** Empty: neither the normal game nor the extended game has a round limit in the rules (8.6). */
    @Override
    public OptionalInt plyBound(Variant variant) {
        return OptionalInt.empty();
    }

    /**
     * The compete rule ({@code --ai-rounds}): retire at the end of round {@code rounds} in the extended game; a
     * normal game that has not met its objective by then stops when the next round would begin.
     */
    @Override
    public int roundCap(Position position, int rounds) {
        RoundPosition p = (RoundPosition) position;
        if (p.atRoundEnd() && p.round() >= rounds) {
            return Actions.RETIRE;
        }
        return p.phase == RoundPosition.THROW && p.round() > rounds && !p.extended() ? CAP_STOPS_HERE
                : CAP_PLAYS_ON;
    }

    /** A normal game stopped by the cap scores as if stopped after its last full round: minus the rounds used. */
    @Override
    public double[] cappedPayoffs(Position position) {
        return new double[] {-(((RoundPosition) position).round() - 1)};
    }

    @Override
    public Optional<String> whyIllegal(Position position, int action) {
        return Optional.of(IllegalReasons.why((RoundPosition) position, action));
    }

    /** {@code setup}, {@code die}, {@code play}, {@code group}, {@code bank}, {@code continue}, {@code stop}, {@code retire}. */
    @Override
    public String decisionType(Position position, int action) {
        RoundPosition p = (RoundPosition) position;
        if (p.phase == RoundPosition.SETUP) {
            return "setup";
        }
        if (p.phase == RoundPosition.THROW) {
            return "die";
        }
        if (Actions.isPlay(action)) {
            return Actions.group(action) ? "group" : "play";
        }
        return RoundNotation.format(p.phase, p.node, action);
    }

    /** A play in the How-to's words: "Red 1 steps north-east onto c3, making a stack of three colours". */
    @Override
    public Optional<String> inWords(Position position, int action) {
        return Optional.ofNullable(PlayWords.of((RoundPosition) position, action));
    }

    /** {@link RefereeWords}: what a throw allows each colour; a play's step, ejections and ripples in order. */
    @Override
    public List<String> refereeSays(Position before, int action, Position after) {
        return RefereeWords.says((RoundPosition) before, action, (RoundPosition) after);
    }

    /** {@code ejection} and {@code ripple} per piece (see {@link PlayEvents}), {@code score} per scoring play. */
    @Override
    public List<String> events(Position before, int action, Position after) {
        return PlayEvents.of((RoundPosition) before, action, (RoundPosition) after);
    }

    /** {@code stopped} (after the normal objective) or {@code retired}. */
    @Override
    public String endReason(Position over) {
        return ((RoundPosition) over).stopped() ? "stopped" : "retired";
    }

    /** The chance action for a die showing {@code face} (1..6), as the adjudicator applies a shared throw. */
    public static int dieAction(int face) {
        if (face < 1 || face > 6) {
            throw new IllegalArgumentException("a die shows 1..6, not " + face);
        }
        return face - 1;
    }
}
