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
     * The solver's table key of "can {@code seat} win from the image of {@code position} under {@code symmetry}":
     * by default its hash told apart by seat ({@link #seatKey}). A game whose seats can exchange roles (a swap) may
     * give one key to positions that differ only in which seat plays which role, so both seats' searches share them.
     */
    default long key(Position position, int seat, int symmetry) {
        return seatKey(hash(position, symmetry), seat);
    }

    /** {@code hash} told apart by {@code seat}: the key of a position for one seat of a table both seats share. */
    static long seatKey(long hash, int seat) {
        return hash ^ (seat * 0xD6E8FEB86659FD93L);
    }
}
