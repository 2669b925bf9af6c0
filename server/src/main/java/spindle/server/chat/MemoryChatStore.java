package spindle.server.chat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Chats in memory, for the in-memory game store (tests); each game's list is capped like the database's. */
public final class MemoryChatStore implements ChatStore {
    private final Map<String, List<ChatMessage>> chats = new ConcurrentHashMap<>();
    private final Set<String> off = ConcurrentHashMap.newKeySet();

    @Override
    public ChatMessage append(String gameId, ChatChannel channel, String author, String text) {
        List<ChatMessage> list = chats.computeIfAbsent(gameId, k -> new ArrayList<>());
        synchronized (list) {
            if (list.stream().filter(m -> m.channel() == channel).count() >= CAPACITY) {
                throw ChatStore.full(channel);
            }
            ChatMessage m = new ChatMessage(list.size() + 1, channel, author, text, Instant.now());
            list.add(m);
            return m;
        }
    }

    @Override
    public List<ChatMessage> recent(String gameId, ChatChannel channel, int limit) {
        List<ChatMessage> list = chats.getOrDefault(gameId, List.of());
        synchronized (list) {
            List<ChatMessage> of = list.stream().filter(m -> m.channel() == channel).toList();
            return List.copyOf(of.subList(Math.max(0, of.size() - limit), of.size()));
        }
    }

    @Override
    public boolean enabled(String gameId) {
        return !off.contains(gameId);
    }

    @Override
    public void disable(String gameId) {
        off.add(gameId);
    }
}
