package spindle.ai.learn;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.ObservationSpec;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/**
 * A position's observation as one JSON object, for learning code outside Java: the lines of
 * {@code spindle selfplay --observations} and the answer to the engine protocol's {@code observation}. The schema
 * (version {@value #VERSION}) is documented in {@code docs/observations.md}; {@code examples/python} reads it.
 */
public final class Observations {
    /** The schema version, written in every object as {@code "schema"}. */
    public static final int VERSION = 1;
    private static final ObjectMapper JSON = new ObjectMapper();

    private Observations() {
    }

    /** The shape of the game's observations of {@code variant}; refuses a game that offers none, naming both. */
    public static ObservationSpec spec(Game game, Variant variant) {
        return game.observationSpec(variant).orElseThrow(() -> new VariantException(game.name()
                + " offers no observation for the variant " + variant));
    }

    /**
     * The observation of {@code state} from {@code seat}'s point of view with its shape and plane names, and the
     * legal-action mask of the position: the fields every observation object has.
     */
    public static ObjectNode of(GameState state, int seat) {
        Game game = state.game();
        ObservationSpec spec = spec(game, state.variant());
        Position p = state.view();
        float[] values = new float[spec.size()];
        game.observe(p, seat, values);
        boolean[] mask = new boolean[p.actionSpace()];
        game.actionMask(p, mask, new int[p.maxActions()]);
        ObjectNode o = JSON.createObjectNode();
        o.put("schema", VERSION);
        o.put("game", game.id());
        o.put("variant", state.variant().toString());
        o.put("ply", state.ply());
        o.put("player", seat);
        o.putArray("shape").add(spec.planes()).add(spec.height()).add(spec.width());
        ArrayNode planes = o.putArray("planes");
        spec.planeNames().forEach(planes::add);
        ArrayNode observation = o.putArray("observation");
        for (float v : values) {
            // whole numbers (nearly all values are 0 or 1) as integers: a third of the file
            if (v == (int) v) {
                observation.add((int) v);
            } else {
                observation.add(v);
            }
        }
        ArrayNode legal = o.putArray("mask");
        for (boolean m : mask) {
            legal.add(m ? 1 : 0);
        }
        return o;
    }

    /** The decision {@code action} taken at the observed position, with the search's root visits (null: none). */
    public static void addDecision(ObjectNode o, GameState state, int action, long[] visits) {
        o.put("action", action);
        o.put("move", state.format(action));
        if (visits == null) {
            o.putNull("visits");
        } else {
            ArrayNode v = o.putArray("visits");
            for (long n : visits) {
                v.add(n);
            }
        }
    }

    /** The final result of the game the position came from: payoffs by seat and how it ended. */
    public static void addResult(ObjectNode o, double[] payoffs, String end) {
        ArrayNode r = o.putArray("result");
        for (double x : payoffs) {
            r.add(x);
        }
        o.put("end", end);
    }

    /** {@code o} as one line of JSON. */
    public static String line(ObjectNode o) {
        try {
            return JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an observation could not be written as JSON", e);
        }
    }
}
