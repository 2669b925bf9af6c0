package spindle.games.zeroonetwo;

import java.util.random.RandomGenerator;
import spindle.engine.Position;

/**
 * A position of 0-1-2 and its turn state machine (rules sections 5 to 7). Each decision of a turn is one action
 * (see {@link Codes}); {@link #toMove()} stays the same seat until the turn ends. Legal-move generation lives in
 * {@link Moves}.
 */
public final class ZeroOneTwoPosition extends PositionState {
    ZeroOneTwoPosition(Rules rules) {
        super(rules);
    }

    private ZeroOneTwoPosition(ZeroOneTwoPosition o) {
        super(o);
    }

    @Override
    public int legalActions(int[] out) {
        return Moves.legal(this, out);
    }

    @Override
    public boolean isLegal(int action) {
        return action >= 0 && action < rules.codes().space && Moves.isLegal(this, action);
    }

    @Override
    public int randomAction(RandomGenerator random, int[] scratch) {
        return Moves.random(this, random, scratch);
    }

    @Override
    public ZeroOneTwoPosition copy() {
        return new ZeroOneTwoPosition(this);
    }

    /** Reuses the arrays of a position of the same rules (a search's work position), so that it allocates nothing. */
    @Override
    public ZeroOneTwoPosition copyInto(Position target) {
        if (target instanceof ZeroOneTwoPosition t && t != this && t.rules == rules) {
            t.copyFrom(this);
            return t;
        }
        return copy();
    }

    @Override
    public void play(int action) {
        plies++;
        lastAction = action;
        Codes c = rules.codes();
        if (action < c.jump) {
            put(action);
        } else if (action < c.lift) {
            int d = action - c.jump;
            if (phase == P_START) {
                weaveK = 0;
                lastTotal = 0;
            }
            startJump(spool[seat], d, Threads.WEAVE);
        } else if (action < c.cell) {
            lift(action - c.lift);
        } else if (action < c.word) {
            attach(action - c.cell);
        } else {
            word(action - c.word);
        }
    }

    private void put(int h) {
        switch (phase) {
            case P_SETUP_BLACK -> putPeg(h, Board.BLACK, C_SETUP_BLACK);
            case P_SETUP_PEG -> {
                recess[seat]--;
                putPeg(h, colour(), C_SETUP_PEG);
            }
            case P_START, P_PLACE_MORE -> {
                if (recess[seat] > 0) {
                    recess[seat]--;
                    putPeg(h, colour(), C_PLACE);
                } else {
                    putPeg(h, takeFromTray(), C_PLACE_TRAY);
                }
            }
            case P_REPO_DROP -> {
                liftedFrom = -1;
                putPeg(h, colour(), C_REPO);
            }
            case P_SUPPLY_BLACK -> putPeg(h, Board.BLACK, C_SUPPLY_BLACK);
            case P_BUILD_PEG -> putPeg(h, held, C_BUILD_PEG);
            default -> throw new IllegalStateException("no peg to put in phase " + phase);
        }
    }

    byte colour() {
        return (byte) (1 + seat);
    }

    /** Makes the front of the tray available and returns its peg code (colour or black). */
    private byte takeFromTray() {
        int kind = Tray.peek(front[seat], gone[seat]);
        int goneAfter = Tray.goneAfterTake(front[seat], gone[seat]);
        front[seat] = Tray.frontAfterTake(front[seat], gone[seat]);
        gone[seat] = goneAfter;
        return kind == Tray.BLACK ? Board.BLACK : colour();
    }

    private void putPeg(int h, byte what, int context) {
        board.put(h, what);
        placeHole = h;
        placeContext = context;
        pendCount = 0;
        pendIndex = 0;
        if (board.over(h) > 0) {
            collectThreadsOver(h);
        }
        if (pendCount > 0) {
            phase = P_PEG_SIDES;
        } else {
            afterPut();
        }
    }

    private void afterPut() {
        switch (placeContext) {
            case C_SETUP_BLACK -> phase = P_SETUP_PEG;
            case C_SETUP_PEG -> startJump(spool[seat], placeHole, Threads.SETUP);
            case C_PLACE -> {
                if (recess[seat] > 0 && board.validCount > 0) {
                    phase = P_PLACE_MORE;
                } else {
                    endTurn(false, false);
                }
            }
            case C_PLACE_TRAY, C_REPO -> endTurn(false, false);
            case C_SUPPLY_BLACK -> continueSelfSupply();
            case C_BUILD_PEG -> startJump(spool[seat], placeHole, Threads.BUILD);
            default -> throw new IllegalStateException("bad context " + placeContext);
        }
    }

    private void startJump(int s, int d, byte kind) {
        jumpFrom = s;
        jumpTo = d;
        jumpKind = kind;
        Geometry g = rules.geo();
        jumpPegCount = JumpRules.pegsInside(board, g.pq[s], g.pr[s], g.pq[d], g.pr[d], jumpPegs);
        jumpIndex = 0;
        jumpMask = 0;
        if (jumpPegCount > 0) {
            phase = P_JUMP_SIDES;
        } else {
            finishJump();
        }
    }

    private void finishJump() {
        int total = jumpKind == Threads.WEAVE ? weaveTotal() : 0;
        int t = layThread(jumpFrom, jumpTo, seat, jumpKind);
        for (int j = 0; j < jumpPegCount; j++) {
            setSide(sideIndex(t, jumpPegs[j]), (jumpMask >>> j & 1) != 0 ? 1 : -1);
        }
        // the sides are laid: spent, so that they do not linger in the hash (a position text cannot restore them)
        jumpIndex = 0;
        jumpMask = 0;
        if (board.isUncapturedBlack(jumpTo)) {
            captures[seat]++;
        }
        board.jumpedTo(jumpTo, seat);
        spool[seat] = jumpTo;
        jumpPegCount = 0;
        jumpFrom = -1;
        jumpTo = -1;
        switch (jumpKind) {
            case Threads.SETUP -> finishSetup();
            case Threads.WEAVE -> {
                weaveK++;
                lastTotal = total;
                weaveLegal = weaveK == 3 ? 0
                        : JumpRules.legalMask(board, threads, seat, spool[seat], weaveK + 1, lastTotal, weaveTotals);
                if (weaveLegal == 0) {
                    jumpsMade = weaveK;
                    phase = P_SUPPLY;
                } else {
                    phase = P_WEAVE;
                }
            }
            default -> endTurn(true, false);
        }
    }

    /**
     * The total crossings of the Weave Jump being made: as found with the legal Jumps when it is not the first of
     * the Weave and does not depend on its sides, else counted.
     */
    private int weaveTotal() {
        int known = phase == P_WEAVE || (phase == P_JUMP_SIDES && weaveK > 0) ? knownWeaveTotal(jumpTo) : -1;
        return known >= 0 ? known : SpoolScan.total(board, threads, seat, jumpFrom, jumpTo, jumpMask);
    }

    private void finishSetup() {
        placeHole = -1;
        placeContext = 0;
        setupsDone++;
        if (setupsDone == 1) {
            seat = 1 - seat;
            phase = P_SETUP_CELL;
        } else {
            seat = firstSeat;
            startTurn();
        }
    }

    private void lift(int h) {
        board.lift(h);
        if (board.over(h) > 0) {
            for (int t = 0; t < threads.count; t++) {
                int i = sideIndex(t, h);
                if (i >= 0) {
                    setSide(i, 0);
                }
            }
        }
        if (phase == P_START) {
            liftedFrom = h;
            phase = P_REPO_DROP;
        } else {
            held = colour();
            phase = P_BUILD_PEG;
        }
    }

    private void attach(int cell) {
        deltasLeft--;
        addedCount = board.attach(cell, added);
        if (threads.count > 0) {
            countThreadsOverAdded();
        }
        if (phase == P_SETUP_CELL) {
            setupDelta(cell);
            return;
        }
        buildCell = cell;
        if (!Moves.anyBuildHole(this)) {
            endTurn(true, false);
        } else if (Tray.peek(front[seat], gone[seat]) != Tray.EMPTY) {
            held = takeFromTray();
            phase = P_BUILD_PEG;
        } else {
            phase = P_BUILD_SOURCE;
        }
    }

    private void setupDelta(int cell) {
        Geometry.Slot slot = Moves.slotOf(rules.geo(), cell);
        board.put(slot.apex(), colour());
        board.jumpedTo(slot.apex(), seat);
        spool[seat] = slot.apex();
        if (board.peg(slot.oppositeMid()) == Board.NONE) {
            putPeg(slot.oppositeMid(), Board.BLACK, C_SETUP_BLACK);
        } else {
            phase = P_SETUP_BLACK;
        }
    }

    private void word(int w) {
        switch (w) {
            case Codes.DONE -> endTurn(false, false);
            case Codes.STOP -> {
                jumpsMade = weaveK;
                phase = P_SUPPLY;
            }
            case Codes.SELF -> {
                supplyLeft = jumpsMade;
                continueSelfSupply();
            }
            case Codes.OPP -> {
                int o = 1 - seat;
                int m = Math.min(jumpsMade, recess[o]);
                for (int i = 0; i < m; i++) {
                    recess[o]--;
                    front[o] = Tray.frontAfterReturn(front[o]);
                }
                afterSupply();
            }
            case Codes.RECESS -> {
                recess[seat]--;
                held = colour();
                phase = P_BUILD_PEG;
            }
            case Codes.NOPEG -> endTurn(true, false);
            case Codes.PASS -> endTurn(false, true);
            case Codes.PLUS, Codes.MINUS -> side(w == Codes.PLUS ? 1 : -1);
            default -> {
                firstSeat = w - Codes.FIRST;
                seat = firstSeat;
                phase = P_SETUP_CELL;
            }
        }
    }

    private void side(int sigma) {
        if (phase == P_PEG_SIDES) {
            setSide(sideIndex(pendThreads[pendIndex], placeHole), sigma);
            if (++pendIndex == pendCount) {
                pendCount = 0;
                pendIndex = 0;
                afterPut();
            }
        } else {
            if (sigma > 0) {
                jumpMask |= 1L << jumpIndex;
            }
            if (++jumpIndex == jumpPegCount) {
                finishJump();
            }
        }
    }

    private void continueSelfSupply() {
        while (supplyLeft > 0) {
            int kind = Tray.peek(front[seat], gone[seat]);
            if (kind == Tray.EMPTY || (kind == Tray.BLACK && board.validCount == 0)) {
                break;
            }
            supplyLeft--;
            takeFromTray();
            if (kind == Tray.BLACK) {
                phase = P_SUPPLY_BLACK;
                return;
            }
            recess[seat]++;
        }
        supplyLeft = 0;
        afterSupply();
    }

    private void afterSupply() {
        if (jumpsMade >= 2 && deltasLeft > 0) {
            phase = P_BUILD_CELL;
        } else {
            endTurn(true, false);
        }
    }

    private void endTurn(boolean weave, boolean pass) {
        passes = pass ? passes + 1 : 0;
        quietTurns = weave ? 0 : quietTurns + 1;
        weaveK = 0;
        lastTotal = 0;
        jumpsMade = 0;
        placeHole = -1;
        placeContext = 0;
        buildCell = -1;
        addedCount = 0;
        held = 0;
        if (gameEnds()) {
            phase = P_OVER;
            return;
        }
        seat = 1 - seat;
        startTurn();
    }

    private void startTurn() {
        phase = P_START;
    }

    private boolean gameEnds() {
        if (board.blackCaptured == board.blackCount) {
            return true;
        }
        for (int s = 0; s < 2; s++) {
            if (board.ownCount[s] == Board.COLOUR_PEGS && board.usedCount[s] == Board.COLOUR_PEGS) {
                return true;
            }
        }
        return (rules.twoPassEnd() && passes >= 2)
                || (rules.antiStallTurns() > 0 && quietTurns >= rules.antiStallTurns());
    }
}
