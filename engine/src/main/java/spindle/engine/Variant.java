package spindle.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A complete, validated set of variant parameter values for one game, in the game's parameter order. Immutable.
 * Created with {@link #of(Game, Map)} or {@link #parse(Game, String)}; anything unspecified takes its default.
 */
public final class Variant {
    private final String gameId;
    private final Map<String, Object> values;
    private final Map<String, Parameter> parameters;

    private Variant(String gameId, Map<String, Object> values, Map<String, Parameter> parameters) {
        this.gameId = gameId;
        this.values = Collections.unmodifiableMap(values);
        this.parameters = parameters;
    }

    /** The defaults of every parameter. */
    public static Variant defaults(Game game) {
        return of(game, Map.of());
    }

    /** Validates text values by parameter name; unknown names and bad values throw {@link VariantException}. */
    public static Variant of(Game game, Map<String, String> text) {
        Map<String, Parameter> byName = new LinkedHashMap<>();
        for (Parameter p : game.parameters()) {
            byName.put(p.name(), p);
        }
        Map<String, Object> values = new LinkedHashMap<>();
        for (Parameter p : game.parameters()) {
            values.put(p.name(), p.defaultValue());
        }
        for (Map.Entry<String, String> e : text.entrySet()) {
            Parameter p = find(byName, e.getKey(), game);
            values.put(p.name(), p.parse(e.getValue()));
        }
        game.validate(new Variant(game.id(), values, byName));
        return new Variant(game.id(), values, byName);
    }

    /** Parses {@code name=value,name=value} (empty text gives the defaults). */
    public static Variant parse(Game game, String text) {
        Map<String, String> map = new LinkedHashMap<>();
        if (text != null && !text.isBlank()) {
            for (String part : text.split("[,\\s]+")) {
                if (part.isEmpty()) {
                    continue;
                }
                int eq = part.indexOf('=');
                if (eq <= 0) {
                    throw new VariantException("variant parameters are written name=value, not '" + part + "'");
                }
                map.put(part.substring(0, eq), part.substring(eq + 1));
            }
        }
        return of(game, map);
    }

    /**
     * A variant named the way people name them: a preset name ({@code 7x6}, {@code patch-primary}), parameter
     * settings joined by {@code ,}, {@code +}, {@code ;} or spaces ({@code size=6+swap=off}), or a bare value that
     * exactly one parameter accepts ({@code patch}, {@code 8x8}).
     */
    public static Variant named(Game game, String text) {
        String t = text.trim();
        for (Game.Preset preset : game.presets()) {
            if (preset.name().equalsIgnoreCase(t)) {
                return preset.variant();
            }
        }
        if (t.contains("=")) {
            return parse(game, t.replace('+', ',').replace(';', ','));
        }
        Variant match = null;
        for (Parameter p : game.parameters()) {
            try {
                p.parse(t);
            } catch (VariantException e) {
                continue;
            }
            if (match != null) {
                throw new VariantException("'" + text + "' fits several parameters of " + game.name()
                        + "; write it as name=value");
            }
            match = of(game, Map.of(p.name(), t));
        }
        if (match == null) {
            List<String> presets = game.presets().stream().map(Game.Preset::name).toList();
            throw new VariantException("'" + text + "' is neither a preset of " + game.name() + " ("
                    + String.join(", ", presets) + ") nor a parameter value; write name=value");
        }
        return match;
    }

    private static Parameter find(Map<String, Parameter> byName, String name, Game game) {
        for (Parameter p : byName.values()) {
            if (p.name().equalsIgnoreCase(name.trim())) {
                return p;
            }
        }
        throw new VariantException(game.name() + " has no parameter '" + name + "'; it has "
                + (byName.isEmpty() ? "none" : String.join(", ", byName.keySet())));
    }

    public String gameId() {
        return gameId;
    }

    public int intValue(String name) {
        return (Integer) value(name);
    }

    public long longValue(String name) {
        return (Long) value(name);
    }

    public String choice(String name) {
        return (String) value(name);
    }

    public boolean flag(String name) {
        return (Boolean) value(name);
    }

    public Parameter.Dimensions dimensions(String name) {
        return (Parameter.Dimensions) value(name);
    }

    /** The canonical value of a parameter (Integer, String, Boolean or Dimensions). */
    public Object value(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw new VariantException("no parameter '" + name + "' in " + gameId);
        }
        return v;
    }

    /** A copy with one more parameter set from text. */
    public Variant with(Game game, String name, String value) {
        Map<String, String> text = textValues();
        text.put(name, value);
        return of(game, text);
    }

    /** Every parameter as canonical text, in the game's order. */
    public Map<String, String> textValues() {
        Map<String, String> text = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : values.entrySet()) {
            text.put(e.getKey(), parameters.get(e.getKey()).format(e.getValue()));
        }
        return text;
    }

    /** Names of the parameters, in the game's order. */
    public List<String> names() {
        return List.copyOf(values.keySet());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Variant v && v.gameId.equals(gameId) && v.values.equals(values);
    }

    @Override
    public int hashCode() {
        return gameId.hashCode() * 31 + values.hashCode();
    }

    /** {@code name=value,...}, which {@link #parse(Game, String)} reads back. */
    @Override
    public String toString() {
        List<String> pairs = new ArrayList<>();
        textValues().forEach((k, v) -> pairs.add(k + "=" + v));
        return String.join(",", pairs);
    }
}
