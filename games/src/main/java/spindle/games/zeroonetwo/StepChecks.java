package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.PositionState.*;

import spindle.engine.NotationException;

/**
 * Checks a position read from text against the rules (the step against the setup and the turn so far, pegs
 * conserved, the end of the game) and sets the turn state that is derived rather than written: the first seat,
 * the Jumps made for Supply and Build, the Build's Delta, the decisions pending at a peg or a Jump, the legal Weave
 * Jumps, and the order of the valid holes.
 */
final class StepChecks {
    private StepChecks() {
    }

    static void check(ZeroOneTwoPosition p, int[] validOrder) {
        Board b = p.board;
        Geometry g = p.rules.geo();
        int deltas = b.placedCount - g.hexCells.length;
        int setupDeltas = Math.min(deltas, 2);
        String step = StepText.PHASES.get(p.phase);
        int ctx = p.placeHole >= 0 ? p.placeContext : -1;
        boolean setupStep = p.phase == P_SETUP_CELL || p.phase == P_SETUP_BLACK || p.phase == P_SETUP_PEG
                || p.phase == P_PEG_SIDES && ctx >= 0 && ctx <= C_SETUP_PEG
                || p.phase == P_JUMP_SIDES && p.jumpKind == Threads.SETUP;
        items(p, step, ctx);
        int owner6 = deltas > 0 ? b.peg(Moves.slotOf(g, b.placedCells[g.hexCells.length]).apex()) - 1 : -1;
        if (p.phase == P_FIRST) {
            require(p.rules.firstPlayer() == Rules.RANDOM && deltas == 0 && p.seat == 0, "the step is first (the "
                    + "first player is drawn), so the variant draws it, nothing is set up yet, and the side is blue");
            p.firstSeat = -1;
        } else if (setupStep) {
            int expected = p.setupsDone + (p.phase == P_SETUP_CELL ? 0 : 1);
            require(p.setupsDone < 2 && deltas == expected && p.threads.count == p.setupsDone,
                    "the step " + step + " is part of the setup, so there are " + expected + " Delta(s) and "
                            + p.setupsDone + " thread(s), one per player set up");
            p.firstSeat = deltas == 0 ? p.seat : owner6;
            require(p.setupsDone == 0 || p.threads.owner[0] == p.firstSeat, "the first setup Jump is made by the "
                    + "player who set up first");
            int setting = p.phase == P_SETUP_CELL ? (p.setupsDone == 0 ? p.firstSeat : 1 - p.firstSeat)
                    : b.peg(Moves.slotOf(g, b.placedCells[b.placedCount - 1]).apex()) - 1;
            require(p.seat == setting && p.passes == 0 && p.quietTurns == 0, "the side setting up is "
                    + (setting == 0 ? "blue" : "red") + ", and no turn has been played yet");
        } else {
            require(p.setupsDone == 2, "the step " + step + " comes after the setup, but " + p.setupsDone
                    + " player(s) have made their setup Jump");
            p.firstSeat = owner6;
        }
        require(p.firstSeat < 0 || p.rules.firstPlayer() == Rules.RANDOM || p.firstSeat == p.rules.firstPlayer(),
                "this variant has " + (p.rules.firstPlayer() == 0 ? "Blue" : "Red") + " set up first");
        derive(p, ctx, deltas);
        pending(p);
        conserve(p, setupDeltas);
        EventChecks.check(p, setupDeltas);
        end(p);
        if (!b.orderValid(validOrder != null ? validOrder : canonicalValid(b))) {
            throw new NotationException("the order of the valid holes does not list each valid hole (empty, "
                    + "interior" + (p.rules.strictSides() ? ", no thread over it" : "") + ") once");
        }
        if (p.phase != P_OVER && p.legalActions(new int[p.maxActions()]) == 0) {
            throw new NotationException("the step is " + step + ", but no decision is legal there");
        }
    }

    private static void require(boolean ok, String why) {
        if (!ok) {
            throw new NotationException(why);
        }
    }

    /** The items each step has: J jumps, T total, L left, P put (with why), F lifted, H held, X jump. */
    private static void items(ZeroOneTwoPosition p, String step, int ctx) {
        String need = "";
        String may = "";
        String why = null;
        switch (p.phase) {
            case P_SETUP_PEG -> { need = "P"; why = "setup-black"; }
            case P_PLACE_MORE -> { need = "P"; why = "place"; }
            case P_REPO_DROP -> need = "F";
            case P_WEAVE, P_SUPPLY -> { need = "J"; may = "T"; }
            case P_SUPPLY_BLACK -> { need = "J"; may = "TLP"; why = "supply-black"; }
            case P_BUILD_CELL, P_BUILD_SOURCE -> { need = "J"; may = "TP"; why = "supply-black"; }
            case P_BUILD_PEG -> { need = "JH"; may = "TP"; why = "supply-black"; }
            case P_PEG_SIDES -> {
                need = ctx == C_SUPPLY_BLACK ? "PJ" : ctx == C_BUILD_PEG ? "PJH" : "P";
                may = ctx == C_SUPPLY_BLACK ? "TL" : ctx == C_BUILD_PEG ? "T" : "";
            }
            case P_JUMP_SIDES -> {
                need = p.jumpKind == Threads.SETUP ? "XP" : p.jumpKind == Threads.BUILD ? "XJHP" : "X";
                may = p.jumpKind == Threads.WEAVE ? "JT" : p.jumpKind == Threads.BUILD ? "T" : "";
                why = p.jumpKind == Threads.SETUP ? "setup-peg" : "build-peg";
            }
            default -> {
                // the first draw, the setup's Delta and black peg, a turn's start and the end: nothing in hand
            }
        }
        boolean[] has = {p.weaveK > 0, p.lastTotal > 0, p.supplyLeft > 0, p.placeHole >= 0, p.liftedFrom >= 0,
            p.held != 0, p.jumpTo >= 0};
        String letters = "JTLPFHX";
        String[] names = {"jumps", "total", "left", "put", "lifted", "held", "jump"};
        for (int i = 0; i < letters.length(); i++) {
            char c = letters.charAt(i);
            require(!has[i] || need.indexOf(c) >= 0 || may.indexOf(c) >= 0, "the step " + step
                    + " has no " + names[i] + " item");
            require(has[i] || need.indexOf(c) < 0, "the step " + step + " needs a " + names[i] + " item");
        }
        require(why == null || p.placeHole < 0 || StepText.CONTEXTS.get(ctx).equals(why),
                "the peg put in step " + step + " is put for " + why);
        boolean build = need.indexOf('H') >= 0 || p.phase == P_BUILD_CELL || p.phase == P_BUILD_SOURCE;
        require(!build || p.weaveK >= 2, "a Build follows a Weave of two or more Jumps (5.3)");
        boolean weaving = p.phase == P_WEAVE || p.phase == P_JUMP_SIDES && p.jumpKind == Threads.WEAVE;
        require(!weaving || p.weaveK <= 2, "a Weave has at most three Jumps");
    }

    private static void derive(ZeroOneTwoPosition p, int ctx, int deltas) {
        Board b = p.board;
        Geometry g = p.rules.geo();
        boolean supplied = p.phase >= P_SUPPLY && p.phase <= P_BUILD_PEG || ctx == C_SUPPLY_BLACK
                || ctx == C_BUILD_PEG;
        p.jumpsMade = supplied ? p.weaveK : 0;
        boolean building = p.phase == P_BUILD_SOURCE || p.phase == P_BUILD_PEG || ctx == C_BUILD_PEG;
        require(!building || deltas > 2, "the step builds a Delta, but no Delta has been built");
        p.buildCell = building ? b.placedCells[b.placedCount - 1] : -1;
        if (p.phase == P_BUILD_SOURCE) {
            require(Tray.peek(p.front[p.seat], p.gone[p.seat]) == Tray.EMPTY,
                    "the Build peg comes from the tray while it holds any (5.4): build-peg with held, not build-source");
        }
        if (p.phase == P_BUILD_CELL) {
            require(p.deltasLeft > 0, "no Delta is left to build");
        }
        if (p.held != 0) {
            require(p.held == 1 + p.seat || p.held == Board.BLACK, "the held peg is the other player's");
        }
        if (p.placeHole >= 0) {
            byte peg = b.peg(p.placeHole);
            boolean black = ctx == C_SETUP_BLACK || ctx == C_SUPPLY_BLACK || ctx == C_BUILD_PEG && p.held == Board.BLACK;
            boolean either = ctx == C_PLACE_TRAY;
            require(either ? peg == 1 + p.seat || peg == Board.BLACK : peg == (black ? Board.BLACK : 1 + p.seat),
                    "the peg put on " + g.holeName(p.placeHole) + " is not there");
        }
        if (p.liftedFrom >= 0) {
            require(b.isValid(p.liftedFrom), "the lifted peg's hole " + g.holeName(p.liftedFrom) + " is not empty");
        }
        if (p.phase == P_JUMP_SIDES) {
            p.jumpFrom = p.spool[p.seat];
            require(p.jumpFrom >= 0 && p.jumpTo != p.jumpFrom && (b.peg(p.jumpTo) == 1 + p.seat
                    || b.peg(p.jumpTo) == Board.BLACK) && (p.jumpKind == Threads.WEAVE || p.jumpTo == p.placeHole),
                    "the Jump being made runs from the spool to a peg of its player or a black peg");
            p.jumpPegCount = JumpRules.pegsInside(b, g.pq[p.jumpFrom], g.pr[p.jumpFrom], g.pq[p.jumpTo],
                    g.pr[p.jumpTo], p.jumpPegs);
            require(p.jumpIndex < p.jumpPegCount, "the Jump to " + g.holeName(p.jumpTo) + " passes "
                    + p.jumpPegCount + " peg(s), so it has fewer than " + (p.jumpIndex + 1) + " sides to choose");
        }
        if (p.phase == P_WEAVE || p.phase == P_JUMP_SIDES && p.jumpKind == Threads.WEAVE && p.weaveK > 0) {
            p.weaveLegal = JumpRules.legalMask(b, p.threads, p.seat, p.spool[p.seat], p.weaveK + 1, p.lastTotal,
                    p.weaveTotals);
            require(p.phase != P_WEAVE || p.weaveLegal != 0, "the step is weave, but no further Jump is legal");
        }
    }

    /** Side decisions pending (o) only at the peg just put, for the threads over it in order. */
    private static void pending(ZeroOneTwoPosition p) {
        Threads th = p.threads;
        Geometry g = p.rules.geo();
        for (int t = 0; t < th.count; t++) {
            for (int k = 1; k <= th.inner[t]; k++) {
                int h = g.hole(th.aq[t] + k * th.sq[t], th.ar[t] + k * th.sr[t]);
                boolean open = h >= 0 && p.board.peg(h) != Board.NONE && th.sides[th.sideStart[t] + k - 1] == 0;
                require(!open || p.phase == P_PEG_SIDES && h == p.placeHole, "thread " + (t + 1) + " has no side "
                        + "at the peg on " + g.holeName(h) + ", but that is chosen only right after the peg is put");
            }
        }
        if (p.phase == P_PEG_SIDES) {
            p.collectThreadsOver(p.placeHole);
            int decided = 0;
            for (int i = 0; i < p.pendCount; i++) {
                boolean chosen = th.sides[p.sideIndex(p.pendThreads[i], p.placeHole)] != 0;
                require(!chosen || decided == i, "the sides at " + g.holeName(p.placeHole) + " are chosen thread by "
                        + "thread in the order laid");
                decided += chosen ? 1 : 0;
            }
            require(decided < p.pendCount, "every thread over " + g.holeName(p.placeHole) + " has its side: the step "
                    + "is not peg-sides");
            p.pendIndex = decided;
        }
    }

    /** Each player's 18 colour pegs and the game's black pegs are all somewhere. */
    private static void conserve(ZeroOneTwoPosition p, int setupDeltas) {
        Board b = p.board;
        String[] names = {"Blue", "Red"};
        int taken = 0;
        for (int s = 0; s < 2; s++) {
            boolean apex = startingPegDown(b, setupDeltas, s);
            boolean inHand = s == p.seat && (p.phase == P_REPO_DROP || p.phase == P_BUILD_PEG && p.held == 1 + s);
            int all = b.ownCount[s] + p.recess[s] + Tray.colourCount(p.front[s]) + (inHand ? 1 : 0);
            int expected = Board.COLOUR_PEGS - (apex ? 0 : 1);
            require(all == expected, names[s] + " has " + b.ownCount[s] + " pegs on the board, " + p.recess[s]
                    + " in the recess and " + Tray.colourCount(p.front[s]) + " in the tray" + (inHand ? " and one in "
                    + "hand" : "") + ": " + all + ", but the box holds " + expected
                    + (apex ? "" : " besides the starting peg"));
            taken += Integer.bitCount(p.gone[s]);
        }
        int pendingBlack = p.phase == P_SUPPLY_BLACK || p.phase == P_BUILD_PEG && p.held == Board.BLACK ? 1 : 0;
        int blacks = 1 + setupDeltas - (p.phase == P_SETUP_BLACK ? 1 : 0) + taken - pendingBlack;
        require(b.blackCount == blacks, "the board has " + b.blackCount + " black pegs, but the centre's, the "
                + "setup's and those taken from the trays make " + blacks);
    }

    /** Whether {@code seat}'s starting peg is on the board: at the apex of one of the setup Deltas (5.4.2). */
    static boolean startingPegDown(Board b, int setupDeltas, int seat) {
        for (int i = 0; i < setupDeltas; i++) {
            if (b.peg(Moves.slotOf(b.geo, b.placedCells[b.geo.hexCells.length + i]).apex()) == 1 + seat) {
                return true;
            }
        }
        return false;
    }

    /** The end of the game agrees with the board and the counters (7.1, Z37). */
    private static void end(ZeroOneTwoPosition p) {
        Board b = p.board;
        boolean allCaptured = b.blackCaptured == b.blackCount;
        boolean allUsed = false;
        for (int s = 0; s < 2; s++) {
            allUsed |= b.ownCount[s] == Board.COLOUR_PEGS && b.usedCount[s] == Board.COLOUR_PEGS;
        }
        boolean passed = p.rules.twoPassEnd() && p.passes >= 2;
        boolean stalled = p.rules.antiStallTurns() > 0 && p.quietTurns >= p.rules.antiStallTurns();
        if (p.phase == P_OVER) {
            require(p.setupsDone == 2 && (allCaptured || allUsed || passed || stalled), "the step is over, but every "
                    + "black peg is not captured, no player has all 18 pegs on the board and used, and the pass and "
                    + "quiet counts have not ended it");
            return;
        }
        require(!passed && !stalled, "the pass or quiet count has ended the game, but the step is not over");
        require(p.phase != P_START || !allCaptured && !allUsed, "the board ends the game (every black peg "
                + "captured, or a player's 18 pegs on it and used), but the step is start, not over");
    }

    private static int[] canonicalValid(Board b) {
        return PositionTexts.reading(b).stream().filter(b::isValid).mapToInt(Integer::intValue).toArray();
    }
}
