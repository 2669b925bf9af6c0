package spindle.ai;

import java.util.List;
import java.util.Locale;

/**
 * A parsed agent spec: the text as given, the kind (lower case, before the first {@code :}) and the settings (the
 * {@code :}-separated parts after it, in their original case).
 */
public record AgentSpec(String text, String kind, List<String> settings) {
    public AgentSpec {
        settings = List.copyOf(settings);
    }

    /** Splits {@code text} at {@code :}. */
    public static AgentSpec parse(String text) {
        String t = text.trim();
        String[] parts = t.split(":", -1);
        return new AgentSpec(t, parts[0].trim().toLowerCase(Locale.ROOT),
                List.of(parts).subList(1, parts.length));
    }

    /** Everything after the kind and its {@code :}, unsplit (empty when there is none). */
    public String rest() {
        int colon = text.indexOf(':');
        return colon < 0 ? "" : text.substring(colon + 1);
    }
}
