package spindle.server.player;

import java.time.Instant;
import java.util.Locale;
import java.util.regex.Pattern;
import spindle.server.http.ApiException;

/**
 * A player identified without a password: a name they picked and a secret player key their browser (or bot) keeps.
 * The server keeps only the key's hash (like seat tokens, {@link Tokens}). Names never change, so a
 * seat can keep its holder's name (the game feature's {@code Seat.SeatPlayer}).
 *
 * @param id   public, stable, shown in links ({@code /api/players/{id}})
 * @param bot  a bot account (an engine playing through the Bot API), labelled as such wherever its name is shown
 */
public record Player(String id, String name, boolean bot, Instant created) {
    /** Letters, digits, '-' and '_', 2 to 24 of them: a name that reads the same everywhere and needs no escaping. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{2,24}");

    /** The name as given, or a 400 that says what a name may be. */
    public static String validName(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new ApiException(400, "a player name is 2 to 24 letters, digits, '-' or '_'"
                    + (name == null ? "" : ", not '" + abbreviate(name) + "'"));
        }
        return name;
    }

    /** The form of a name that two names must not share (names differ in more than letter case). */
    public static String nameKey(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    private static String abbreviate(String s) {
        return s.length() <= 30 ? s : s.substring(0, 30) + "…";
    }
}
