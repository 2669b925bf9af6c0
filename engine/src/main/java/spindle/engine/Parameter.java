package spindle.engine;

import java.util.List;
import java.util.Locale;

/**
 * A typed variant parameter with a default. {@link #parse(String)} turns user text into the canonical value (or
 * throws {@link VariantException}); {@link #format(Object)} turns a value back into text that parses to it.
 */
public sealed interface Parameter
        permits Parameter.IntParameter, Parameter.LongParameter, Parameter.ChoiceParameter,
                Parameter.FlagParameter, Parameter.DimensionsParameter {

    String name();

    String description();

    Object defaultValue();

    /** Parses text into this parameter's canonical value. */
    Object parse(String text);

    String format(Object value);

    /** A short human description of the allowed values, for help text and error messages. */
    String allowed();

    /**
     * An integer in {@code [min, max]}. With {@code offAllowed}, the word {@code off} is also accepted and stands
     * for the value 0 (which must lie outside the range).
     */
    record IntParameter(String name, String description, int min, int max, int byDefault, boolean offAllowed)
            implements Parameter {
        public IntParameter {
            boolean defaultOff = offAllowed && byDefault == 0;
            if (min > max || (!defaultOff && (byDefault < min || byDefault > max))) {
                throw new IllegalArgumentException("bad range or default for " + name);
            }
        }

        @Override
        public Object defaultValue() {
            return byDefault;
        }

        @Override
        public Object parse(String text) {
            String t = text.trim().toLowerCase(Locale.ROOT);
            if (offAllowed && t.equals("off")) {
                return 0;
            }
            int value;
            try {
                value = Integer.parseInt(t);
            } catch (NumberFormatException e) {
                throw new VariantException(name + " must be " + allowed() + ", not '" + text + "'");
            }
            if (value < min || value > max) {
                throw new VariantException(name + " must be " + allowed() + ", not " + value);
            }
            return value;
        }

        @Override
        public String format(Object value) {
            int v = (Integer) value;
            return offAllowed && v == 0 ? "off" : Integer.toString(v);
        }

        @Override
        public String allowed() {
            String range = max == Integer.MAX_VALUE ? min + " or more" : min + ".." + max;
            return offAllowed ? "off or " + range : range;
        }
    }

    /**
     * An integer in {@code [min, max]} too large for an {@code int}, such as a setup code among 720<sup>4</sup>
     * arrangements. Digits may be grouped with {@code _} ({@code 268_738_559_999}); not with commas, which separate
     * parameters in variant text.
     */
    record LongParameter(String name, String description, long min, long max, long byDefault)
            implements Parameter {
        public LongParameter {
            if (min > max || byDefault < min || byDefault > max) {
                throw new IllegalArgumentException("bad range or default for " + name);
            }
        }

        @Override
        public Object defaultValue() {
            return byDefault;
        }

        @Override
        public Object parse(String text) {
            String t = text.trim().replace("_", "");
            long value;
            try {
                value = Long.parseLong(t);
            } catch (NumberFormatException e) {
                throw new VariantException(name + " must be " + allowed() + ", not '" + text + "'");
            }
            if (value < min || value > max) {
                throw new VariantException(name + " must be " + allowed() + ", not " + value);
            }
            return value;
        }

        @Override
        public String format(Object value) {
            return Long.toString((Long) value);
        }

        @Override
        public String allowed() {
            return min + ".." + max;
        }
    }

    /**
     * One of a fixed list of words. {@code aliases} lists extra spellings, each written {@code alias=value} (for
     * example {@code -threads=thread}); matching ignores case.
     */
    record ChoiceParameter(String name, String description, List<String> values, String byDefault,
                           List<String> aliases) implements Parameter {
        public ChoiceParameter {
            values = List.copyOf(values);
            aliases = List.copyOf(aliases);
            if (!values.contains(byDefault)) {
                throw new IllegalArgumentException("default of " + name + " is not a value");
            }
        }

        public ChoiceParameter(String name, String description, List<String> values, String byDefault) {
            this(name, description, values, byDefault, List.of());
        }

        @Override
        public Object defaultValue() {
            return byDefault;
        }

        @Override
        public Object parse(String text) {
            String t = text.trim();
            for (String v : values) {
                if (v.equalsIgnoreCase(t)) {
                    return v;
                }
            }
            for (String alias : aliases) {
                int eq = alias.indexOf('=');
                if (alias.substring(0, eq).equalsIgnoreCase(t)) {
                    return alias.substring(eq + 1);
                }
            }
            throw new VariantException(name + " must be " + allowed() + ", not '" + text + "'");
        }

        @Override
        public String format(Object value) {
            return (String) value;
        }

        @Override
        public String allowed() {
            return "one of " + String.join(", ", values);
        }
    }

    /** On or off; accepts on/off, true/false, yes/no. */
    record FlagParameter(String name, String description, boolean byDefault) implements Parameter {
        @Override
        public Object defaultValue() {
            return byDefault;
        }

        @Override
        public Object parse(String text) {
            switch (text.trim().toLowerCase(Locale.ROOT)) {
                case "on", "true", "yes", "1":
                    return Boolean.TRUE;
                case "off", "false", "no", "0":
                    return Boolean.FALSE;
                default:
                    throw new VariantException(name + " must be on or off, not '" + text + "'");
            }
        }

        @Override
        public String format(Object value) {
            return (Boolean) value ? "on" : "off";
        }

        @Override
        public String allowed() {
            return "on or off";
        }
    }

    /** A board size written {@code WxH}, each side within {@code [min, max]}. */
    record DimensionsParameter(String name, String description, int min, int max, Dimensions byDefault)
            implements Parameter {
        @Override
        public Object defaultValue() {
            return byDefault;
        }

        @Override
        public Object parse(String text) {
            String[] parts = text.trim().toLowerCase(Locale.ROOT).split("x", -1);
            try {
                if (parts.length == 2) {
                    Dimensions d = new Dimensions(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
                    if (d.width() >= min && d.width() <= max && d.height() >= min && d.height() <= max) {
                        return d;
                    }
                }
            } catch (NumberFormatException e) {
                // falls through to the message below
            }
            throw new VariantException(name + " must be " + allowed() + ", not '" + text + "'");
        }

        @Override
        public String format(Object value) {
            return value.toString();
        }

        @Override
        public String allowed() {
            return "WIDTHxHEIGHT with each side " + min + ".." + max;
        }
    }

    /** A width and height, written {@code 8x7}. */
    record Dimensions(int width, int height) {
        @Override
        public String toString() {
            return width + "x" + height;
        }
    }
}
