package spindle.games.warpandweft;

import static spindle.games.warpandweft.Geometry.WARP;
import static spindle.games.warpandweft.Geometry.WEFT;
import static spindle.games.warpandweft.WarpAndWeftPosition.BY_CONNECTION;
import static spindle.games.warpandweft.WarpAndWeftPosition.BY_NO_VALID_PLAY;
import static spindle.games.warpandweft.WarpAndWeftPosition.BY_SWITCH_LIMIT;
import static spindle.games.warpandweft.WarpAndWeftPosition.DRAW;
import static spindle.games.warpandweft.WarpAndWeftPosition.ONGOING;
import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;
import static spindle.games.warpandweft.WarpAndWeftPosition.THREADING;

import java.util.List;
import java.util.Map;
import spindle.engine.NotationException;
import spindle.engine.PositionEditorSpec;
import spindle.engine.PositionText;

/**
 * The position text of Warp and Weft ({@code docs/positions.md}):
 * {@code board side warp-state weft-state swap quiet result last plies}, for example
 * {@code X.-.-.-/.-.-.-./O.X.O.-/.-.-.-./-.O.X.-/.-.-.-./O.-.-.X weft patching threading no-swap 1 ongoing switch 9}.
 * The last move is what the board marks; it never decides play, and {@code -} leaves it unknown.
 *
 * <p>The board has one character per place a piece can be: the centre cell of each thread (both coordinates odd)
 * and each patch (both even), so it keeps the board's S x S layout, top row first; the other cells (the arms of
 * threads) are holes, {@code .}. A place is {@code X} (Warp's, as on the text board), {@code O} (Weft's) or
 * {@code -}. What the rules fix is checked against the text rather than trusted: the side to move (from the plies
 * and the swap), each side's state (from its turns and placements), and the result (from the board).
 */
final class PositionTexts {
    static final char HOLE = '.';
    static final char EMPTY = '-';
    static final String[] FIELDS = {"board", "side to move", "Warp's state", "Weft's state", "swap",
        "turns without a placement", "result", "last move", "plies"};
    /** The last move field when no move is known (the start, or a position set up by hand). */
    static final String NO_MOVE = "-";
    static final List<String> SIDES = List.of("warp", "weft");
    static final List<String> STATES = List.of("threading", "patching");
    static final List<String> SWAPS = List.of("swap-ahead", "swap-open", "swapped", "no-swap");
    static final List<String> RESULTS = List.of("ongoing", "warp-won", "weft-won", "draw");
    private static final int MAX_PLIES = 999_999_999;

    private PositionTexts() {
    }

    static String text(WarpAndWeftPosition p) {
        Geometry g = p.g;
        StringBuilder s = new StringBuilder();
        for (int r = g.cells; r >= 1; r--) {
            for (int c = 1; c <= g.cells; c++) {
                s.append(isPlace(c, r) ? mark(p.claims.ownerOf(g.pieceAt(c, r))) : HOLE);
            }
            s.append(r > 1 ? "/" : " ");
        }
        s.append(SIDES.get(p.sideToMove())).append(' ')
                .append(STATES.get(p.stateOf(WARP))).append(' ')
                .append(STATES.get(p.stateOf(WEFT))).append(' ')
                .append(swap(p, p.seatOf(WARP) != WARP)).append(' ')
                .append(p.quiet()).append(' ')
                .append(RESULTS.get(p.result() == ONGOING ? 0 : p.result() == DRAW ? 3 : 1 + p.result())).append(' ')
                .append(p.lastAction() < 0 ? NO_MOVE : new WarpAndWeftNotation(g).format(p, p.lastAction()))
                .append(' ').append(p.plies());
        return s.toString();
    }

    /** Where a piece is named: a thread's centre (both odd) or a patch (both even). */
    static boolean isPlace(int c, int r) {
        return (c + r) % 2 == 0;
    }

    private static char mark(int owner) {
        return owner == WARP ? BoardText.WARP_MARK : owner == WEFT ? BoardText.WEFT_MARK : EMPTY;
    }

    private static String swap(WarpAndWeftPosition p, boolean swapped) {
        if (swapped) {
            return "swapped";
        }
        if (p.swapAvailable()) {
            return "swap-open";
        }
        return p.rules.swap() && p.plies() == 0 ? "swap-ahead" : "no-swap";
    }

    static WarpAndWeftPosition parse(Rules rules, String text) {
        String[] f = PositionText.fields(text, FIELDS);
        WarpAndWeftPosition p = new WarpAndWeftPosition(rules);
        Geometry g = p.g;
        int[] owners = board(g, f[0]);
        int side = PositionText.oneOf(f[1], FIELDS[1], SIDES);
        int warpState = PositionText.oneOf(f[2], FIELDS[2], STATES);
        int weftState = PositionText.oneOf(f[3], FIELDS[3], STATES);
        String swap = SWAPS.get(PositionText.oneOf(f[4], FIELDS[4], SWAPS));
        int quiet = PositionText.number(f[5], FIELDS[5], 0, MAX_PLIES);
        int claimedResult = PositionText.oneOf(f[6], FIELDS[6], RESULTS);
        int plies = PositionText.number(f[8], FIELDS[8], 0, MAX_PLIES);

        boolean swapped = swap.equals("swapped");
        checkSwap(rules, swap, plies);
        int[] claims = new int[2];
        for (int owner : owners) {
            if (owner >= 0) {
                claims[owner]++;
            }
        }
        int start = rules.patchPrimary() ? PATCHING : THREADING;
        int[] states = {warpState, weftState};
        for (int s = WARP; s <= WEFT; s++) {
            int turns = turns(s, plies, swapped);
            if (claims[s] > turns) {
                throw new NotationException(name(s) + " has " + claims[s] + " pieces on the board, but has had only "
                        + turns + " turns");
            }
            if ((turns - claims[s]) % 2 != (states[s] == start ? 0 : 1)) {
                throw new NotationException(name(s) + " is " + stateName(states[s]) + ", but it has made " + turns
                        + " turns and " + claims[s] + " placements, so it switched an "
                        + ((turns - claims[s]) % 2 == 0 ? "even" : "odd") + " number of times from "
                        + stateName(start));
            }
        }
        int quietMost = plies - claims[WARP] - claims[WEFT];
        if (quiet > quietMost) {
            throw new NotationException("the text counts " + quiet + " turns without a placement, but only "
                    + quietMost + " of the " + plies + " turns placed nothing");
        }
        checkQuietPerSide(quiet, plies, swapped, claims);
        if (rules.switchLimit() > 0 && quiet > rules.switchLimit()) {
            throw new NotationException("the text counts " + quiet + " turns without a placement, the game is "
                    + "drawn after " + rules.switchLimit() + " (ruling W11)");
        }
        for (int code = 0; code < owners.length; code++) {
            if (owners[code] >= 0) {
                p.place(owners[code], code);
            }
        }
        checkReachable(p, owners);

        // The result follows from the board, as play decides it (rules 6.1 to 6.3 and ruling W11).
        int mover = (plies + (swapped ? 1 : 0)) % 2 == 0 ? WARP : WEFT;
        int result = ONGOING;
        int endReason = 0;
        String why = "the game goes on";
        if (BoardData.connected(p, WARP) || BoardData.connected(p, WEFT)) {
            if (BoardData.connected(p, WARP) && BoardData.connected(p, WEFT)) {
                throw new NotationException("the board: both sides are connected, a game ends at the first "
                        + "connection");
            }
            result = BoardData.connected(p, WARP) ? WARP : WEFT;
            endReason = BY_CONNECTION;
            why = name(result) + " has connected " + (result == WARP ? "top and bottom" : "left and right");
            if (result != (mover ^ 1) || quiet != 0) {
                throw new NotationException(why + ", so " + name(result) + " made the last move, a placement: "
                        + "that is not the text's " + plies + " plies, swap and " + quiet
                        + " turns without a placement");
            }
            mover = result;
        } else if (rules.switchLimit() > 0 && quiet >= rules.switchLimit()) {
            result = DRAW;
            endReason = BY_SWITCH_LIMIT;
            why = "the game is drawn after " + quiet + " turns without a placement (ruling W11)";
        } else if (p.claims.placements(mover, THREADING) + p.claims.placements(mover, PATCHING) == 0) {
            result = mover ^ 1;
            endReason = BY_NO_VALID_PLAY;
            why = name(mover) + " has no valid play in either state (ruling W4)";
        }
        if (side != mover) {
            throw new NotationException(name(side) + " is to move, but after " + plies + " plies "
                    + (swapped ? "with" : "without") + " a swap it is " + name(mover) + "'s turn"
                    + (result == ONGOING || endReason != BY_CONNECTION ? "" : " (the winner's, who made the last move)"));
        }
        if (claimedResult != (result == ONGOING ? 0 : result == DRAW ? 3 : 1 + result)) {
            throw new NotationException("the result says " + RESULTS.get(claimedResult) + ", but " + why);
        }
        if (swap.equals("swap-open") && result != ONGOING) {
            throw new NotationException("swap: swap-open, but the game is over");
        }
        int last = lastMove(p, f[7], endReason == BY_CONNECTION ? side : side ^ 1, swapped, quiet, plies);
        p.restore(side, warpState | weftState << 1, swapped, plies, quiet, result, endReason, last);
        return p;
    }

    /**
     * The last move (shown on the board, not deciding play), or -1 for {@code -}: a piece the side that moved last
     * owns when that turn placed it, a switch after a turn without a placement, a swap right after it was made.
     */
    private static int lastMove(WarpAndWeftPosition p, String field, int lastMover, boolean swapped, int quiet,
                                int plies) {
        if (field.equals(NO_MOVE)) {
            return -1;
        }
        String where = FIELDS[7] + " '" + field + "'";
        if (plies == 0) {
            throw new NotationException(where + ": no move has been made, write " + NO_MOVE);
        }
        int code;
        try {
            code = new WarpAndWeftNotation(p.g).parse(p, field);
        } catch (NotationException e) {
            throw new NotationException(where + ": " + e.getMessage());
        }
        if (code == p.g.swapCode) {
            if (!swapped || plies != 2) {
                throw new NotationException(where + ": a swap is the last move only right after it, at ply 2");
            }
        } else if (code == p.g.switchCode) {
            if (swapped && plies == 2) {
                throw new NotationException(where + ": the move at ply 2, after which the swap is made, is the swap");
            }
            if (quiet == 0) {
                throw new NotationException(where + ": the last turn placed nothing, but the text counts 0 turns "
                        + "without a placement");
            }
        } else if (quiet != 0) {
            throw new NotationException(where + ": the text counts " + quiet + " turns without a placement, so the "
                    + "last turn placed nothing: write switch" + (swapped && plies == 2 ? " or swap" : ""));
        } else if (p.claims.ownerOf(code) < 0) {
            throw new NotationException(where + ": " + p.g.name(code) + " is empty on the board, so the last move "
                    + "did not place it");
        } else if (p.claims.ownerOf(code) != lastMover) {
            throw new NotationException(where + ": " + p.g.name(code) + " holds a piece of "
                    + name(p.claims.ownerOf(code)) + ", but " + name(lastMover) + " made the last move (ply " + plies
                    + "), so it placed a piece of " + name(lastMover));
        }
        return code;
    }

    /** Each place's owner (-1 for none) by piece code, from the board field. */
    private static int[] board(Geometry g, String field) {
        String[] rows = field.split("/", -1);
        if (rows.length != g.cells) {
            throw new NotationException("the board has " + rows.length + " rows, a size " + g.size + " board has "
                    + g.cells);
        }
        int[] owners = new int[g.pieces];
        for (int i = 0; i < rows.length; i++) {
            int r = g.cells - i;
            if (rows[i].length() != g.cells) {
                throw new NotationException("board row " + r + " has " + rows[i].length() + " cells, the board has "
                        + g.cells);
            }
            for (int c = 1; c <= g.cells; c++) {
                char ch = rows[i].charAt(c - 1);
                String where = "board row " + r + " column " + (char) ('A' + c - 1);
                if (!isPlace(c, r)) {
                    if (ch != HOLE) {
                        throw new NotationException(where + " is part of a thread, write " + HOLE + " there");
                    }
                    continue;
                }
                int code = g.pieceAt(c, r);
                owners[code] = owner(ch, where);
                if (owners[code] >= 0 && g.isThread(code) && g.sideOf(code) != owners[code]) {
                    throw new NotationException(name(g.sideOf(code)) + " thread " + g.name(code) + " is marked "
                            + ch + ", but only " + name(g.sideOf(code)) + " can claim it (ruling W12)");
                }
            }
        }
        return owners;
    }

    private static int owner(char ch, String where) {
        if (ch == BoardText.WARP_MARK) {
            return WARP;
        }
        if (ch == BoardText.WEFT_MARK) {
            return WEFT;
        }
        if (ch == EMPTY) {
            return -1;
        }
        throw new NotationException(where + ": '" + ch + "' is not " + BoardText.WARP_MARK + " (Warp), "
                + BoardText.WEFT_MARK + " (Weft), " + EMPTY + " (unclaimed) or, between places, " + HOLE);
    }

    /**
     * The turns without a placement are the last {@code quiet} plies, which alternate between the sides (the swap
     * is a ply of neither side): each side must have had at least its part of them among its turns that placed
     * nothing, and the ply before them placed a piece, so it was not the swap.
     */
    private static void checkQuietPerSide(int quiet, int plies, boolean swapped, int[] claims) {
        int[] quietTurns = new int[2];
        for (int ply = plies - quiet + 1; ply <= plies; ply++) {
            if (!(swapped && ply == 2)) {
                quietTurns[moverOfPly(ply, swapped)]++;
            }
        }
        for (int s = WARP; s <= WEFT; s++) {
            int placedNothing = turns(s, plies, swapped) - claims[s];
            if (quietTurns[s] > placedNothing) {
                throw new NotationException("the text counts " + quiet + " turns without a placement in a row, "
                        + quietTurns[s] + " of them " + name(s) + "'s, but only " + placedNothing + " of "
                        + name(s) + "'s " + turns(s, plies, swapped) + " turns placed nothing");
            }
        }
        if (swapped && plies - quiet == 2) {
            throw new NotationException("the text counts " + quiet + " turns without a placement in a row, but the "
                    + "swap before them placed nothing either: count it, " + (quiet + 1));
        }
    }

    /** The side that made ply {@code ply} (1 is the first); with a swap, ply 2 is the swap and Weft moves at 3. */
    private static int moverOfPly(int ply, boolean swapped) {
        return swapped && ply > 2 ? (ply % 2 == 0 ? WARP : WEFT) : (ply % 2 == 1 ? WARP : WEFT);
    }

    /** The swap field agrees with the rules: open exactly at the second turn, made only at it (rule 5.1). */
    private static void checkSwap(Rules rules, String swap, int plies) {
        if (!rules.swap() && !swap.equals("no-swap")) {
            throw new NotationException("swap: " + swap + ", but this variant is played without the swap "
                    + "(swap=off): write no-swap");
        }
        boolean ahead = rules.swap() && plies == 0;
        boolean open = rules.swap() && plies == 1;
        String expected = switch (swap) {
            case "swap-ahead" -> ahead ? null : "the swap is ahead only at the start of a game with swap on";
            case "swap-open" -> open ? null : "the swap is open only at the second turn of a game with swap on";
            case "swapped" -> rules.swap() && plies >= 2 ? null
                    : "a swap is made only at the second turn of a game with swap on, so after 2 plies or more";
            default -> ahead ? "the game has just begun: write swap-ahead"
                    : open ? "the second player may swap now: write swap-open" : null;
        };
        if (expected != null) {
            throw new NotationException("swap: " + swap + ", but " + expected + " (this text has " + plies
                    + " plies)");
        }
    }

    /**
     * Every claimed piece was claimable when placed: in Thread-Primary a patch needs a thread of its owner next to
     * it, in Patch-Primary a thread needs a patch (rule 4.4), and pieces are never lost.
     */
    private static void checkReachable(WarpAndWeftPosition p, int[] owners) {
        Geometry g = p.g;
        boolean patchPrimary = p.rules.patchPrimary();
        for (int code = 0; code < owners.length; code++) {
            int s = owners[code];
            if (s < 0 || g.isThread(code) != patchPrimary) {
                continue;
            }
            long near = 0;
            for (int w = 0; w < 2; w++) {
                near |= patchPrimary ? g.threadPatchMask[2 * code + w] & p.claims.ownPatchWord(s, w)
                        : g.patchThreadMask[2 * (s * g.patches + code - 2 * g.threads) + w]
                                & p.claims.ownThreadWord(s, w);
            }
            if (near == 0) {
                throw new NotationException(name(s) + "'s " + (patchPrimary ? "thread " : "patch ") + g.name(code)
                        + " touches no " + name(s) + (patchPrimary ? " patch" : " thread") + ", so it could not "
                        + "have been claimed in " + (patchPrimary ? "Patch" : "Thread") + "-Primary (rule 4.4)");
            }
        }
    }

    /** The analysis board's editor ({@code Game.positionEditor}): the board as a grid with holes, then choices. */
    static Map<String, Object> editor(Rules rules) {
        List<String> swaps = rules.swap() ? List.of("swap-ahead", "not yet: the game has not begun",
                "swap-open", "open: the second player may swap now", "swapped", "made: Player 2 plays Warp, Player 1 Weft",
                "no-swap", "not made, and no longer possible") : List.of("no-swap", "this game has no swap");
        return PositionEditorSpec.of(PositionEditorSpec.board(0, false, false, String.valueOf(EMPTY),
                String.valueOf(HOLE), false), List.of(
                PositionEditorSpec.piece(String.valueOf(BoardText.WARP_MARK),
                        "Warp's piece: a Warp (up-down) thread or a patch Warp claimed", false),
                PositionEditorSpec.piece(String.valueOf(BoardText.WEFT_MARK),
                        "Weft's piece: a Weft (left-right) thread or a patch Weft claimed", false)), List.of(
                PositionEditorSpec.choice(1, "Side to move (once over: whose turn it ended in)", "warp", "Warp (top to bottom)",
                        "weft", "Weft (left to right)"),
                PositionEditorSpec.choice(2, "Warp's state", "threading", "Threading: claims Warp threads", "patching",
                        "Patching: claims patches"),
                PositionEditorSpec.choice(3, "Weft's state", "threading", "Threading: claims Weft threads", "patching",
                        "Patching: claims patches"),
                PositionEditorSpec.choice(4, "Swap", swaps),
                PositionEditorSpec.text(5, "Turns in a row without a placement"
                        + (rules.switchLimit() > 0 ? " (draw at " + rules.switchLimit() + ")" : "")),
                PositionEditorSpec.choice(6, "Result", "ongoing", "the game goes on", "warp-won", "Warp has won", "weft-won",
                        "Weft has won", "draw", "drawn (switch limit)"),
                PositionEditorSpec.text(7, "Last move (- for none)"),
                PositionEditorSpec.text(8, "Plies played so far")));
    }

    /** The turns side {@code s} has made in {@code plies} plies; Weft's swap is not one of them. */
    static int turns(int s, int plies, boolean swapped) {
        if (!swapped) {
            return s == WARP ? (plies + 1) / 2 : plies / 2;
        }
        return s == WARP ? plies / 2 : (plies - 1) / 2;
    }

    private static String name(int side) {
        return side == WARP ? "Warp" : "Weft";
    }

    private static String stateName(int state) {
        return state == PATCHING ? "Patching" : "Threading";
    }
}
