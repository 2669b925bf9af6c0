package spindle.games.justplayingaround;

/**
 * Action codes. A play is {@code (piece * 8 + direction) * 2 + group} (0..383); the decisions follow. At a chance
 * node the code is the outcome: a die face minus one (0..5) or, for a random setup, a colour's permutation rank
 * (0..719). Codes of different kinds of node overlap; the position decides which kind is asked for.
 */
final class Actions {
    static final int PLAYS = Geometry.PIECES * 8 * 2;
    static final int CONTINUE = PLAYS;
    static final int STOP = PLAYS + 1;
    static final int RETIRE = PLAYS + 2;
    static final int BANK = PLAYS + 3;
    /** Large enough for the 720 setup ranks of a random setup. */
    static final int SPACE = 720;

    private Actions() {
    }

    static int play(int piece, int direction, boolean group) {
        return (piece * 8 + direction) * 2 + (group ? 1 : 0);
    }

    static int piece(int play) {
        return play >> 4;
    }

    static int direction(int play) {
        return play >> 1 & 7;
    }

    static boolean group(int play) {
        return (play & 1) != 0;
    }

    static boolean isPlay(int action) {
        return action >= 0 && action < PLAYS;
    }
}
