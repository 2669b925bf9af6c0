package spindle.server.pages;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An HTML page kept as a file under {@code /pages} in the jar, with {@code {{name}}} holes filled in one pass (a
 * value is put in as it is: the caller escapes text, and a hole inside a value is never filled).
 */
final class Template {
    private static final Pattern HOLE = Pattern.compile("\\{\\{([a-z-]+)}}");

    private final String text;

    private Template(String text) {
        this.text = text;
    }

    /** The template {@code /pages/<name>}; a missing one is a packaging bug. */
    static Template of(String name) {
        try (InputStream in = Template.class.getResourceAsStream("/pages/" + name)) {
            if (in == null) {
                throw new IllegalStateException("no page template /pages/" + name + " in the jar");
            }
            return new Template(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The page with every hole filled; a hole without a value is a bug, refused rather than shown. */
    String fill(Map<String, String> values) {
        Matcher m = HOLE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) {
                throw new IllegalStateException("no value for {{" + m.group(1) + "}}");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }
}
