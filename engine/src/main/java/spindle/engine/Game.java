package spindle.engine;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One game: its identity, variant parameters, rules ({@link #newGame(Variant)}), notation and text board. Games are
 * registered as {@code META-INF/services/spindle.engine.Game} and found through {@link Games}.
 */
public interface Game {

    /** Stable id used in records, URLs and the command line, e.g. {@code warp-and-weft}. */
    String id();

    /** Display name, e.g. {@code Warp and Weft}. */
    String name();

    /** One paragraph for a person who has never played it. */
    String description();

    int minPlayers();

    int maxPlayers();

    /** Typed variant parameters, in display order. */
    List<Parameter> parameters();

    /** Named variants worth testing and offering (the first is the default variant). */
    default List<Preset> presets() {
        return List.of(new Preset("default", Variant.defaults(this)));
    }

    /** Checks combinations of values that single parameters cannot; throws {@link VariantException}. */
    default void validate(Variant variant) {
    }

    /** The position at the start of a game of this variant. */
    Position newGame(Variant variant);

    /**
     * The position as one line of text (its format per game in {@code docs/positions.md}): everything that decides
     * the legal moves and the result from here on, with the board readable in it as FEN shows ranks. Only the
     * characters of {@link PositionText#ALPHABET} appear, so the text is safe in an address once its spaces are
     * written {@code _}. Games without a position text throw {@link UnsupportedOperationException} (the default).
     */
    default String positionText(Position position) {
        throw new UnsupportedOperationException(name() + " has no position text");
    }

    /**
     * The position of {@code variant} that {@code text} (from {@link #positionText}) describes, at which play goes
     * on exactly as from the position the text was taken of. Text that is malformed or describes no position the
     * rules can reach throws {@link NotationException} naming the part and the reason ("row 3 has 9 cells, the
     * board has 8"); nothing else is thrown for bad text. {@code _} is read as a space.
     */
    default Position parsePosition(Variant variant, String text) {
        throw new UnsupportedOperationException(name() + " has no position text");
    }

    /**
     * How the analysis board's position editor edits this variant's {@link #positionText}, as plain data (like
     * {@link #describe}), or empty when it cannot (the default). The editor splits the text into its space-separated
     * fields and edits them as this says:
     * <ul>
     * <li>{@code board}: {@code field} (index of the board field), {@code cells} ({@code "char"}: one character per
     * cell, or {@code "comma"}: cells separated by {@code ,}), {@code runs} (whether a run of digits stands for that
     * many empty cells, as in FEN; only with {@code "char"}), {@code empty} (the token of an empty cell),
     * {@code hole} (the token of a place that is not a cell, drawn as a gap, or absent), {@code shape}
     * ({@code "grid"}, or {@code "hex"}: each row drawn half a cell right of the one above), rows separated by
     * {@code /}, top row first;
     * <li>{@code palette}: a list of {@code {token, label, stack}}: tapping a cell with it selected puts
     * {@code token} there ({@code stack} true: on top of what the cell holds, as its last characters);
     * <li>{@code fields}: a list of {@code {field, label, choices}} for the other fields: a choice among
     * {@code choices} (a list of {@code {value, label}}), or free text where {@code choices} is absent.
     * </ul>
     * The server checks each edited text with {@link #parsePosition}, so an editor may make any text on the way.
     */
    default Optional<Map<String, Object>> positionEditor(Variant variant) {
        return Optional.empty();
    }

    /** Text for the actions of positions of this variant. */
    Notation notation(Variant variant);

    /** A text board: pieces, each player's state, whose turn (or the result). */
    String render(Position position);

    /**
     * The text board, with ANSI colours when {@code colour} is true (for a terminal known to show them). Games
     * without colours return {@link #render(Position)}.
     */
    default String render(Position position, boolean colour) {
        return render(position);
    }

    /**
     * The position as plain data for renderers such as the browser board: nested {@code Map<String, Object>} and
     * {@code List} of {@code String}, {@code Number} and {@code Boolean} only (the server turns it into JSON). It
     * must be complete enough to draw the board and every player's state without reading {@link #render}.
     */
    Map<String, Object> describe(Position position);

    /** Names of the seats, e.g. {@code Warp}, {@code Weft}. */
    List<String> playerNames(Variant variant);

    /** An upper bound on the plies of any game of this variant, or empty when the rules set none. */
    OptionalInt plyBound(Variant variant);

    /**
     * How a referee's round cap ends a game whose rules may never end (an empty {@link #plyBound}; the solo
     * extended game, where continuing never costs anything): at {@code position}, with the cap at round
     * {@code rounds}, the action that ends the game now on the player's behalf (retiring at the end of the last
     * round), {@link #CAP_STOPS_HERE} when no action can end it but the cap has passed (the game stops where it is,
     * scored by {@link #cappedPayoffs}), or {@link #CAP_PLAYS_ON}. Games with rounds override it; the default never
     * caps.
     */
    default int roundCap(Position position, int rounds) {
        return CAP_PLAYS_ON;
    }

    /** The payoffs of a game stopped by a round cap where no action could end it ({@link #CAP_STOPS_HERE}). */
    default double[] cappedPayoffs(Position position) {
        double[] payoffs = new double[position.players()];
        for (int i = 0; i < payoffs.length; i++) {
            payoffs[i] = position.payoff(i);
        }
        return payoffs;
    }

    /** {@link #roundCap}: the cap does not end the game here. */
    int CAP_PLAYS_ON = -1;
    /** {@link #roundCap}: the cap has passed and no action ends the game: it stops where it is. */
    int CAP_STOPS_HERE = -2;

    /**
     * Why {@code action}, a real action of the game that is not legal in {@code position}, is refused, in words a
     * player can act on (e.g. "Warp is Threading: switch to Patching to claim a patch"). Empty when the game has
     * nothing to add to "not legal now".
     */
    default Optional<String> whyIllegal(Position position, int action) {
        return Optional.empty();
    }

    /**
     * {@code action}, legal in {@code position}, in plain words for a player new to the game (e.g. "Red Supplies
     * against Blue: ..."), shown next to its notation where an agent's move is printed; empty (the default) where the
     * notation says it all.
     */
    default Optional<String> inWords(Position position, int action) {
        return Optional.empty();
    }

    /**
     * What a referee beside a real table says about {@code action} played at {@code before} (giving {@code after}):
     * plain sentences for people who play with the physical pieces, first what the move did under the rules (a
     * Jump's crossings by thread, a four in a row and whose it is, a switch, what a throw allows), then what to do on
     * the table ("take the black peg at 2,-1"). Empty by default: the notation and {@link #inWords} say it all. Also
     * asked before a move is confirmed, as a preview. {@code before} and {@code after} are not modified.
     */
    default List<String> refereeSays(Position before, int action, Position after) {
        return List.of();
    }

    /** An example of each kind of decision with what it means, for a terminal's {@code help}; none by default. */
    default List<String> moveGuide(Variant variant) {
        return List.of();
    }

    /**
     * The kind of decision {@code action} is in {@code position}, for game metrics: e.g. {@code place},
     * {@code switch}, {@code relocate}, {@code jump}, {@code chance}. A few stable lower-case words per game.
     */
    default String decisionType(Position position, int action) {
        return position.toMove() == Position.CHANCE ? "chance" : "move";
    }

    /**
     * What applying {@code action} to {@code before} (giving {@code after}) caused beyond the decision itself, for
     * game metrics: consequences such as {@code ejection}, {@code ripple}, {@code capture}, or the length of a
     * multi-step turn once it is known ({@code weave-2}). One word per occurrence, so a word may repeat. None by
     * default. {@code before} and {@code after} are not modified.
     */
    default List<String> events(Position before, int action, Position after) {
        return List.of();
    }

    /**
     * How a finished game ended, for game metrics: e.g. {@code connection}, {@code no-valid-play},
     * {@code repetition}, {@code ply-cap}. A few stable lower-case words per game.
     */
    default String endReason(Position over) {
        return "end";
    }

    /** The game's settings for the AI (level budgets, RAVE weight); {@link AiSettings#DEFAULTS} unless overridden. */
    default AiSettings aiSettings(Variant variant) {
        return AiSettings.DEFAULTS;
    }

    /**
     * The game's hand-written heuristic, where it has one: what {@code mcts-classic} uses at its playout cut-off.
     * Leave it as it is when the AI improves (that would move the yardstick); improve {@link #searchKnowledge}.
     */
    default Optional<Evaluator> evaluator(Variant variant) {
        return Optional.empty();
    }

    /**
     * The strong search's knowledge of this game (evaluator, playout policy, move prior), a new object per call: each
     * search thread asks for its own. By default the {@link #evaluator(Variant)} alone. {@code mcts-classic} ignores
     * this and keeps to {@link #evaluator(Variant)}, so it stays the yardstick that improvements are measured against.
     */
    default SearchKnowledge searchKnowledge(Variant variant) {
        return new SearchKnowledge(evaluator(variant).orElse(null), null, null);
    }

    /**
     * How the game's computer plays at level easy, where the game has its own way (a shallow choice with the game's
     * knowledge, for a game where the level's few hundred MCTS iterations play unlike a person would), or empty (the
     * default): easy is then MCTS with {@link AiSettings#easy()} iterations. The policy is called once per move
     * with the agent's seeded random, not inside a search.
     */
    default Optional<PlayoutPolicy> easyPlay(Variant variant) {
        return Optional.empty();
    }

    /** The game's {@link WinBound} for exact solving, or empty (the default): the solver then searches everything. */
    default Optional<WinBound> winBound(Variant variant) {
        return Optional.empty();
    }

    /** The game's {@link Symmetries} for exact solving, or empty (the default): no two positions are merged. */
    default Optional<Symmetries> symmetries(Variant variant) {
        return Optional.empty();
    }

    /**
     * The game's move features for learned move patterns ({@code spindle train}), a new object per search thread, or
     * empty (the default) where the game has none.
     */
    default Optional<spindle.engine.learn.MoveFeatures> moveFeatures(Variant variant) {
        return Optional.empty();
    }

    /**
     * The game's move features for a learned playout policy ({@code spindle train --patterns --playout}): cheap enough
     * to read for a few moves on every playout ply, a new object per search thread, or empty (the default).
     */
    default Optional<spindle.engine.learn.MoveFeatures> playoutFeatures(Variant variant) {
        return Optional.empty();
    }

    /**
     * A playout policy that plays by learned strengths of {@link #playoutFeatures} (a move's chance is its strength
     * over the sum of the legal moves', a move without features of strength 1) exactly and more cheaply than a search's
     * generic sampler can, which reads the features of a few drawn moves; or empty (the default), and the generic
     * sampler is used. {@code spindle train --patterns --playout --tune} fits the strengths of games that have one.
     */
    default Optional<PlayoutPolicy> learnedPlayout(Variant variant, spindle.engine.learn.PatternModel strengths) {
        return Optional.empty();
    }

    /**
     * The shape of {@link #observe} for positions of {@code variant}, or empty when the game offers no observation
     * (the default). The same for every position of the variant.
     */
    default Optional<ObservationSpec> observationSpec(Variant variant) {
        return Optional.empty();
    }

    /**
     * Writes the observation of {@code position} from {@code player}'s point of view into {@code out} (from index
     * 0, {@link ObservationSpec#size()} values, layout in {@link ObservationSpec}): for learning code. The same
     * position gives the same values; nothing is allocated and the position is not modified. Games that offer no
     * observation throw {@link UnsupportedOperationException} (the default).
     *
     * @param player a seat, {@code 0 <= player < position.players()}, also once the game is over
     */
    default void observe(Position position, int player, float[] out) {
        throw new UnsupportedOperationException(name() + " offers no observation");
    }

    /**
     * The action mask of {@code position}: sets {@code mask[a]} to whether action {@code a} is legal, for every
     * {@code a} in {@code [0, position.actionSpace())} ({@code mask} must hold that many), and returns the number
     * of legal actions. At a chance node the legal actions are the chance outcomes; once over, none.
     * {@code scratch} must hold {@link Position#maxActions()} entries.
     */
    default int actionMask(Position position, boolean[] mask, int[] scratch) {
        java.util.Arrays.fill(mask, 0, position.actionSpace(), false);
        int n = position.legalActions(scratch);
        for (int i = 0; i < n; i++) {
            mask[scratch[i]] = true;
        }
        return n;
    }

    /** The default variant. */
    default Variant defaultVariant() {
        return Variant.defaults(this);
    }

    /** A named variant. */
    record Preset(String name, Variant variant) {
    }
}
