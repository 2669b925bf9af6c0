package spindle.ai.learn;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.Locale;
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
    private static final Base64.Encoder BASE64 = Base64.getEncoder();

    private Observations() {
    }

    /**
     * How the tensor, the mask and the visits are written. {@code DENSE}: JSON arrays of numbers, one per value or
     * action code. {@code PACKED}: the observation as base64 of packed bits (a value is 1 or 0), with each plane
     * that holds another value also given as one number (a plane of one value) or whole as base64 of little-endian
     * float32; the mask as the list of legal action codes and the visits as [code, visits] pairs of the moves
     * visited (action spaces run to 525,318 codes in One Piece for Two, of which a few hundred are legal). Schema in
     * {@code docs/observations.md}.
     */
    public enum Encoding {
        DENSE, PACKED;

        /** The name written in each line and given to {@code --observation-encoding}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
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
        return of(state, seat, Encoding.DENSE);
    }

    /** {@link #of(GameState, int)} with the tensor and mask written in {@code encoding}. */
    public static ObjectNode of(GameState state, int seat, Encoding encoding) {
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
        o.put("encoding", encoding.id());
        if (encoding == Encoding.PACKED) {
            o.set("observation", packed(values, spec.height() * spec.width()));
            ArrayNode legal = o.putObject("mask").put("actions", mask.length).putArray("legal");
            for (int a = 0; a < mask.length; a++) {
                if (mask[a]) {
                    legal.add(a);
                }
            }
            return o;
        }
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

    /**
     * {@code {"bits": base64, "constants": {"plane": value}, "floats": {"plane": base64}}}: bit i of byte j is value
     * 8j + i, 1 where the value is not 0; a plane with a value other than 0 and 1 is in {@code constants} under its
     * index when all its values are the one given, else in {@code floats}, all its values as little-endian float32;
     * either wins over the plane's bits.
     */
    private static ObjectNode packed(float[] values, int area) {
        ObjectNode packed = JSON.createObjectNode();
        boolean[] nonZero = new boolean[values.length];
        for (int i = 0; i < values.length; i++) {
            nonZero[i] = values[i] != 0;
        }
        packed.put("bits", BASE64.encodeToString(bits(nonZero)));
        ObjectNode constants = packed.putObject("constants");
        ObjectNode floats = packed.putObject("floats");
        for (int plane = 0; plane * area < values.length; plane++) {
            if (binary(values, plane * area, area)) {
                continue;
            }
            if (constant(values, plane * area, area)) {
                constants.put(Integer.toString(plane), values[plane * area]); // the games' flag planes
            } else {
                ByteBuffer b = ByteBuffer.allocate(4 * area).order(ByteOrder.LITTLE_ENDIAN);
                for (int i = plane * area; i < (plane + 1) * area; i++) {
                    b.putFloat(values[i]);
                }
                floats.put(Integer.toString(plane), BASE64.encodeToString(b.array()));
            }
        }
        return packed;
    }

    private static boolean constant(float[] values, int from, int length) {
        for (int i = from + 1; i < from + length; i++) {
            if (values[i] != values[from]) {
                return false;
            }
        }
        return true;
    }

    private static boolean binary(float[] values, int from, int length) {
        for (int i = from; i < from + length; i++) {
            if (values[i] != 0 && values[i] != 1) {
                return false;
            }
        }
        return true;
    }

    /** Packed bits, least significant first: bit i of byte j is {@code flags[8 * j + i]}. */
    private static byte[] bits(boolean[] flags) {
        byte[] out = new byte[(flags.length + 7) / 8];
        for (int i = 0; i < flags.length; i++) {
            if (flags[i]) {
                out[i >> 3] |= (byte) (1 << (i & 7));
            }
        }
        return out;
    }

    /**
     * The decision {@code action} taken at the observed position, with the search's root visits (null: none), in the
     * encoding of {@code o}: by action code, or as [code, visits] pairs in the packed encoding.
     */
    public static void addDecision(ObjectNode o, GameState state, int action, long[] visits) {
        o.put("action", action);
        o.put("move", state.format(action));
        if (visits == null) {
            o.putNull("visits");
        } else if (Encoding.PACKED.id().equals(o.path("encoding").asText())) {
            ArrayNode v = o.putArray("visits");
            for (int a = 0; a < visits.length; a++) {
                if (visits[a] > 0) {
                    v.addArray().add(a).add(visits[a]);
                }
            }
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
