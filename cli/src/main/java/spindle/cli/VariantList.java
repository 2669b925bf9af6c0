package spindle.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import spindle.engine.Game;
import spindle.engine.Parameter;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/**
 * The variants of a command line list, refusing what is ambiguous or partial: a bare number (in {@code --variants
 * 7x6,9} the 9 would silently mean {@code moveCap=9}, a whole variant with the default board, when the writer most
 * likely meant a board size or a setting of the 7x6 variant) and bare values of different settings.
 */
final class VariantList {
    private VariantList() {
    }

    static List<Variant> parse(Game game, List<String> names) {
        Map<String, String> settingOf = new TreeMap<>();
        for (String name : names) {
            String setting = bareSetting(game, name.trim());
            if (setting != null && name.trim().matches("[0-9]+")) {
                throw new IllegalArgumentException("'" + name.trim() + "' in the variants " + String.join(",", names)
                        + " is a bare number, which could mean several things (here " + setting + "="
                        + name.trim() + ", a whole variant on its own): write the setting, e.g. " + setting + "="
                        + name.trim() + ", and join the settings of one variant with +, e.g. board=7x6+" + setting
                        + "=" + name.trim() + "; commas separate whole variants");
            }
            if (setting != null) {
                settingOf.put(name.trim(), setting);
            }
        }
        if (settingOf.values().stream().distinct().count() > 1) {
            List<String> parts = new ArrayList<>();
            settingOf.forEach((value, setting) -> parts.add(value + " sets " + setting));
            throw new IllegalArgumentException("the variants " + String.join(",", names) + " mix bare values of "
                    + "different settings (" + String.join(", ", parts) + "); each comma-separated item is a whole "
                    + "variant. Write a variant's settings as name=value joined with +, e.g. "
                    + example(settingOf) + ", or list values of one setting, e.g. 7x6,8x7,8x8");
        }
        List<Variant> variants = new ArrayList<>();
        for (String name : names) {
            variants.add(Variant.named(game, name));
        }
        return variants;
    }

    /** The setting a bare value (not a preset, no '=') fits, or null when it is not one. */
    private static String bareSetting(Game game, String text) {
        if (text.contains("=") || game.presets().stream().anyMatch(p -> p.name().equalsIgnoreCase(text))) {
            return null;
        }
        for (Parameter p : game.parameters()) {
            try {
                p.parse(text);
                return p.name();
            } catch (VariantException e) {
                // not this setting's value
            }
        }
        return null;
    }

    private static String example(Map<String, String> settingOf) {
        List<String> parts = new ArrayList<>();
        settingOf.forEach((value, setting) -> parts.add(setting + "=" + value));
        return String.join("+", parts);
    }
}
