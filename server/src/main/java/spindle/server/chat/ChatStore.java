package spindle.server.chat;

import java.util.List;
import spindle.server.http.ApiException;

/**
 * Where games' chats live, next to the games ({@code GameStore#chat}). A game keeps at most
 * {@link #CAPACITY} messages: a chat cannot grow the database without bound.
 */
public interface ChatStore {
    /**
     * The most messages each channel of one game's chat keeps; then that channel is full. Each channel has its own:
     * spectators cannot fill the players' channel.
     */
    int CAPACITY = 500;

    /** The refusal of a message to a full channel. */
    static ApiException full(ChatChannel channel) {
        return ApiException.conflict("this game's " + channel.key() + " chat is full (" + CAPACITY + " messages)");
    }

    /**
     * Adds a message after the game's newest and returns it with its number.
     *
     * @throws ApiException 409 when the game's chat is full
     */
    ChatMessage append(String gameId, ChatChannel channel, String author, String text);

    /** The newest {@code limit} messages of the channel, oldest first. */
    List<ChatMessage> recent(String gameId, ChatChannel channel, int limit);

    /** Whether the game's chat is on (it is unless its creator turned it off). */
    boolean enabled(String gameId);

    /** Turns the game's chat off for good. */
    void disable(String gameId);
}
