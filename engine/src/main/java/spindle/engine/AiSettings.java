package spindle.engine;

/**
 * A game's knowledge for the AI, kept with the game so that adding a game touches no other module: the MCTS
 * iterations of the easy, medium and hard levels, and the weight of the all-moves-as-first statistics (RAVE k,
 * 0 = off). Games return theirs from {@link Game#aiSettings(Variant)}; others get {@link #DEFAULTS}. The game's
 * heuristic stays {@link Game#evaluator(Variant)}.
 *
 * @param easy   MCTS iterations per decision at level easy
 * @param medium ... at level medium
 * @param hard   ... at level hard
 * @param rave   RAVE equivalence parameter k of the strong search (0 = off)
 */
public record AiSettings(long easy, long medium, long hard, double rave) {
    /** What a game gets unless it says otherwise. */
    public static final AiSettings DEFAULTS = new AiSettings(200, 800, 3_200, 300);

    public AiSettings {
        if (easy < 1 || medium < 1 || hard < 1 || !(rave >= 0)) {
            throw new IllegalArgumentException("AI settings need positive iterations and rave >= 0");
        }
    }

    public AiSettings withRave(double k) {
        return new AiSettings(easy, medium, hard, k);
    }

    public AiSettings withIterations(long easyIterations, long mediumIterations, long hardIterations) {
        return new AiSettings(easyIterations, mediumIterations, hardIterations, rave);
    }
}
