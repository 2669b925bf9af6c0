package spindle.webengine;

import org.teavm.jso.JSExport;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.ai.Hint;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;

/** The engine's JavaScript API (spike). */
public final class EngineApi {
    private EngineApi() {
    }

    @JSExport
    public static String games() {
        StringBuilder s = new StringBuilder();
        for (Game g : Games.all()) {
            s.append(g.id()).append(' ');
        }
        return s.toString().trim();
    }

    @JSExport
    public static String start(String gameId, String variant) {
        Game g = Games.byId(gameId);
        GameState s = GameState.start(g, variant.isEmpty() ? g.defaultVariant() : Variant.parse(g, variant));
        return s.positionText();
    }

    @JSExport
    public static String legal(String gameId, String variant, String position) {
        Game g = Games.byId(gameId);
        GameState s = GameState.from(g, variant.isEmpty() ? g.defaultVariant() : Variant.parse(g, variant), position);
        return String.join("\n", s.legalMoves());
    }

    @JSExport
    public static String hint(String gameId, String variant, String position, int iterations) {
        Game g = Games.byId(gameId);
        GameState s = GameState.from(g, variant.isEmpty() ? g.defaultVariant() : Variant.parse(g, variant), position);
        Hint h = Agents.hint(s, Budget.iterations(iterations, 1));
        return h.move();
    }

    @JSExport
    public static double playouts(String gameId, int n) {
        Game g = Games.byId(gameId);
        spindle.engine.Position start = g.newGame(g.defaultVariant());
        java.util.SplittableRandom r = new java.util.SplittableRandom(1);
        int[] scratch = new int[start.maxActions()];
        long plies = 0;
        for (int i = 0; i < n; i++) {
            plies += spindle.engine.Playouts.random(start.copy(), r, scratch, Integer.MAX_VALUE);
        }
        return plies;
    }
}
