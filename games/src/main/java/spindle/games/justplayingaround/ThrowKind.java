package spindle.games.justplayingaround;

/** The class of a throw of the five dice (rules 5.3 and 5.4). */
public enum ThrowKind {
    /** The identified pieces move as the director says. */
    NORMAL,
    /** The four identifiers agree and the director differs: any piece of each colour, direction from the chart. */
    DIRECTED_FREE,
    /** All five dice agree: any piece of each colour, any of the 8 directions. */
    UNDIRECTED_FREE;

    /** The class of a throw of identifiers R, G, B, Y and director W, each 1..6. */
    public static ThrowKind of(int r, int g, int b, int y, int w) {
        if (r != g || g != b || b != y) {
            return NORMAL;
        }
        return w == r ? UNDIRECTED_FREE : DIRECTED_FREE;
    }

    /** Time a contender may bank instead of taking this free play (rules 9.4.3): 20 s, 10 s, or 0. */
    public int depositSeconds(int undirectedSeconds, int directedSeconds) {
        return switch (this) {
            case NORMAL -> 0;
            case DIRECTED_FREE -> directedSeconds;
            case UNDIRECTED_FREE -> undirectedSeconds;
        };
    }
}
