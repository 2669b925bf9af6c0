package spindle.server.chat;

import java.util.Locale;
import spindle.server.http.ApiException;

/** A game's two chats: the players' (only seat holders read and write it) and the spectators' (anyone reads it). */
enum ChatChannel {
    PLAYERS, SPECTATORS;

    /** The channel named {@code text} ("players" or "spectators"), or a 400. */
    public static ChatChannel parse(String text) {
        if (text != null) {
            for (ChatChannel c : values()) {
                if (c.key().equals(text)) {
                    return c;
                }
            }
        }
        throw new ApiException(400, "\"channel\" is 'players' or 'spectators'");
    }

    /** The name the API and the database use. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
