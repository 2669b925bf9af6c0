package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_BUILD_CELL;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_BUILD_PEG;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_BUILD_SOURCE;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_FIRST;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_JUMP_SIDES;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_PEG_SIDES;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_PLACE_MORE;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_REPO_DROP;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_START;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_SUPPLY;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_SUPPLY_BLACK;
import static spindle.games.zeroonetwo.ZeroOneTwoPosition.P_WEAVE;

import java.util.ArrayList;
import java.util.List;

/**
 * The words of {@code Game.decisionType}, {@code Game.events} and {@code Game.endReason} for 0-1-2: which of the
 * turn's choices (rules section 6) a decision is, how long each Weave was and what it captured, and which end
 * condition (section 7) finished the game.
 */
final class Metrics {
    private Metrics() {
    }

    /**
     * {@code first} (the chance of who starts), {@code setup}, {@code place}, {@code reposition}, {@code jump} (a
     * Weave Jump), {@code stop} (ending a Weave early), {@code supply-self}, {@code supply-opp}, {@code supply-black}
     * (placing a surfaced black peg), {@code build}, {@code side} (a thread side choice) or {@code pass}.
     */
    static String decisionType(ZeroOneTwoPosition p, int action) {
        Codes c = p.codes();
        switch (p.phase) {
            case P_FIRST:
                return "first";
            case P_START:
            case P_WEAVE:
                if (action >= c.jump && action < c.lift) {
                    return "jump";
                }
                if (action >= c.lift && action < c.cell) {
                    return "reposition";
                }
                if (action == c.word(Codes.STOP)) {
                    return "stop";
                }
                return action == c.word(Codes.PASS) ? "pass" : "place";
            case P_PLACE_MORE:
                return action == c.word(Codes.DONE) ? "done" : "place";
            case P_REPO_DROP:
                return "reposition";
            case P_SUPPLY:
                return action == c.word(Codes.SELF) ? "supply-self" : "supply-opp";
            case P_SUPPLY_BLACK:
                return "supply-black";
            case P_BUILD_CELL:
            case P_BUILD_SOURCE:
            case P_BUILD_PEG:
                return "build";
            case P_PEG_SIDES:
            case P_JUMP_SIDES:
                return "side";
            default:
                return "setup";
        }
    }

    /** {@code weave-1} to {@code weave-3} when a Weave ends (its length is then known), {@code capture} per black peg. */
    static List<String> events(ZeroOneTwoPosition before, ZeroOneTwoPosition after) {
        List<String> events = new ArrayList<>(2);
        if (after.phase == P_SUPPLY && before.phase != P_SUPPLY) {
            events.add("weave-" + after.jumpsMade);
        }
        for (int s = 0; s < 2; s++) {
            for (int k = before.captures[s]; k < after.captures[s]; k++) {
                events.add("capture");
            }
        }
        return events;
    }

    /**
     * {@code all-black-captured}, {@code all-pegs-used}, {@code two-passes} or {@code anti-stall} (rules 7.1 to
     * 7.3), the first that holds in that order.
     */
    static String endReason(ZeroOneTwoPosition p) {
        Board b = p.board;
        if (b.blackCaptured == b.blackCount) {
            return "all-black-captured";
        }
        for (int s = 0; s < 2; s++) {
            if (b.ownCount[s] == Board.COLOUR_PEGS && b.usedCount[s] == Board.COLOUR_PEGS) {
                return "all-pegs-used";
            }
        }
        return p.rules.twoPassEnd() && p.passes >= 2 ? "two-passes" : "anti-stall";
    }
}
