package spindle.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/** The registry of games found through {@link ServiceLoader}. */
public final class Games {
    private static final List<Game> ALL = load();

    private Games() {
    }

    private static List<Game> load() {
        List<Game> games = new ArrayList<>();
        ServiceLoader.load(Game.class).forEach(games::add);
        games.sort(Comparator.comparing(Game::id));
        return List.copyOf(games);
    }

    /** Every registered game, sorted by id. */
    public static List<Game> all() {
        return ALL;
    }

    /** The game with this id (case-insensitive); throws {@link VariantException} naming the known ids. */
    public static Game byId(String id) {
        for (Game g : ALL) {
            if (g.id().equalsIgnoreCase(id.trim())) {
                return g;
            }
        }
        List<String> ids = ALL.stream().map(Game::id).toList();
        throw new VariantException("no game '" + id + "'; games: " + String.join(", ", ids));
    }
}
