package spindle.games.zeroonetwo;

import java.util.OptionalInt;
import spindle.engine.Variant;

/** The variant parameters of one game in the form the rules read them, with the shared tables of its board size. */
record Rules(int n, Geometry geo, Codes codes, int firstPlayer, boolean strictSides, boolean twoPassEnd,
             int antiStallTurns) {
    /** {@link #firstPlayer} when the first player is drawn at random (a chance node). */
    static final int RANDOM = -1;
    /** Upper bounds used for {@link #plyBound()}. */
    static final int MAX_PEGS = 2 * Board.COLOUR_PEGS + Board.MAX_BLACK;
    static final int MAX_THREADS = MAX_PEGS * (MAX_PEGS - 1) / 2;

    static Rules of(Variant v) {
        int n = v.intValue("n");
        Geometry geo = Geometry.of(n);
        String first = v.choice("firstPlayer");
        int fp = first.equals("random") ? RANDOM : first.equals("P1") ? 0 : 1;
        return new Rules(n, geo, new Codes(geo), fp, v.flag("strictSides"), v.flag("twoPassEnd"),
                v.intValue("antiStallTurns"));
    }

    /**
     * An honest bound on the plies of a game. Threads join distinct pairs of pegs that never move (ruling Z36), so
     * there are at most {@link #MAX_THREADS}; each Weave lays one, and at most antiStallTurns - 1 turns pass between
     * Weaves. A turn is at most 17 placements each followed by one side decision per thread over the hole, or a
     * Weave of 3 Jumps with sides per peg passed, Supplying with up to 3 black pegs, and a Build. Without the
     * anti-stall rule a player may Reposition forever, so there is no bound.
     */
    OptionalInt plyBound() {
        if (antiStallTurns == 0) {
            return OptionalInt.empty();
        }
        long sides = MAX_THREADS;
        long pegsPassed = MAX_PEGS;
        long place = (Board.COLOUR_PEGS - 1) * (1 + sides) + 1;
        long weave = 3 * (1 + pegsPassed) + 2 + 3 * (1 + sides) + 3 + sides + pegsPassed;
        long turn = Math.max(place, weave);
        long setup = 1 + 2 * (3 + 2 * sides + pegsPassed);
        long turns = (MAX_THREADS + 1L) * antiStallTurns;
        long bound = setup + turns * turn;
        return bound > Integer.MAX_VALUE ? OptionalInt.empty() : OptionalInt.of((int) bound);
    }
}
