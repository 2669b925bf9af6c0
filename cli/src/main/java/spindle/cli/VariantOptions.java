package spindle.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.Game;
import spindle.engine.Parameter;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/**
 * Reads a game's variant parameters from the command line as {@code --name value} or {@code --name=value}
 * (any parameter of the game, e.g. {@code --size 6 --primary patch}), so commands need no per-game options.
 */
final class VariantOptions {
    private VariantOptions() {
    }

    static Variant parse(Game game, List<String> args) {
        return parse(game, null, args);
    }

    /** As {@link #parse(Game, List)}, starting from the named preset (when not null) instead of the defaults. */
    static Variant parse(Game game, String preset, List<String> args) {
        Map<String, String> values = new LinkedHashMap<>();
        if (preset != null) {
            values.putAll(preset(game, preset).variant().textValues());
        }
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--") || arg.length() == 2) {
                throw new VariantException("unexpected argument '" + arg + "'; " + options(game));
            }
            String name = arg.substring(2);
            String value = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            String given = name;
            if (game.parameters().stream().noneMatch(p -> p.name().equalsIgnoreCase(given))) {
                throw new VariantException("unknown option --" + name + "; " + options(game));
            }
            if (value == null && i + 1 < args.size()) {
                value = args.get(++i);
            } else if (value == null) {
                throw new VariantException("--" + name + " needs a value; " + options(game));
            }
            values.put(name, value);
        }
        return Variant.of(game, values);
    }

    private static Game.Preset preset(Game game, String name) {
        for (Game.Preset p : game.presets()) {
            if (p.name().equalsIgnoreCase(name.trim())) {
                return p;
            }
        }
        List<String> names = game.presets().stream().map(Game.Preset::name).toList();
        throw new VariantException(game.name() + " has no preset '" + name + "'; its presets are "
                + String.join(", ", names) + " (see 'spindle games')");
    }

    /** The game's variant options on one line, for error messages: {@code --size 2..6, --swap on or off}. */
    static String options(Game game) {
        if (game.parameters().isEmpty()) {
            return game.id() + " has no variant options (see the command's --help)";
        }
        StringBuilder s = new StringBuilder(game.id() + " takes the command's options (see its --help) and ");
        for (int i = 0; i < game.parameters().size(); i++) {
            Parameter p = game.parameters().get(i);
            s.append(i == 0 ? "" : ", ").append("--").append(p.name()).append(' ').append(p.allowed());
        }
        return s.toString();
    }

    /** One line per parameter, for 'spindle games'. */
    static String help(Game game) {
        if (game.parameters().isEmpty()) {
            return game.id() + " has no variant parameters";
        }
        StringBuilder s = new StringBuilder(game.id() + " parameters:");
        for (Parameter p : game.parameters()) {
            s.append(System.lineSeparator()).append("  --").append(p.name()).append(' ').append(p.allowed())
                    .append(" (default ").append(p.format(p.defaultValue())).append("): ").append(p.description());
        }
        return s.toString();
    }
}
