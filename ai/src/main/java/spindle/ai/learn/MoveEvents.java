package spindle.ai.learn;

import java.util.Arrays;

/**
 * The decisions of strong play as Bradley–Terry competitions (Coulom 2007): at each recorded position, every legal
 * move is a team of features and the move played won. Kept flat in one growing {@code int} array: per event the
 * number of moves, the index of the one played, then each move's feature count and features.
 */
final class MoveEvents {
    private int[] data = new int[1 << 12];
    private int size;
    private int events;
    /** Where the event being recorded starts, or -1. */
    private int open = -1;

    /** Starts an event; the moves follow ({@link #move}), then {@link #chosen}. */
    void begin() {
        ensure(2);
        open = size;
        data[size++] = 0;
        data[size++] = -1;
    }

    /** Adds a move with {@code n} features {@code team[0..n)} to the open event. */
    void move(int[] team, int n) {
        ensure(n + 1);
        data[size++] = n;
        System.arraycopy(team, 0, data, size, n);
        size += n;
        data[open]++;
    }

    /** Closes the open event: its move number {@code index} (in the order added) was played. */
    void chosen(int index) {
        data[open + 1] = index;
        open = -1;
        events++;
    }

    /** Appends every event of {@code other}. */
    void addAll(MoveEvents other) {
        ensure(other.size);
        System.arraycopy(other.data, 0, data, size, other.size);
        size += other.size;
        events += other.events;
    }

    int events() {
        return events;
    }

    /** The flat data (read only) up to {@link #length()}. */
    int[] data() {
        return data;
    }

    int length() {
        return size;
    }

    private void ensure(int more) {
        if (size + more > data.length) {
            data = Arrays.copyOf(data, Math.max(2 * data.length, size + more));
        }
    }
}
