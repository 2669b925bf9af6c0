package spindle.games.zeroonetwo;

/**
 * A thread as the crossing count sees it (rules 4.1): directed endpoints a to b and its side map. Implemented by
 * stored threads and by a Jump still being considered, so one crossing routine serves both.
 */
interface Segment {
    int aq();

    int ar();

    int bq();

    int br();

    /**
     * The side entry at lattice point (q, r) strictly inside the segment: +1 when the thread passes that peg on its
     * left, -1 on its right, 0 when no peg stands there.
     */
    int side(int q, int r);
}
