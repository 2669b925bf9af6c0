package spindle.games.onepiecefortwo;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import spindle.engine.ChanceOutcomes;
import spindle.engine.IllegalActionException;
import spindle.engine.Position;

/**
 * The rules of One Piece for Two: the pre-game choices, placement, relocation, the win check through both new
 * halves and the draw rules (section 9 of the rules file). Seat 0 is the starter.
 */
final class OnePiecePosition implements Position {
    static final int STAGE_COLOUR = 0;
    static final int STAGE_EDGE = 1;
    static final int STAGE_MOVE = 2;
    static final int STAGE_OVER = 3;

    static final int PIECES = 20;
    private static final long[] NO_HISTORY = {};

    /** How the game ended. */
    static final int RESULT_NONE = 0;
    static final int RESULT_WIN = 1;
    static final int RESULT_NO_MOVE = 2;
    static final int RESULT_REPETITION = 3;
    static final int RESULT_CAP = 4;
    /** {@code Game.endReason} words by result. */
    static final String[] END_REASONS = {"not-over", "four-in-a-row", "no-legal-move", "repetition", "move-cap"};

    final Setup setup;
    final Codes codes;
    final Board board;
    int stage;
    /** The seat to act (kept once the game is over: the seat that would have moved next). */
    int seat;
    /** The seat playing red, -1 until the starter has chosen. */
    int redSeat = -1;
    /** The game edge (index into {@link Codes#EDGES}), -1 until chosen. */
    int edge = -1;
    int box = PIECES;
    /** Placements and relocations so far (the setup choices are not moves; the move cap counts these). */
    int moves;
    int plies;
    int result = RESULT_NONE;
    int winner = -1;
    /** XOR of the Zobrist keys of the pieces on the board. */
    long pieceHash;
    /**
     * pieceHash after the last placement (index 0) and after each relocation since: only these positions can
     * repeat, since every placement changes the box count. Empty until the first relocation, so that copies in
     * the placement phase copy nothing.
     */
    long[] history = NO_HISTORY;
    /** Relocations since the last placement: the last index used in {@link #history}. */
    int relocations;
    int lastAction = -1;
    /** The placement code the last relocated piece came from, so the last move can be written red half first. */
    int lastRemoved = -1;

    OnePiecePosition(Setup setup) {
        this.setup = setup;
        this.codes = new Codes(setup.stride());
        this.board = new Board(codes.n);
        this.stage = STAGE_COLOUR;
        if (setup.starterColour() != Setup.CHOOSE) {
            chooseColour(setup.starterColour());
        }
    }

    private OnePiecePosition(OnePiecePosition o) {
        setup = o.setup;
        codes = o.codes;
        board = new Board(o.board);
        stage = o.stage;
        seat = o.seat;
        redSeat = o.redSeat;
        edge = o.edge;
        box = o.box;
        moves = o.moves;
        plies = o.plies;
        result = o.result;
        winner = o.winner;
        pieceHash = o.pieceHash;
        history = o.relocations == 0 ? NO_HISTORY : Arrays.copyOf(o.history, o.relocations + 2);
        relocations = o.relocations;
        lastAction = o.lastAction;
        lastRemoved = o.lastRemoved;
    }

    /** The position as this game's own class, for the notation and the text board. */
    static OnePiecePosition of(Position position) {
        if (position instanceof OnePiecePosition p) {
            return p;
        }
        throw new IllegalArgumentException("not a One Piece for Two position: " + position.getClass().getName());
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return stage == STAGE_OVER ? OVER : seat;
    }

    @Override
    public int maxActions() {
        return Math.max(4, codes.n * 4 * codes.n);
    }

    @Override
    public int actionSpace() {
        return codes.space;
    }

    /** Whether the turn is a relocation: the box is empty, or no correct placement exists (ruling P13). */
    boolean relocating() {
        return box == 0 || board.countPlacements(0) == 0;
    }

    @Override
    public int legalActions(int[] out) {
        switch (stage) {
            case STAGE_COLOUR:
                out[0] = Codes.RED;
                out[1] = Codes.BLUE;
                return 2;
            case STAGE_EDGE:
                for (int e = 0; e < 4; e++) {
                    out[e] = Codes.EDGE_BASE + e;
                }
                return 4;
            case STAGE_MOVE:
                if (!relocating()) {
                    return board.listPlacements(out, 0, Codes.PLACE_BASE, 0);
                }
                int k = 0;
                for (int x = 0; x < board.cols; x++) {
                    int removal = board.removableAt(x);
                    if (removal >= 0) {
                        k = board.listPlacements(out, k, codes.relocation(removal, 0), Board.vacated(removal));
                    }
                }
                return k;
            default:
                return 0;
        }
    }

    @Override
    public boolean isLegal(int action) {
        if (action < 0 || action >= codes.space) {
            return false;
        }
        switch (stage) {
            case STAGE_COLOUR:
                return action == Codes.RED || action == Codes.BLUE;
            case STAGE_EDGE:
                return action >= Codes.EDGE_BASE && action < Codes.PLACE_BASE;
            case STAGE_MOVE:
                if (action < Codes.PLACE_BASE) {
                    return false;
                }
                if (codes.isPlacement(action)) {
                    return !relocating() && board.isCorrect(action - Codes.PLACE_BASE, 0);
                }
                int removal = codes.relocationRemoval(action);
                return relocating() && board.isRemovable(removal)
                        && board.isCorrect(codes.relocationPlacement(action), Board.vacated(removal));
            default:
                return false;
        }
    }

    @Override
    public int randomAction(RandomGenerator random, int[] scratch) {
        switch (stage) {
            case STAGE_COLOUR:
                return random.nextInt(2);
            case STAGE_EDGE:
                return Codes.EDGE_BASE + random.nextInt(4);
            case STAGE_MOVE:
                break;
            default:
                throw new IllegalStateException("no legal action: the game is over");
        }
        if (box > 0) {
            int count = board.countPlacements(0);
            if (count > 0) {
                return Codes.PLACE_BASE + board.nthPlacement(random.nextInt(count), 0);
            }
        }
        int removables = 0;
        int total = 0;
        for (int x = 0; x < board.cols; x++) {
            int removal = board.removableAt(x);
            if (removal >= 0) {
                int count = board.countPlacements(Board.vacated(removal));
                scratch[2 * removables] = removal;
                scratch[2 * removables + 1] = count;
                removables++;
                total += count;
            }
        }
        int r = random.nextInt(total);
        for (int i = 0; ; i++) {
            int count = scratch[2 * i + 1];
            if (r < count) {
                int removal = scratch[2 * i];
                return codes.relocation(removal, board.nthPlacement(r, Board.vacated(removal)));
            }
            r -= count;
        }
    }

    @Override
    public void play(int action) {
        plies++;
        lastAction = action;
        if (stage == STAGE_COLOUR) {
            chooseColour(action);
        } else if (stage == STAGE_EDGE) {
            chooseEdge(action - Codes.EDGE_BASE);
        } else if (stage == STAGE_MOVE) {
            move(action);
        } else {
            throw new IllegalActionException("the game is over");
        }
    }

    /** The starter's colour; then the second player's edge, unless the variant fixes it (then it is taken now). */
    private void chooseColour(int starterColour) {
        redSeat = starterColour == Codes.RED ? 0 : 1;
        stage = STAGE_EDGE;
        seat = 1;
        if (setup.edge() != Setup.CHOOSE) {
            chooseEdge(setup.edge());
        }
    }

    private void chooseEdge(int chosen) {
        edge = chosen;
        if (Codes.turns(chosen)) {
            board.frame(setup.height(), setup.width());
        } else {
            board.frame(setup.width(), setup.height());
        }
        stage = STAGE_MOVE;
        seat = 0;
    }

    private void move(int action) {
        int placement;
        if (codes.isPlacement(action)) {
            placement = action - Codes.PLACE_BASE;
            box--;
            relocations = 0;
            lastRemoved = -1;
        } else {
            placement = codes.relocationPlacement(action);
            if (relocations == 0) {
                recordPlacement();
            }
            relocations++;
            lastRemoved = board.remove(codes.relocationRemoval(action));
            pieceHash ^= Zobrist.piece(lastRemoved);
        }
        board.place(placement);
        pieceHash ^= Zobrist.piece(placement);
        moves++;
        // Four of one colour needs four pieces on the board.
        if (PIECES - box >= 4 && checkWin(placement)) {
            return;
        }
        seat ^= 1;
        if (relocations > 0 && repeatedThrice()) {
            end(RESULT_REPETITION, -1);
        } else if (moves == setup.moveCap()) {
            end(RESULT_CAP, -1);
        } else if (!hasMove()) {
            end(RESULT_NO_MOVE, -1);
        }
    }

    /** Section 6: exactly one colour with four or more through its new half wins, whoever moved. */
    private boolean checkWin(int placement) {
        boolean redFour = board.fourThrough(Codes.placementX(placement), Codes.placementY(placement), Board.RED);
        boolean blueFour = board.fourThrough(Codes.blueX(placement), Codes.blueY(placement), Board.BLUE);
        if (redFour == blueFour) {
            return false;
        }
        end(RESULT_WIN, redFour ? redSeat : 1 - redSeat);
        return true;
    }

    /** Keeps the position after the last placement, before the first relocation since changes it. */
    private void recordPlacement() {
        if (history.length == 0) {
            history = new long[16];
        }
        history[0] = pieceHash;
    }

    /**
     * Records the position after a relocation and counts it among those an even number of moves back since the last
     * placement: those have the same box count and the same player to move.
     */
    private boolean repeatedThrice() {
        if (relocations == history.length) {
            history = Arrays.copyOf(history, history.length * 2);
        }
        history[relocations] = pieceHash;
        int seen = 1;
        for (int i = relocations - 2; i >= 0; i -= 2) {
            if (history[i] == pieceHash && ++seen == 3) {
                return true;
            }
        }
        return false;
    }

    private boolean hasMove() {
        return !relocating() || board.canRelocate();
    }

    private void end(int how, int winningSeat) {
        stage = STAGE_OVER;
        result = how;
        winner = winningSeat;
    }

    @Override
    public ChanceOutcomes chance() {
        throw new IllegalStateException("One Piece for Two has no chance nodes");
    }

    @Override
    public double payoff(int player) {
        if (result == RESULT_WIN) {
            return player == winner ? 1.0 : 0.0;
        }
        return 0.5;
    }

    @Override
    public Position copy() {
        return new OnePiecePosition(this);
    }

    @Override
    public Position copyInto(Position target) {
        if (!(target instanceof OnePiecePosition t) || t == this || !t.setup.equals(setup)) {
            return copy();
        }
        t.board.copyFrom(board);
        t.stage = stage;
        t.seat = seat;
        t.redSeat = redSeat;
        t.edge = edge;
        t.box = box;
        t.moves = moves;
        t.plies = plies;
        t.result = result;
        t.winner = winner;
        t.pieceHash = pieceHash;
        if (relocations > 0) {
            // Entries 0..relocations are live; the target keeps a longer array of its own if it has one.
            if (t.history.length < relocations + 2) {
                t.history = Arrays.copyOf(history, relocations + 2);
            } else {
                System.arraycopy(history, 0, t.history, 0, relocations + 1);
            }
        }
        t.relocations = relocations;
        t.lastAction = lastAction;
        t.lastRemoved = lastRemoved;
        return t;
    }

    @Override
    public long hash() {
        long state = stage | (long) (redSeat + 1) << 2 | (long) (edge + 1) << 4 | (long) box << 7
                | (long) seat << 12 | (long) result << 13 | (long) (winner + 1) << 16;
        return pieceHash ^ Zobrist.mix(state);
    }

    @Override
    public int plies() {
        return plies;
    }

    /** The seat playing the given colour (both colours are assigned once the starter has chosen). */
    int seatOf(int colour) {
        return colour == Codes.RED ? redSeat : 1 - redSeat;
    }
}
