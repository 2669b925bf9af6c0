package spindle.webengine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.teavm.jso.JSExport;
import spindle.ai.Agent;
import spindle.ai.BuiltInAgents;
import spindle.ai.Budget;
import spindle.ai.solve.Advice;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Playouts;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.webengine.view.Catalog;

/**
 * The engine's JavaScript API, the same for every game: what the server's rules code does, compiled into the page
 * by TeaVM (docs/architecture.md, "The engine in the browser"). Every function answers JSON text, either the answer
 * or {@code {"error": "..."}} with the message a player can act on, since an exception does not cross into the page
 * with its words.
 */
public final class EngineApi {
    private EngineApi() {
    }

    private static String answer(Supplier<Object> what) {
        try {
            return Json.write(what.get());
        } catch (RuntimeException e) {
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("error", e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            return Json.write(error);
        }
    }

    /** A variant as people name it ({@link Variant#named}), the default when none is. */
    static Variant variant(Game game, String text) {
        return text == null || text.isBlank() ? game.defaultVariant() : Variant.named(game, text);
    }

    /** Every game: id, name, seats, presets (name and variant) and the default variant. */
    @JSExport
    public static String catalog() {
        return answer(() -> {
            List<Object> games = new ArrayList<>();
            for (Game g : Games.all()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("id", g.id());
                m.put("name", g.name());
                m.put("players", g.playerNames(g.defaultVariant()));
                List<Object> presets = new ArrayList<>();
                for (Game.Preset p : g.presets()) {
                    presets.add(Map.of("name", p.name(), "variant", p.variant().toString()));
                }
                m.put("presets", presets);
                m.put("defaultVariant", g.defaultVariant().toString());
                games.add(m);
            }
            return games;
        });
    }

    /** Opens a game of {@code variant} (a preset name or name=value,...; empty: the default), at its start or at a
     * position text; answers its number and state. */
    @JSExport
    public static String open(String gameId, String variantText, String position) {
        return answer(() -> {
            Game g = Games.byId(gameId);
            Variant v = variant(g, variantText);
            GameState s = position == null || position.isEmpty() ? GameState.start(g, v) : GameState.from(g, v, position);
            int id = Sessions.open(s);
            Map<String, Object> m = state(s);
            m.put("id", id);
            return m;
        });
    }

    @JSExport
    public static String state(int id) {
        return answer(() -> state(Sessions.get(id)));
    }

    /** Plays a move given in the game's notation: the new state and the referee's sentences, or why it is illegal. */
    @JSExport
    public static String play(int id, String move) {
        return answer(() -> {
            GameState before = Sessions.get(id);
            int action = before.parse(move);
            if (!before.isLegal(action)) {
                throw new IllegalArgumentException(before.game().whyIllegal(before.view(), action)
                        .orElse(move + " is not legal now"));
            }
            return play(before, id, action);
        });
    }

    /** Takes back the last action (a chance outcome counts as one). */
    @JSExport
    public static String undo(int id) {
        return answer(() -> {
            GameState s = Sessions.get(id);
            if (s.previous() == null) {
                throw new IllegalArgumentException("nothing to undo");
            }
            Sessions.set(id, s.previous());
            return state(s.previous());
        });
    }

    /** At a chance node, the outcome drawn from {@code seed} (played): the engine's own dice. */
    @JSExport
    public static String roll(int id, double seed) {
        return answer(() -> {
            GameState s = Sessions.get(id);
            if (!s.isChance()) {
                throw new IllegalArgumentException("no chance is to move");
            }
            return play(s, id, s.view().chance().sample(new SplittableRandom((long) seed)));
        });
    }

    /**
     * The computer's move for the side to move with agent {@code spec} (e.g. {@code mcts:easy}), seeded, within
     * {@code millis} of time when above 0: played, with the referee's sentences.
     */
    @JSExport
    public static String reply(int id, String spec, double seed, int millis) {
        return answer(() -> {
            GameState s = Sessions.get(id);
            Agent agent = BuiltInAgents.create(spec, s.game());
            Budget budget = millis > 0 ? new Budget(millis, 0, 1, (long) seed)
                    : LocalGames.oneThread(agent.budget(), (long) seed);
            return play(s, id, agent.choose(s, budget));
        });
    }

    /** The hint for the player to move: the solver's result where solved, else the search's, within millis. */
    @JSExport
    public static String hint(int id, int millis, int iterations, double seed, int best) {
        return answer(() -> {
            GameState s = Sessions.get(id);
            Budget budget = new Budget(Math.max(0, millis), Math.max(0, iterations), 1, (long) seed);
            Map<String, Object> m = new LinkedHashMap<>();
            if (best > 1) {
                List<Object> moves = new ArrayList<>();
                for (Advice.Choice c : Advice.best(s, budget, best)) {
                    moves.add(Map.of("move", c.move(), "value", c.value(), "proven", c.proven(), "text", c.text()));
                }
                m.put("best", moves);
            } else {
                Advice a = Advice.of(s, budget);
                m.put("move", a.move());
                m.put("value", a.value());
                m.put("proven", a.proven());
                m.put("by", a.by());
                m.put("text", a.text());
            }
            return m;
        });
    }

    @JSExport
    public static void close(int id) {
        Sessions.close(id);
    }

    /** Random playouts per second of a game's default variant, measured here for {@code millis}. */
    @JSExport
    public static double playoutsPerSecond(String gameId, int millis) {
        Game g = Games.byId(gameId);
        Position start = g.newGame(g.defaultVariant());
        int cap = g.plyBound(g.defaultVariant()).orElse(Integer.MAX_VALUE);
        SplittableRandom random = new SplittableRandom(42);
        int[] scratch = new int[start.maxActions()];
        long playouts = 0;
        long t0 = System.nanoTime();
        long end = t0 + millis * 1_000_000L;
        long now;
        do {
            for (int i = 0; i < 16; i++) {
                Playouts.random(start.copy(), random, scratch, cap);
            }
            playouts += 16;
            now = System.nanoTime();
        } while (now < end);
        return playouts / ((now - t0) / 1e9);
    }

    /** The digest of the transcripts of games {@code seed} to {@code seed + games - 1} ({@link Transcript}). */
    @JSExport
    public static String transcripts(String gameId, String variantText, double seed, int games) {
        return answer(() -> {
            Game g = Games.byId(gameId);
            Variant v = variant(g, variantText);
            List<Object> digests = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                digests.add(Transcript.digest(Transcript.of(g, v, (long) seed + i, Transcript.MAX_PLIES)));
            }
            return digests;
        });
    }

    /** One transcript whole, to show where two engines part. */
    @JSExport
    public static String transcript(String gameId, String variantText, double seed) {
        Game g = Games.byId(gameId);
        return Transcript.of(g, variant(g, variantText), (long) seed, Transcript.MAX_PLIES);
    }

    // The server's API, answered here when there is no server (docs/offline.md): the same JSON as the server's.

    /** {@code GET /api/catalog}. */
    @JSExport
    public static String gameCatalog() {
        return answer(() -> Map.of("games", Catalog.games()));
    }

    /** {@code GET /api/catalog/{game}/seats}, the variant as name=value,... */
    @JSExport
    public static String seats(String gameId, String variantText) {
        return answer(() -> {
            Game g = Games.byId(gameId);
            return Catalog.seats(g, Variant.parse(g, variantText));
        });
    }

    /** A new game kept by the page: {@code seats} one per line, {@code human} or {@code ai:SPEC}. */
    @JSExport
    public static String createGame(String id, String gameId, String variant, String position, double seed,
            String seats, boolean tableDice) {
        return answer(() -> LocalGames.create(id, gameId, variant, position, (long) seed, seats, tableDice));
    }

    /** A game the page stored, its moves one per line. */
    @JSExport
    public static String restoreGame(String id, String gameId, String variant, String position, double seed,
            String seats, boolean tableDice, String moves) {
        return answer(() -> LocalGames.restore(id, gameId, variant, position, (long) seed, seats, tableDice, moves));
    }

    /** The game's view, live ({@code ply} below 0) or after {@code ply} actions. */
    @JSExport
    public static String gameView(String id, int ply) {
        return answer(() -> LocalGames.view(id, ply));
    }

    @JSExport
    public static String gameMove(String id, String move, int ply) {
        return answer(() -> LocalGames.move(id, move, ply));
    }

    /** The computer's move at its seat. */
    @JSExport
    public static String gameThink(String id) {
        return answer(() -> LocalGames.think(id));
    }

    @JSExport
    public static String gameUndo(String id) {
        return answer(() -> LocalGames.undo(id));
    }

    @JSExport
    public static String gameHint(String id) {
        return answer(() -> LocalGames.hint(id));
    }

    @JSExport
    public static String refereeLast(String id) {
        return answer(() -> LocalGames.refereeLast(id));
    }

    @JSExport
    public static String refereePreview(String id, String move) {
        return answer(() -> LocalGames.refereePreview(id, move));
    }

    @JSExport
    public static void closeGame(String id) {
        LocalGames.close(id);
    }

    /** The analysis board's view of a line (moves one per line) from a position text. */
    @JSExport
    public static String positionView(String gameId, String variant, String position, String moves) {
        return answer(() -> LocalPositions.view(LocalPositions.Line.of(gameId, variant, position, moves)));
    }

    @JSExport
    public static String positionHint(String gameId, String variant, String position, String moves, int best) {
        return answer(() -> LocalPositions.hint(LocalPositions.Line.of(gameId, variant, position, moves), best));
    }

    @JSExport
    public static String positionReply(String gameId, String variant, String position, String moves, String level,
            double seed) {
        return answer(() -> LocalPositions.reply(LocalPositions.Line.of(gameId, variant, position, moves), level,
                (long) seed));
    }

    @JSExport
    public static String positionEditor(String gameId, String variant) {
        return answer(() -> LocalPositions.editor(gameId, variant));
    }

    // The table companion's 3Will competition on one device (LocalCompetitions): the server's /api/competitions.

    @JSExport
    public static String competitionCreate(String id, String title, String variant, double allowance, double seed) {
        return answer(() -> LocalCompetitions.create(id, title, variant, (long) allowance, (long) seed));
    }

    /** A competition the page kept, its steps one per line (as {@link #competitionSteps} gave them). */
    @JSExport
    public static String competitionRestore(String id, String title, String variant, double allowance,
            double seed, String steps) {
        return answer(() -> LocalCompetitions.restore(id, title, variant, (long) allowance, (long) seed, steps));
    }

    @JSExport
    public static String competitionJoin(String id, String name) {
        return answer(() -> LocalCompetitions.join(id, name));
    }

    @JSExport
    public static String competitionStart(String id, String token) {
        return answer(() -> LocalCompetitions.start(id, token));
    }

    @JSExport
    public static String competitionHold(String id, String token, String name) {
        return answer(() -> LocalCompetitions.hold(id, token, name));
    }

    @JSExport
    public static String competitionMove(String id, String token, String move, int ply) {
        return answer(() -> LocalCompetitions.move(id, token, move, ply));
    }

    @JSExport
    public static String competitionView(String id) {
        return answer(() -> LocalCompetitions.view(id));
    }

    @JSExport
    public static String competitionMe(String id, String token) {
        return answer(() -> LocalCompetitions.me(id, token));
    }

    @JSExport
    public static String competitionSteps(String id) {
        return answer(() -> LocalCompetitions.steps(id));
    }

    private static Map<String, Object> play(GameState before, int id, int action) {
        GameState after = before.apply(action);
        Sessions.set(id, after);
        Map<String, Object> m = state(after);
        m.put("played", before.format(action));
        m.put("said", before.game().refereeSays(before.view(), action, after.view()));
        return m;
    }

    /** What a page needs of a state: the position text, whose turn, the moves, the board data, the result. */
    static Map<String, Object> state(GameState s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", s.game().id());
        m.put("variant", s.variant().toString());
        m.put("position", s.positionText());
        m.put("ply", s.ply());
        m.put("toMove", s.isChance() ? -1 : s.isOver() ? -2 : s.toMove());
        m.put("over", s.isOver());
        m.put("legalMoves", s.isOver() ? List.of() : s.legalMoves());
        if (s.isChance()) {
            ChanceOutcomes c = s.view().chance();
            List<Object> outcomes = new ArrayList<>();
            for (int i = 0; i < c.size(); i++) {
                outcomes.add(Map.of("move", s.format(c.action(i)), "probability", c.probability(i)));
            }
            m.put("chance", outcomes);
        }
        m.put("board", s.game().describe(s.view()));
        m.put("text", s.render());
        if (s.isOver()) {
            m.put("payoffs", s.payoffs());
            m.put("endReason", s.game().endReason(s.view()));
        }
        return m;
    }
}
