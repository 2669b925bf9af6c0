package spindle.server.puzzle;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import spindle.ai.Budget;
import spindle.ai.solve.Advice;
import spindle.ai.solve.Solutions;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.match.puzzle.Puzzle;
import spindle.match.rating.Glicko2;
import spindle.server.http.ApiException;
import spindle.server.http.JsonBody;
import spindle.server.limits.Gate;

/**
 * The puzzle requests: a puzzle to solve ({@code GET /api/puzzles/{game}}), a move checked against its solution
 * ({@code POST .../moves}: the opponent's reply, or the refutation of a wrong move searched within the hint time)
 * and the result of an attempt ({@code POST .../result}: both Glicko-2 ratings). The solution is never sent before
 * the attempt ends.
 */
final class PuzzleApi {
    /** How many (day, client, puzzle) results are remembered, so that a repeat does not count twice. */
    static final int COUNTED = 100_000;
    /** The bounds of a solver's rating sent by the browser, and the least deviation it may claim. */
    static final double MIN_R = 500;
    static final double MAX_R = 2500;
    static final double MIN_RD = 45;
    private final PuzzleSets sets;
    private final PuzzleRatings ratings;
    private final Gate gate;
    private final long hintMillis;
    /** The results counted today, by day, client and puzzle: the newest {@link #COUNTED} of them. */
    private final Map<String, Boolean> counted = new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > COUNTED;
        }
    };

    PuzzleApi(PuzzleSets sets, PuzzleRatings ratings, Gate gate, long hintMillis) {
        this.sets = sets;
        this.ratings = ratings;
        this.gate = gate;
        this.hintMillis = hintMillis;
    }

    /** {@code ?daily=true}: the day's puzzle; else the next after {@code after} with {@code theme} (or the first). */
    void next(Context ctx) {
        Game game = Games.byId(ctx.pathParam("game"));
        String theme = ctx.queryParam("theme");
        String after = ctx.queryParam("after");
        List<Puzzle> all = sets.of(game.id()).stream()
                .filter(p -> theme == null || theme.isBlank() || p.themes().contains(theme)).toList();
        Puzzle chosen = null;
        if ("true".equals(ctx.queryParam("daily"))) {
            chosen = sets.daily(game.id(), PuzzleSets.today()).orElse(null);
        } else if (!all.isEmpty()) {
            int i = 0;
            for (int k = 0; k < all.size(); k++) {
                if (all.get(k).id().equals(after)) {
                    i = (k + 1) % all.size();
                }
            }
            chosen = all.get(i);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("game", Map.of("id", game.id(), "name", game.name()));
        out.put("themes", sets.themes(game.id()));
        out.put("count", all.size());
        out.put("puzzle", chosen == null ? null : shown(chosen));
        ctx.json(out);
    }

    private Map<String, Object> shown(Puzzle p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", p.id());
        m.put("variant", p.variant());
        m.put("position", p.position());
        m.put("themes", p.themes());
        m.put("proof", p.proofKind());
        m.put("rating", Math.round(ratings.of(p.game(), p.id()).r()));
        return m;
    }

    /**
     * The moves played so far from the puzzle's position (the solver's and the replies the server gave): when they
     * follow the solution, the opponent's replies that come next and whether the puzzle is solved; when the last
     * differs, the refutation: the opponent's best reply to it, and the solution.
     */
    void moves(Context ctx) {
        Puzzle p = puzzle(ctx);
        JsonNode body = JsonBody.body(ctx, "moves");
        JsonNode list = body.get("moves");
        if (list == null || !list.isArray() || list.size() < 1 || list.size() > p.solution().size()) {
            throw new ApiException(400, "\"moves\" is a list of 1 to " + p.solution().size() + " moves");
        }
        GameState state = start(p);
        int mover = state.toMove();
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < list.size(); i++) {
            String move = list.get(i).asText();
            if (!state.legalMoves().contains(move)) {
                throw new ApiException(400, "'" + move + "' is not a legal move here");
            }
            if (!move.equals(p.solution().get(i))) {
                if (state.toMove() != mover) {
                    throw new ApiException(400, "the reply here is " + p.solution().get(i));
                }
                out.put("correct", false);
                out.put("refutation", refutation(ctx, p, move, state.apply(move), mover));
                out.put("solution", p.solution());
                out.put("values", p.proof().get("alternatives")); // solo: every play's expectimax value
                ctx.json(out);
                return;
            }
            state = state.apply(move);
        }
        List<String> replies = new ArrayList<>();
        for (int i = list.size(); i < p.solution().size() && state.toMove() != mover && !state.isOver(); i++) {
            replies.add(p.solution().get(i));
            state = state.apply(p.solution().get(i));
        }
        boolean done = list.size() + replies.size() >= p.solution().size();
        out.put("correct", true);
        out.put("replies", replies);
        out.put("done", done);
        if (done) {
            out.put("solution", p.solution());
            out.put("values", p.proof().get("alternatives"));
        }
        ctx.json(out);
    }

    /**
     * The best reply to a wrong move, searched within the hint time, in words for the solver; none when the move ends
     * the game or the solver's turn goes on (a turn of several decisions): then the words say so.
     */
    private Map<String, Object> refutation(Context ctx, Puzzle p, String played, GameState after, int mover) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("moves", List.of());
        if (Puzzle.EXPECTIMAX.equals(p.proofKind())) {
            r.put("text", soloWords(p, played));
            return r;
        }
        if (after.isOver()) {
            r.put("text", "the game ends here without your win");
            return r;
        }
        if (after.isChance() || after.toMove() == mover) {
            r.put("text", "this choice does not win; the solution starts with " + p.firstMove());
            return r;
        }
        Gate.Slot slot = gate.search(ctx);
        try {
            Advice a = Advice.of(after, new Budget(hintMillis, 0, 1, after.ply()));
            r.put("moves", List.of(a.move()));
            r.put("text", a.solved().map(Solutions.Solved::text).orElse(String.format(Locale.ROOT,
                    "the reply's estimated value for your opponent: %.2f", a.value())));
        } finally {
            slot.close();
        }
        return r;
    }

    /** A solo puzzle's wrong play in words: its expectimax value against the best play's. */
    private static String soloWords(Puzzle p, String played) {
        Object best = p.proof().get("value");
        Object mine = "?";
        if (p.proof().get("alternatives") instanceof List<?> alternatives) {
            for (Object a : alternatives) {
                if (a instanceof Map<?, ?> m && played.equals(m.get("move"))) {
                    mine = m.get("value");
                }
            }
        }
        return "expected score " + mine + " against " + best + " for the best play, " + p.firstMove();
    }

    /**
     * An attempt's end: {@code solved} and the solver's rating before it ({@code counted} false: a later attempt,
     * which rates nobody); answers both ratings after it and the solution.
     */
    void result(Context ctx) {
        Puzzle p = puzzle(ctx);
        JsonNode body = JsonBody.body(ctx, "solved", "rating", "counted");
        if (!body.has("solved") || !body.get("solved").isBoolean()) {
            throw new ApiException(400, "the request needs \"solved\": true or false");
        }
        Glicko2.Rating solver = Glicko2.NEW;
        JsonNode r = body.get("rating");
        if (r != null && r.isObject()) { // the browser keeps it: held to what a person's rating can be
            solver = new Glicko2.Rating(within(r.path("r").asDouble(1500), MIN_R, MAX_R, 1500),
                    within(r.path("rd").asDouble(Glicko2.MAX_RD), MIN_RD, Glicko2.MAX_RD, Glicko2.MAX_RD),
                    within(r.path("sigma").asDouble(0.06), 0.01, 0.2, 0.06));
        }
        // an attempt after a failure (asking for the solution) rates nobody: the failure was counted; and one
        // client's result moves a puzzle's rating once a day, so that no one can push it by repeating it
        boolean counts = body.path("counted").asBoolean(true) && firstToday(gate.client(ctx), p);
        Glicko2.Rating[] after = counts ? ratings.attempt(p.game(), p.id(), solver, body.get("solved").asBoolean())
                : new Glicko2.Rating[] {solver, ratings.of(p.game(), p.id())};
        ctx.json(Map.of("rating", Map.of("r", after[0].r(), "rd", after[0].rd(), "sigma", after[0].sigma()),
                "puzzleRating", Math.round(after[1].r()), "solution", p.solution()));
    }

    /** Whether this is {@code client}'s first counted result for {@code p} today (remembered for the newest ones). */
    private boolean firstToday(String client, Puzzle p) {
        synchronized (counted) {
            return counted.put(PuzzleSets.today() + " " + client + " " + p.game() + " " + p.id(), Boolean.TRUE) == null;
        }
    }

    /** {@code v} between {@code lo} and {@code hi}; {@code otherwise} when it is no number. */
    private static double within(double v, double lo, double hi, double otherwise) {
        return Double.isNaN(v) ? otherwise : Math.max(lo, Math.min(hi, v));
    }

    private Puzzle puzzle(Context ctx) {
        Game game = Games.byId(ctx.pathParam("game"));
        String id = ctx.pathParam("id");
        return sets.find(game.id(), id).orElseThrow(() -> ApiException.notFound("no puzzle '" + id + "' of "
                + game.name()));
    }

    private static GameState start(Puzzle p) {
        Game game = Games.byId(p.game());
        return GameState.from(game, Variant.parse(game, p.variant()), p.position());
    }
}
