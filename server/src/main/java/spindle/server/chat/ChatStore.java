package spindle.server.chat;

import java.util.List;

/**
 * Where games' chats live, next to the games ({@code GameStore#chat}). A game keeps at most
 * {@link #CAPACITY} messages: a chat cannot grow the database without bound.
 */
public interface ChatStore {
    /** The most messages one game's chat keeps; then it is full. */
    int CAPACITY = 500;

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
