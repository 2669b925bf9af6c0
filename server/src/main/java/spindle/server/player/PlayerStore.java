package spindle.server.player;

import java.util.Optional;

/**
 * Where players live: in memory ({@link MemoryPlayerStore}, tests) or in the games' database
 * ({@link JdbcPlayerStore}). A player is found by id, by name (letter case ignored) or by the hash of their key.
 */
public interface PlayerStore {

    /**
     * Stores a new player whose key has hash {@code keyHash}.
     *
     * @throws ApiException 409 when another player has this name (letter case ignored)
     */
    void add(Player player, String keyHash);

    Optional<Player> byId(String id);

    Optional<Player> byName(String name);

    Optional<Player> byKeyHash(String keyHash);

    /** Gives the player a new key (its hash): the old key stops working at once, on every device that held it. */
    void rekey(String playerId, String keyHash);
}
