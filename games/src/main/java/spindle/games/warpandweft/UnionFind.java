package spindle.games.warpandweft;

/**
 * The union-find of claimed pieces (R. E. Tarjan, "Efficiency of a Good But Not Linear Set Union Algorithm",
 * JACM 22(2), 1975; path halving after Tarjan and van Leeuwen 1984). It works on the position's own {@code int[]}
 * so that copying a position copies one small array. An entry is a parent index, or at a root the complement of
 * the edge bits ({@link Geometry#FIRST_EDGE}, {@link Geometry#SECOND_EDGE}) its group touches.
 */
final class UnionFind {
    private UnionFind() {
    }

    /**
     * One step of placing a piece: the group of {@code neighbour} joins the group being built under {@code root}
     * (or founds it when {@code root} is -1); returns the root. Keeping the edge bits at the roots means the
     * connection test needs no virtual edge nodes.
     */
    static int join(int[] uf, int root, int neighbour) {
        int r = find(uf, neighbour);
        if (root < 0 || r == root) {
            return r;
        }
        uf[root] = ~(~uf[root] | ~uf[r]);
        uf[r] = root;
        return root;
    }

    static int find(int[] uf, int a) {
        // Path halving: every visited node skips to its grandparent.
        while (uf[a] >= 0) {
            int p = uf[a];
            if (uf[p] < 0) {
                return p;
            }
            uf[a] = uf[p];
            a = uf[p];
        }
        return a;
    }

    /** The root of {@code a} without compressing paths, for read-only queries. */
    static int root(int[] uf, int a) {
        while (uf[a] >= 0) {
            a = uf[a];
        }
        return a;
    }
}
