package spindle.engine;

/**
 * A game's symmetries for exact solving ({@code spindle solve}): maps of positions that keep every seat's chances,
 * so a position and its images share one transposition-table entry. Symmetry 0 is the identity; the others are
 * numbered 1 to {@link #count()} - 1. A wrong symmetry gives wrong values: games test each one by playing the image
 * of random games.
 */
public interface Symmetries {

    /** The number of symmetries, the identity included. */
    int count();

    /** {@link Position#hash()} of the image of {@code position} under {@code symmetry}, without building it. */
    long hash(Position position, int symmetry);

    /** The image of {@code action} under {@code symmetry}: the same move on the image of the position. */
    int action(int symmetry, int action);

    /** The symmetry that undoes {@code symmetry}. */
    int inverse(int symmetry);

    /**
     * The role {@code seat} plays in {@code position}, 0 or 1: by default the seat itself. Where seats can exchange
     * roles (a swap) a game may name the role instead, so that "can the seat playing this role win?" is one question
     * for both seats' searches, asked of one table.
     */
    default int role(Position position, int seat) {
        return seat;
    }

    /**
     * The solver's key of the image of {@code position} under {@code symmetry} within one role's table: by default
     * its {@link #hash}. A game that names roles leaves out of it what only tells which seat plays which role.
     */
    default long key(Position position, int symmetry) {
        return hash(position, symmetry);
    }
}
