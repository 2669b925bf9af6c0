package spindle.engine;

import java.util.random.RandomGenerator;

/** Uniformly random playouts, the yardstick of the engine's speed and the simplest agent's whole strategy. */
public final class Playouts {
    private Playouts() {
    }

    /**
     * Plays {@code position} to the end with uniformly random actions (chance outcomes by their probabilities),
     * stopping early after {@code maxPlies} actions. Returns the number of actions played.
     */
    public static int random(Position position, RandomGenerator random, int[] scratch, int maxPlies) {
        int plies = 0;
        while (!position.isOver() && plies < maxPlies) {
            position.play(position.randomAction(random, scratch));
            plies++;
        }
        return plies;
    }
}
