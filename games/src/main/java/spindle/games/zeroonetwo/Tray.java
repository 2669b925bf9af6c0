package spindle.games.zeroonetwo;

/**
 * The player tray as an ordered queue (rules 3.2, rulings Z9 and Z10): 20 filled slots in the order pegs are made
 * available, {@code C C C C C C B | C C C C C C B | C C C C C B}. A tray is two ints: the front slot, and a mask
 * of black slots already emptied (black pegs never return, so those slots are skipped for good). Every slot
 * before the front is empty; colour pegs made unavailable go back to the colour slot just before the front.
 */
final class Tray {
    static final int SLOTS = 20;
    static final int COLOUR = 0;
    static final int BLACK = 1;
    static final int EMPTY = -1;
    private static final int[] BLACK_SLOTS = {6, 13, 19};

    private Tray() {
    }

    /** The index in {@link #BLACK_SLOTS} of each slot, -1 for a colour slot (a table: the tray is on the hot path). */
    private static final byte[] BLACK_INDEX = new byte[SLOTS];

    static {
        java.util.Arrays.fill(BLACK_INDEX, (byte) -1);
        for (int i = 0; i < BLACK_SLOTS.length; i++) {
            BLACK_INDEX[BLACK_SLOTS[i]] = (byte) i;
        }
    }

    static int blackIndex(int slot) {
        return slot >= 0 && slot < SLOTS ? BLACK_INDEX[slot] : -1;
    }

    /** The front slot after skipping emptied black slots; {@link #SLOTS} when the tray is empty. */
    static int normalize(int front, int gone) {
        int f = front;
        while (f < SLOTS) {
            int b = blackIndex(f);
            if (b < 0 || (gone & (1 << b)) == 0) {
                return f;
            }
            f++;
        }
        return SLOTS;
    }

    /** What the next peg made available is: {@link #COLOUR}, {@link #BLACK} or {@link #EMPTY}. */
    static int peek(int front, int gone) {
        int f = normalize(front, gone);
        return f == SLOTS ? EMPTY : blackIndex(f) >= 0 ? BLACK : COLOUR;
    }

    /** The gone mask after taking the front (which must not be {@link #EMPTY}); both arguments from before. */
    static int goneAfterTake(int front, int gone) {
        int b = blackIndex(normalize(front, gone));
        return b < 0 ? gone : gone | (1 << b);
    }

    /** The front after taking one peg; both arguments from before the take. */
    static int frontAfterTake(int front, int gone) {
        return normalize(front, gone) + 1;
    }

    /** The front after putting one colour peg back (there is always an empty colour slot before the front). */
    static int frontAfterReturn(int front) {
        int f = front - 1;
        while (blackIndex(f) >= 0) {
            f--;
        }
        return f;
    }

    static int colourCount(int front) {
        int count = 0;
        for (int s = front; s < SLOTS; s++) {
            if (blackIndex(s) < 0) {
                count++;
            }
        }
        return count;
    }

    static int blackCount(int front, int gone) {
        int count = 0;
        for (int i = 0; i < BLACK_SLOTS.length; i++) {
            if (BLACK_SLOTS[i] >= front && (gone & (1 << i)) == 0) {
                count++;
            }
        }
        return count;
    }

    /** The queue from the front as letters, e.g. {@code CCCBCCCCCCBCCCCCB}. */
    static String queue(int front, int gone) {
        StringBuilder s = new StringBuilder();
        for (int f = front; f < SLOTS; f++) {
            int b = blackIndex(f);
            if (b < 0) {
                s.append('C');
            } else if ((gone & (1 << b)) == 0) {
                s.append('B');
            }
        }
        return s.toString();
    }
}
