package spindle.server.player;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import spindle.server.http.ApiException;

/** Players in memory, lost when the server stops (the store of {@link MemoryGameStore}: tests). */
public final class MemoryPlayerStore implements PlayerStore {
    private final ConcurrentHashMap<String, Player> byId = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Player> byName = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Player> byKeyHash = new ConcurrentHashMap<>();

    @Override
    public synchronized void add(Player player, String keyHash) {
        if (byName.putIfAbsent(Player.nameKey(player.name()), player) != null) {
            throw ApiException.conflict("the name '" + player.name() + "' is taken; pick another");
        }
        byId.put(player.id(), player);
        byKeyHash.put(keyHash, player);
    }

    @Override
    public Optional<Player> byId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    @Override
    public Optional<Player> byName(String name) {
        return Optional.ofNullable(byName.get(Player.nameKey(name)));
    }

    @Override
    public Optional<Player> byKeyHash(String keyHash) {
        return Optional.ofNullable(byKeyHash.get(keyHash));
    }

    @Override
    public synchronized void rekey(String playerId, String keyHash) {
        Player player = byId.get(playerId);
        if (player != null) {
            byKeyHash.values().removeIf(p -> p.id().equals(playerId));
            byKeyHash.put(keyHash, player);
        }
    }
}
