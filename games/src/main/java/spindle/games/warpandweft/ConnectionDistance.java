package spindle.games.warpandweft;

import java.util.Arrays;

/**
 * How far each side is from connecting, read as Bridg-it (rules 6.4): a side's threads are the nodes of its graph
 * and each patch is the edge between the two threads of that side it touches. Nobody else can take a side's
 * threads, so a free thread costs only a turn ({@link #THREAD}); a free patch can be taken by the opponent and costs
 * more ({@link #PATCH}); an owned piece costs nothing and a patch of the opponent's is a wall. The distance of a side
 * is the cheapest chain from a thread of its first edge to one of its second edge (Dijkstra over at most 72 nodes
 * with a linear scan, no heap: faster than a queue at this size and allocation-free). Distances are in these cost
 * units, {@link #INFINITE} when the opponent's patches already cut every chain.
 *
 * <p>One object per search thread: the distance arrays are scratch and the last result is kept for
 * {@link #firstDistance}, {@link #secondDistance}.
 */
final class ConnectionDistance {
    /** Cost of a free thread (a turn nobody can take from its owner). */
    static final int THREAD = 1;
    /** Cost of a free patch (a turn, and the opponent may take it first). */
    static final int PATCH = 2;
    static final int INFINITE = 1 << 20;

    private final Geometry g;
    /** At {@code 4 * (side * W + t) + k}: the k-th neighbouring thread of that side (local), or -1. */
    private final int[] neighbour;
    /** Same index: the patch (local index) between them. */
    private final int[] via;
    /** Distance from the first edge (index 0) and from the second edge (index 1), by local thread. */
    private final int[][] from;
    /** Dial's queue: the first entry of each distance's bucket, and each entry's node and next entry. */
    private final int[] head;
    private final int[] entryNode;
    private final int[] entryNext;
    private int entries;

    ConnectionDistance(Geometry g) {
        this.g = g;
        this.neighbour = new int[8 * g.threads];
        this.via = new int[8 * g.threads];
        Arrays.fill(neighbour, -1);
        for (int s = 0; s < 2; s++) {
            for (int patch = 0; patch < g.patches; patch++) {
                int at = 2 * (s * g.patches + patch);
                int x = -1;
                int y = -1;
                for (int w = 0; w < 2; w++) {
                    for (long m = g.patchThreadMask[at + w]; m != 0; m &= m - 1) {
                        int t = 64 * w + Long.numberOfTrailingZeros(m);
                        if (x < 0) {
                            x = t;
                        } else {
                            y = t;
                        }
                    }
                }
                link(s, x, y, patch);
                link(s, y, x, patch);
            }
        }
        this.from = new int[][] {new int[g.threads], new int[g.threads]};
        this.head = new int[(THREAD + PATCH) * g.threads + 1];
        this.entryNode = new int[5 * g.threads];
        this.entryNext = new int[5 * g.threads];
    }

    private void link(int s, int t, int other, int patch) {
        int at = 4 * (s * g.threads + t);
        while (neighbour[at] >= 0) {
            at++;
        }
        neighbour[at] = other;
        via[at] = patch;
    }

    /**
     * The distance of side {@code s} in {@code p}; with {@code both}, also fills the distances from the second edge
     * so that {@link #onShortestChain} can be asked.
     */
    int distance(WarpAndWeftPosition p, int s, boolean both) {
        int d = search(p, s, Geometry.FIRST_EDGE, from[0], both);
        if (both) {
            search(p, s, Geometry.SECOND_EDGE, from[1], true);
        }
        return d;
    }

    /**
     * Whether the free patch {@code patch} (local index) lies on one of side {@code s}'s cheapest chains, after
     * {@link #distance} with {@code both} for that side returned {@code d}.
     */
    boolean onShortestChain(int s, int patch, int d) {
        int at = 2 * (s * g.patches + patch);
        int x = -1;
        int y = -1;
        for (int w = 0; w < 2; w++) {
            for (long m = g.patchThreadMask[at + w]; m != 0; m &= m - 1) {
                int t = 64 * w + Long.numberOfTrailingZeros(m);
                if (x < 0) {
                    x = t;
                } else {
                    y = t;
                }
            }
        }
        int[] a = from[0];
        int[] b = from[1];
        return d < INFINITE && (a[x] + PATCH + b[y] == d || a[y] + PATCH + b[x] == d);
    }

    /** Whether the free thread {@code t} (local) of side {@code s} lies on one of its cheapest chains of length d. */
    boolean threadOnShortestChain(int t, int d) {
        return d < INFINITE && from[0][t] + from[1][t] - THREAD == d;
    }

    /**
     * Dijkstra from the threads of side {@code s} on edge {@code edge} with a bucket per distance (Dial's queue:
     * the costs are small integers); fills {@code dist} (each thread's own cost included) and returns the distance to
     * the other edge; unless {@code full}, it stops once that is known.
     */
    private int search(WarpAndWeftPosition p, int s, int edge, int[] dist, boolean full) {
        int n = g.threads;
        int base = s * n;
        int target = edge == Geometry.FIRST_EDGE ? Geometry.SECOND_EDGE : Geometry.FIRST_EDGE;
        long own0 = p.ownThreadWord(s, 0);
        long own1 = p.ownThreadWord(s, 1);
        long mine0 = p.ownPatchWord(s, 0);
        long mine1 = p.ownPatchWord(s, 1);
        long theirs0 = p.ownPatchWord(s ^ 1, 0);
        long theirs1 = p.ownPatchWord(s ^ 1, 1);
        Arrays.fill(head, -1);
        entries = 0;
        for (int t = 0; t < n; t++) {
            if (g.edgeBits[base + t] == edge) {
                dist[t] = cost(own0, own1, t);
                push(t, dist[t]);
            } else {
                dist[t] = INFINITE;
            }
        }
        int best = INFINITE;
        for (int d = 0; d < head.length && d < best; d++) {
            while (head[d] >= 0) {
                int e = head[d];
                head[d] = entryNext[e];
                int u = entryNode[e];
                if (dist[u] != d) {
                    continue; // a stale entry: u was reached more cheaply since
                }
                if (g.edgeBits[base + u] == target && d < best) {
                    best = d;
                    if (!full) {
                        return best;
                    }
                }
                for (int at = 4 * (base + u), end = at + 4; at < end && neighbour[at] >= 0; at++) {
                    int patch = via[at];
                    long bit = 1L << patch;
                    boolean high = patch >= 64;
                    if (((high ? theirs1 : theirs0) & bit) != 0) {
                        continue;
                    }
                    int v = neighbour[at];
                    int dv = d + (((high ? mine1 : mine0) & bit) != 0 ? 0 : PATCH) + cost(own0, own1, v);
                    if (dv < dist[v]) {
                        dist[v] = dv;
                        push(v, dv);
                    }
                }
            }
        }
        // Threads beyond the target's distance keep a tentative (too high) value: no cheapest chain runs through them.
        return best;
    }

    private void push(int node, int d) {
        entryNode[entries] = node;
        entryNext[entries] = head[d];
        head[d] = entries++;
    }

    private static int cost(long own0, long own1, int t) {
        return (((t >= 64 ? own1 : own0) >>> t) & 1) != 0 ? 0 : THREAD;
    }
}
