package spindle.server.explorer;

import java.util.OptionalDouble;
import spindle.server.game.Table;

/**
 * The rating a seat's party had in a game's rated pool when the game was added (a port: the composition root
 * connects it to the ratings), or empty when it has none there.
 */
@FunctionalInterface
public interface MoverRatings {
    MoverRatings NONE = (table, seat) -> OptionalDouble.empty();

    OptionalDouble of(Table table, int seat);
}
