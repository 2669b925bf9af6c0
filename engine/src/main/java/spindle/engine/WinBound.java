package spindle.engine;

/**
 * A game's admissible test for exact solving ({@code spindle solve}): whether a seat surely cannot win within a
 * number of plies, whatever both sides play. The solver's searches ask "a win within d plies?", so a position this
 * rules out is refuted without searching it. It may answer false whenever unsure, never true wrongly, or the solver
 * would miss wins.
 */
public interface WinBound {

    /**
     * True only if no line of play from {@code position} (a decision, not over) wins for {@code seat} within
     * {@code plies}; false is always correct. The position must be left unchanged.
     */
    boolean cannotWinWithin(Position position, int seat, int plies);
}
