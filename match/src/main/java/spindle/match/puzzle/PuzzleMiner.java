package spindle.match.puzzle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.ai.solve.SolvedText;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Prover;
import spindle.engine.Variant;
import spindle.match.explorer.CanonicalPositions;

/**
 * Finds puzzles in finished games of one game and variant (docs/puzzles.md). A two-player position is a puzzle when
 * the side to move has exactly one move that wins: proven where it can be (every move settled by the rules, the
 * solver or the game's prover, one a win and none other), otherwise by two searches at different budgets that agree
 * on a move worth at least {@link Limits#clearlyWon} with every other move at least {@link Limits#margin} below it.
 * Solo positions go to {@link SoloPuzzles}. A position and its mirror images give one puzzle: the miner remembers
 * the canonical keys it has handed out.
 */
public final class PuzzleMiner {
    /**
     * @param lastPlies        how many decisions before the end of each game are looked at
     * @param solveNodes       the solver's (and prover's) node budget for each move
     * @param solvePlies       the longest win the solver looks for after a move
     * @param searchIterations the smaller search's iterations; the larger has four times as many
     * @param margin           how far below the best move every other must be, for a searched puzzle
     * @param clearlyWon       the least value (1 a win) of the best move, for a searched puzzle
     * @param millisPerPosition the time one position may take, proofs and searches together
     */
    public record Limits(int lastPlies, long solveNodes, int solvePlies, long searchIterations, double margin,
                         double clearlyWon, long millisPerPosition) {
        /** The defaults of {@code spindle puzzles mine}. */
        public static Limits defaults() {
            return new Limits(16, 20_000, 11, 3_000, 0.3, 0.85, 10_000);
        }

        /** Eight times the nodes and four plies more: the second try at the moves a first try left unsettled. */
        Limits deeper() {
            return new Limits(lastPlies, 8 * solveNodes, solvePlies + 4, searchIterations, margin, clearlyWon,
                    millisPerPosition);
        }

        /** Small budgets, for tests and a server's background mining. */
        public static Limits quick() {
            return new Limits(10, 5_000, 9, 600, 0.3, 0.85, 3_000);
        }
    }

    private final Game game;
    private final Variant variant;
    private final Limits limits;
    private final CanonicalPositions canonical;
    private final Prover prover;
    private final Function<Position, String> namer;
    private final Set<Long> seen = new HashSet<>();

    public PuzzleMiner(Game game, Variant variant, Limits limits) {
        this.game = game;
        this.variant = variant;
        this.limits = limits;
        this.canonical = new CanonicalPositions(game, variant);
        this.prover = game.searchKnowledge(variant).prover();
        this.namer = SolvedText.namer(game, variant);
    }

    /** Counts {@code p} as already found (a puzzle of an earlier run), so that it is not handed out again. */
    public void known(Puzzle p) {
        seen.add(Long.parseUnsignedLong(p.id(), 16));
    }

    /** The puzzles among the last {@link Limits#lastPlies} decisions of the finished game ending at {@code end}. */
    public List<Puzzle> mine(GameState end) {
        if (!end.game().id().equals(game.id()) || !end.variant().equals(variant)) {
            throw new IllegalArgumentException("a game of " + end.game().id() + " [" + end.variant()
                    + "] is not one of " + game.id() + " [" + variant + "]");
        }
        List<Puzzle> out = new ArrayList<>();
        Set<Long> inSolutions = new HashSet<>(); // positions inside a puzzle's solution: part of that puzzle
        for (GameState s : candidates(end)) {
            if (!inSolutions.contains(s.view().hash())) {
                at(s).ifPresent(p -> {
                    out.add(p);
                    inSolutions.addAll(solutionHashes(s, p));
                });
            }
        }
        return out;
    }

    /**
     * The positions of a finished game that {@link #mine} looks at, oldest first: a two-player game's last
     * {@link Limits#lastPlies} decisions; every decision of a solo game, whose plays have few choices each.
     */
    public List<GameState> candidates(GameState end) {
        int most = end.view().players() == 1 ? Integer.MAX_VALUE : limits.lastPlies();
        List<GameState> decisions = new ArrayList<>();
        for (GameState s = end.previous(); s != null && decisions.size() < most; s = s.previous()) {
            if (!s.isChance() && !s.isOver()) {
                decisions.add(0, s);
            }
        }
        return decisions;
    }

    /** The hashes of the positions along {@code p}'s solution from {@code at}: they belong to that puzzle. */
    public static Set<Long> solutionHashes(GameState at, Puzzle p) {
        Set<Long> out = new HashSet<>();
        GameState along = at;
        for (String move : p.solution()) {
            along = along.apply(move);
            out.add(along.view().hash());
        }
        return out;
    }

    /** The puzzle at {@code state}, if it is one and not a position (or mirror image) already found. */
    public Optional<Puzzle> at(GameState state) {
        if (state.isOver() || state.isChance() || state.legalActions().length < 2) {
            return Optional.empty(); // a forced move is no puzzle
        }
        String id = Long.toHexString(canonical.frame(state.view()).key());
        if (seen.contains(Long.parseUnsignedLong(id, 16))) {
            return Optional.empty();
        }
        Budget.Deadline deadline = Budget.Deadline.inMillis(limits.millisPerPosition());
        Optional<Found> found = state.view().players() == 1 ? SoloPuzzles.at(state, limits, deadline)
                : twoPlayer(state, deadline);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        seen.add(Long.parseUnsignedLong(id, 16));
        Found f = found.get();
        List<String> themes = Themes.of(state, f.solution(), f.verdicts());
        return Optional.of(new Puzzle(id, game.id(), variant.toString(), state.positionText(), f.solution(), themes,
                f.proof()));
    }

    /** A position's solution and proof, with the moves' verdicts where they were settled. */
    record Found(List<String> solution, Map<String, Object> proof, MoveVerdicts verdicts) {
    }

    private Optional<Found> twoPlayer(GameState state, Budget.Deadline deadline) {
        long start = System.nanoTime();
        MoveVerdicts v = MoveVerdicts.of(state, limits, prover, namer, deadline);
        List<MoveVerdicts.Verdict> wins = v.with(MoveVerdicts.Result.WIN);
        int unknown = v.with(MoveVerdicts.Result.UNKNOWN).size();
        if (wins.size() > 1 || (wins.isEmpty() && unknown == 0)) {
            return Optional.empty();
        }
        if (wins.size() == 1 && unknown == 0) {
            MoveVerdicts.Verdict w = wins.get(0);
            List<String> solution = new ArrayList<>();
            solution.add(w.move());
            solution.addAll(w.lineAfter());
            Map<String, Object> proof = new LinkedHashMap<>();
            proof.put("kind", Puzzle.SOLVED);
            proof.put("by", w.by());
            if (w.plies() > 0) {
                proof.put("pliesToWin", w.plies());
            }
            proof.put("movesRefuted", v.verdicts.size() - 1);
            proof.put("nodes", v.nodes);
            proof.put("millis", (System.nanoTime() - start) / 1_000_000);
            return Optional.of(new Found(solution, proof, v));
        }
        return searched(state, v, wins, start, deadline);
    }

    /** Most unsettled moves a searched puzzle may have: each costs two searches. */
    private static final int MOST_SEARCHED_MOVES = 100;

    /**
     * A searched puzzle: the best move is the one proven win, or else the move two searches at
     * different budgets agree on, worth at least {@link Limits#clearlyWon}; every move not settled is searched at
     * both budgets too, and both must put it at least {@link Limits#margin} below the best.
     */
    private Optional<Found> searched(GameState state, MoveVerdicts v, List<MoveVerdicts.Verdict> wins, long start,
                                     Budget.Deadline deadline) {
        List<MoveVerdicts.Verdict> unknown = v.with(MoveVerdicts.Result.UNKNOWN);
        if (deadline.passed() || v.verdicts.size() < state.legalActions().length
                || unknown.size() > MOST_SEARCHED_MOVES + (wins.isEmpty() ? 1 : 0)) {
            return Optional.empty();
        }
        long small = limits.searchIterations();
        long large = 4 * small;
        String best;
        double bestValue;
        if (!wins.isEmpty()) {
            best = wins.get(0).move();
            bestValue = 1;
        } else {
            Hint a = Agents.hint(state, Budget.iterations(small, 1));
            Hint b = Agents.hint(state, Budget.iterations(large, 2));
            if (!a.move().equals(b.move()) || Math.min(a.value(), b.value()) < limits.clearlyWon()) {
                return Optional.empty();
            }
            best = b.move();
            bestValue = Math.min(a.value(), b.value());
        }
        double second = 0;
        for (MoveVerdicts.Verdict m : v.verdicts) {
            if (m.move().equals(best)) {
                continue;
            }
            double value = switch (m.result()) {
                case WIN -> 1;
                case DRAW -> 0.5;
                case LOSS -> 0;
                case UNKNOWN -> Math.max(valueAfter(state, m.action(), small, 3), valueAfter(state, m.action(), large, 4));
            };
            second = Math.max(second, value);
            if (bestValue - second < limits.margin() || deadline.passed()) {
                return Optional.empty();
            }
        }
        Map<String, Object> proof = new LinkedHashMap<>();
        proof.put("kind", Puzzle.SEARCHED);
        proof.put("best", wins.isEmpty() ? "searched" : "proven");
        proof.put("iterations", List.of(small, large));
        proof.put("value", round(bestValue));
        proof.put("secondValue", round(second));
        proof.put("margin", limits.margin());
        proof.put("movesSearched", unknown.size());
        proof.put("millis", (System.nanoTime() - start) / 1_000_000);
        List<String> solution = new ArrayList<>(List.of(best));
        if (!wins.isEmpty()) {
            solution.addAll(wins.get(0).lineAfter()); // the proven win's line, to the end
        }
        return Optional.of(new Found(solution, proof, v));
    }

    /** The search's value of {@code action} for the side to move at {@code state}. */
    private static double valueAfter(GameState state, int action, long iterations, long seed) {
        GameState child = state.apply(action);
        Hint h = Agents.hint(child, Budget.iterations(iterations, seed));
        return child.toMove() == state.toMove() ? h.value() : 1 - h.value();
    }

    static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
