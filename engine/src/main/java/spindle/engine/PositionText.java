package spindle.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Shared reading of position texts ({@link Game#positionText}): fields separated by single spaces (or {@code _}, as
 * an address writes them), each checked by name, so every game refuses bad text with the same kind of message.
 */
public final class PositionText {
    /** The characters a position text may hold besides letters and digits. */
    public static final String ALPHABET = " ./,:~-";
    /** A position text longer than this is refused before it is read. */
    public static final int MAX_LENGTH = 4_000;

    private PositionText() {
    }

    /**
     * The fields of {@code text}, exactly as many as {@code names} (which name them in messages). {@code _} reads as
     * a space; any other character outside letters, digits and {@link #ALPHABET} is refused.
     */
    public static String[] fields(String text, String... names) {
        if (text == null || text.isBlank()) {
            throw new NotationException("the position text is empty: expected " + String.join(" ", names));
        }
        if (text.length() > MAX_LENGTH) {
            throw new NotationException("the position text is " + text.length() + " characters long, at most "
                    + MAX_LENGTH + " are read");
        }
        String spaced = text.strip().replace('_', ' ');
        for (int i = 0; i < spaced.length(); i++) {
            char c = spaced.charAt(i);
            if (!(c < 128 && Character.isLetterOrDigit(c)) && ALPHABET.indexOf(c) < 0) {
                throw new NotationException("character " + (i + 1) + " '" + printable(c)
                        + "' has no meaning in a position text");
            }
        }
        String[] parts = spaced.split(" +");
        if (parts.length != names.length) {
            List<String> expected = new ArrayList<>(List.of(names));
            String what = parts.length < names.length
                    ? "the " + String.join(", ", expected.subList(parts.length, names.length)) + " "
                    + (names.length - parts.length == 1 ? "is" : "are") + " missing"
                    : "it has " + (parts.length - names.length) + " part(s) too many";
            throw new NotationException("a position text has " + names.length + " parts (" + String.join(" ", names)
                    + "), this one has " + parts.length + ": " + what);
        }
        return parts;
    }

    /** {@code field}, named {@code name} in messages, as a whole number in {@code [min, max]}. */
    public static int number(String field, String name, int min, int max) {
        int value;
        try {
            if (field.length() > 9 || !field.matches("-?[0-9]+")) {
                throw new NumberFormatException();
            }
            value = Integer.parseInt(field);
        } catch (NumberFormatException e) {
            throw new NotationException(name + " '" + field + "' is not a whole number");
        }
        if (value < min || value > max) {
            throw new NotationException(name + " is " + value + ", it must be from " + min + " to " + max);
        }
        return value;
    }

    /** The index of {@code field}, named {@code name} in messages, among the words {@code values}. */
    public static int oneOf(String field, String name, List<String> values) {
        int i = values.indexOf(field);
        if (i < 0) {
            throw new NotationException(name + " '" + field + "' is not one of " + String.join(", ", values));
        }
        return i;
    }

    /** {@code field} with every run of digits {@code n} replaced by {@code n} copies of {@code empty} (as FEN). */
    public static String expandRuns(String field, char empty) {
        StringBuilder out = new StringBuilder();
        int run = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c >= '0' && c <= '9') {
                run = run * 10 + (c - '0');
                if (run > MAX_LENGTH) {
                    throw new NotationException("a run of " + run + " empty cells is longer than any board");
                }
            } else {
                out.append(String.valueOf(empty).repeat(run)).append(c);
                run = 0;
            }
        }
        return out.append(String.valueOf(empty).repeat(run)).toString();
    }

    /** {@code cells} with every run of {@code empty} written as its length (as FEN). */
    public static String compressRuns(CharSequence cells, char empty) {
        StringBuilder out = new StringBuilder();
        int run = 0;
        for (int i = 0; i < cells.length(); i++) {
            char c = cells.charAt(i);
            if (c == empty) {
                run++;
            } else {
                if (run > 0) {
                    out.append(run);
                }
                run = 0;
                out.append(c);
            }
        }
        return run > 0 ? out.append(run).toString() : out.toString();
    }

    private static String printable(char c) {
        return Character.isISOControl(c) || Character.isWhitespace(c) ? String.format("\\u%04x", (int) c)
                : String.valueOf(c);
    }
}
