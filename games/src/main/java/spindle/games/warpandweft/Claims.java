package spindle.games.warpandweft;

import static spindle.games.warpandweft.WarpAndWeftPosition.THREADING;

import java.util.Arrays;

/**
 * The claimed pieces of a Warp and Weft position, the placements they allow and their groups (rules sections 2 to 4):
 * the part of {@link WarpAndWeftPosition} that a placement changes.
 *
 * <p>Why it is fast: all sets are two-word bit sets in one {@code long[]}, so legal placements are a few {@code AND}s,
 * counted with {@link Long#bitCount} and drawn without listing. The two placement rules of Thread- and Patch-Primary
 * become one formula: a side may thread {@code ADJ_T & ~OWN_T} and patch {@code ADJ_P & ~claimed}, where {@code
 * ADJ_T} is "every thread" in Thread-Primary (never changes) and "threads touching own patches" in Patch-Primary, and
 * {@code ADJ_P} likewise. The connection is tracked by an incremental {@link UnionFind} whose roots carry the edge
 * bits of their group, so a win is one look-up.
 */
final class Claims {
    // Word offsets in bits[]: each set is two words per side (side s at offset + 2s).
    static final int OWN_T = 0;
    static final int OWN_P = 4;
    static final int ADJ_P = 8;
    static final int ADJ_T = 12;
    static final int WORDS = 16;

    private final Geometry g;
    private final int threads;
    private final int patchBase;
    /** The sets above; read directly by {@link WarpAndWeftPosition#randomAction}, the hottest method of a playout. */
    final long[] bits;
    /** Union-find over piece codes: a parent index, or at a root the complement of its group's edge bits. */
    private final int[] uf;

    /** No piece claimed; each side may thread (Thread-Primary) or patch (Patch-Primary) anywhere. */
    Claims(Geometry g, boolean patchPrimary) {
        this.g = g;
        this.threads = g.threads;
        this.patchBase = 2 * g.threads;
        this.bits = new long[WORDS];
        this.uf = new int[g.pieces];
        Arrays.fill(uf, ~0);
        for (int s = 0; s < 2; s++) {
            if (patchPrimary) {
                bits[ADJ_P + 2 * s] = g.allPatches[0];
                bits[ADJ_P + 2 * s + 1] = g.allPatches[1];
            } else {
                bits[ADJ_T + 2 * s] = g.allThreads[2 * s];
                bits[ADJ_T + 2 * s + 1] = g.allThreads[2 * s + 1];
            }
        }
    }

    private Claims(Claims o) {
        this.g = o.g;
        this.threads = o.threads;
        this.patchBase = o.patchBase;
        this.bits = o.bits.clone();
        this.uf = o.uf.clone();
    }

    Claims copy() {
        return new Claims(this);
    }

    /** Makes {@code target} (of the same geometry) a copy of these claims, allocating nothing. */
    void copyInto(Claims target) {
        System.arraycopy(bits, 0, target.bits, 0, WORDS);
        System.arraycopy(uf, 0, target.uf, 0, uf.length);
    }

    /**
     * Gives a piece to a side, updates the adjacency sets and the union-find, and says whether that side is now
     * connected. Unchecked: the caller guarantees the piece is unclaimed and (for a thread) runs the side's way.
     */
    boolean place(int s, int code) {
        int flags = g.edgeBits[code];
        int root = -1;
        if (code < patchBase) {
            int local = code - s * threads;
            bits[OWN_T + 2 * s + (local >> 6)] |= 1L << local;
            long near0 = g.threadPatchMask[2 * code];
            long near1 = g.threadPatchMask[2 * code + 1];
            bits[ADJ_P + 2 * s] |= near0;
            bits[ADJ_P + 2 * s + 1] |= near1;
            // Walk only the neighbours this side owns: one loop step each, no test per absent neighbour.
            for (long m = near0 & bits[OWN_P + 2 * s]; m != 0; m &= m - 1) {
                root = UnionFind.join(uf, root, patchBase + Long.numberOfTrailingZeros(m));
            }
            for (long m = near1 & bits[OWN_P + 2 * s + 1]; m != 0; m &= m - 1) {
                root = UnionFind.join(uf, root, patchBase + 64 + Long.numberOfTrailingZeros(m));
            }
        } else {
            int patch = code - patchBase;
            bits[OWN_P + 2 * s + (patch >> 6)] |= 1L << patch;
            int at = 2 * (s * g.patches + patch);
            long near0 = g.patchThreadMask[at];
            long near1 = g.patchThreadMask[at + 1];
            bits[ADJ_T + 2 * s] |= near0;
            bits[ADJ_T + 2 * s + 1] |= near1;
            int base = s * threads;
            for (long m = near0 & bits[OWN_T + 2 * s]; m != 0; m &= m - 1) {
                root = UnionFind.join(uf, root, base + Long.numberOfTrailingZeros(m));
            }
            for (long m = near1 & bits[OWN_T + 2 * s + 1]; m != 0; m &= m - 1) {
                root = UnionFind.join(uf, root, base + 64 + Long.numberOfTrailingZeros(m));
            }
        }
        if (root < 0) {
            uf[code] = ~flags;
            return false;
        }
        flags |= ~uf[root];
        uf[root] = ~flags;
        uf[code] = root;
        return flags == (Geometry.FIRST_EDGE | Geometry.SECOND_EDGE);
    }

    /** One word of the placements side {@code s} would have in {@code state}, as local indices. */
    long placementWord(int s, int state, int w) {
        if (state == THREADING) {
            return bits[ADJ_T + 2 * s + w] & ~bits[OWN_T + 2 * s + w];
        }
        return bits[ADJ_P + 2 * s + w] & ~(bits[OWN_P + w] | bits[OWN_P + 2 + w]);
    }

    /** Whether side {@code s} has a placement in either state (rules 6.2: without one it loses). */
    boolean hasAnyPlacement(int s) {
        int t = 2 * s;
        return ((bits[ADJ_T + t] & ~bits[OWN_T + t]) | (bits[ADJ_T + t + 1] & ~bits[OWN_T + t + 1])) != 0
                || ((bits[ADJ_P + t] & ~(bits[OWN_P] | bits[OWN_P + 2]))
                    | (bits[ADJ_P + t + 1] & ~(bits[OWN_P + 1] | bits[OWN_P + 3]))) != 0;
    }

    // ---- read-only word access for the search knowledge (Knowledge), which runs once per playout ply ----

    /** One word of side {@code s}'s own threads (local indices). */
    long ownThreadWord(int s, int w) {
        return bits[OWN_T + 2 * s + w];
    }

    /** One word of side {@code s}'s own patches. */
    long ownPatchWord(int s, int w) {
        return bits[OWN_P + 2 * s + w];
    }

    /** The root of a claimed piece's group (read-only: no path compression). */
    int groupRoot(int code) {
        return UnionFind.root(uf, code);
    }

    /** The edge bits ({@link Geometry#FIRST_EDGE}, {@link Geometry#SECOND_EDGE}) touched by the group at a root. */
    int edgesAt(int root) {
        return ~uf[root];
    }

    /** Number of placements side {@code s} would have in {@code state}. */
    int placements(int s, int state) {
        return Long.bitCount(placementWord(s, state, 0)) + Long.bitCount(placementWord(s, state, 1));
    }

    /** {@link Geometry#WARP}, {@link Geometry#WEFT} or -1 for an unclaimed piece. */
    int ownerOf(int code) {
        for (int s = 0; s < 2; s++) {
            if (code < patchBase) {
                int local = code - s * threads;
                if (g.sideOf(code) == s && (bits[OWN_T + 2 * s + (local >> 6)] & (1L << local)) != 0) {
                    return s;
                }
            } else {
                int patch = code - patchBase;
                if ((bits[OWN_P + 2 * s + (patch >> 6)] & (1L << patch)) != 0) {
                    return s;
                }
            }
        }
        return -1;
    }
}
