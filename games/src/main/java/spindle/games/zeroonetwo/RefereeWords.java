package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.PositionState.P_BUILD_PEG;
import static spindle.games.zeroonetwo.PositionState.P_BUILD_SOURCE;
import static spindle.games.zeroonetwo.PositionState.P_JUMP_SIDES;
import static spindle.games.zeroonetwo.PositionState.P_OVER;
import static spindle.games.zeroonetwo.PositionState.P_PEG_SIDES;
import static spindle.games.zeroonetwo.PositionState.P_SUPPLY;
import static spindle.games.zeroonetwo.PositionState.P_SUPPLY_BLACK;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code Game.refereeSays} for 0-1-2: what a referee beside the physical board says about one decision. Each Jump's
 * crossings thread by thread (rules 4.3, 4.4) and whether they are what that Jump needs (section 6, Jump criteria 5
 * and 6), the side a thread passes a peg on (4.2), then what to do with the pegs, trays and Deltas.
 */
final class RefereeWords {
    private static final String[] ORDINALS = {"", "first", "second", "third"};

    private RefereeWords() {
    }

    static List<String> says(ZeroOneTwoPosition before, int action, ZeroOneTwoPosition after) {
        List<String> says = new ArrayList<>();
        Codes c = before.codes();
        int seat = before.seat;
        String player = ZeroOneTwoNotation.SEAT_NAMES[seat];
        if (before.phase == P_PEG_SIDES || before.phase == P_JUMP_SIDES) {
            says.add(side(before, action == c.word(Codes.PLUS)));
        } else if (action >= c.jump && action < c.lift && after.phase == P_JUMP_SIDES) {
            List<String> pegs = new ArrayList<>();
            for (int i = 0; i < after.jumpPegCount; i++) {
                pegs.add(hole(after, after.jumpPegs[i]));
            }
            says.add(jumpName(before, after.weaveK + 1, after.jumpFrom, after.jumpTo) + " passes exactly over the peg"
                    + (pegs.size() == 1 ? "" : "s") + " on " + list(pegs) + ": choose the side its thread passes "
                    + (pegs.size() == 1 ? "it" : "each") + " on (rule 4.2)");
        } else if (action >= c.cell && action < c.word && before.phase != PositionState.P_SETUP_CELL) {
            says.add(build(after, action - c.cell));
        } else if (action == c.word(Codes.SELF)) {
            says.add(selfSupply(before, after));
        } else if (action == c.word(Codes.OPP)) {
            String other = ZeroOneTwoNotation.SEAT_NAMES[1 - seat];
            int m = before.recess[1 - seat] - after.recess[1 - seat];
            says.add(m == 0 ? "Opp: " + other + "'s reserve is empty, nothing goes back" : "Opp: " + other
                    + " puts " + pegs(m) + " from its reserve back at the front of its tray");
        } else if (action < c.jump && before.phase == P_BUILD_PEG) {
            says.add("put the " + (before.held == Board.BLACK ? "black " : "") + "Build peg on " + hole(after, action));
        } else if (action < c.jump && before.phase == P_SUPPLY_BLACK) {
            says.add(player + " puts the black peg from its tray on " + hole(after, action));
            if (after.phase != P_PEG_SIDES) {
                says.add(selfSupply(before, after));
            }
        } else if (action == c.word(Codes.STOP)) {
            // the Weave's end is said below, with its Supply
        } else if (action < c.jump || action >= c.word || before.phase == PositionState.P_SETUP_CELL) {
            // a setup Delta too: its slot in words, so that the table never reads bare notation
            ZeroOneTwo game = new ZeroOneTwo();
            game.inWords(before, action).ifPresent(says::add);
        }
        for (int t = before.threads.count; t < after.threads.count; t++) {
            says.add(laid(after, t, before));
        }
        if (after.phase == P_SUPPLY && before.phase != P_SUPPLY && after.jumpsMade > 0) {
            int n = after.jumpsMade;
            says.add("the Weave ends after " + n + (n == 1 ? " Jump" : " Jumps") + ": choose Self (take " + pegs(n)
                    + " from your tray into your reserve) or Opp (your opponent puts " + pegs(n)
                    + " from its reserve back in its tray)");
        }
        if (after.captures[seat] > before.captures[seat]) {
            says.add(player + " captures the black peg on " + hole(after, after.spool[seat])
                    + ": it stays on the board, captured for good");
            says.add(score(after));
        }
        if (after.phase == P_OVER && before.phase != P_OVER) {
            says.add(result(after));
        }
        return says;
    }

    /** The sentence for a Jump from s to d, laid as thread t of {@code after}, made from {@code before}. */
    private static String laid(ZeroOneTwoPosition after, int t, ZeroOneTwoPosition before) {
        Threads th = after.threads;
        byte kind = th.kind[t];
        int k = kind == Threads.WEAVE ? after.weaveK : 0;
        int previous = k > 1 ? before.lastTotal : 0;
        return crossing(after, t, kind, k, previous);
    }

    /**
     * "Jump 2 from 3,-1 to 1,1 crosses red #4: 1 crossing, as the second Jump needs": thread t against every thread
     * laid before it, and for a Weave Jump (k from 1 to 3) whether that meets criteria 5 and 6.
     */
    static String crossing(ZeroOneTwoPosition p, int t, byte kind, int k, int previousTotal) {
        Threads th = p.threads;
        JumpRules.StoredSegment jump = segment(th, t);
        JumpRules.StoredSegment other = segment(th, 0);
        List<String> crossed = new ArrayList<>();
        int own = 0;
        int opp = 0;
        for (int u = 0; u < t; u++) {
            other.set(u);
            int n = Crossings.cr(jump, other);
            if (n == 0) {
                continue;
            }
            crossed.add(threadName(th, u) + (n == 2 ? " twice" : n > 2 ? " " + n + " times" : ""));
            if (th.owner[u] == th.owner[t]) {
                own += n;
            } else {
                opp += n;
            }
        }
        int total = own + opp;
        String name = kind == Threads.WEAVE ? jumpName(p, k, th.from[t], th.to[t])
                : (kind == Threads.BUILD ? "Build Jump" : "Setup Jump") + " from " + hole(p, th.from[t]) + " to "
                + hole(p, th.to[t]);
        String sentence = name + (crossed.isEmpty() ? " crosses no thread" : " crosses " + list(crossed)) + ": "
                + total + (total == 1 ? " crossing" : " crossings");
        if (kind != Threads.WEAVE) {
            return sentence + " (no crossing rule for a " + (kind == Threads.BUILD ? "Build" : "Setup") + " Jump)";
        }
        return sentence + ", " + need(own, opp, k, previousTotal);
    }

    /** Whether own and opp crossings meet what Jump k needs (section 6, Jump criteria 5 and 6). */
    private static String need(int own, int opp, int k, int previousTotal) {
        String ordinal = ORDINALS[k];
        if (JumpRules.meetsCriteria(own, opp, k, previousTotal)) {
            return "as the " + ordinal + " Jump needs";
        }
        boolean parity = (own == 0 || own % 2 == 1) && (opp == 0 || opp % 2 == 1);
        if (!parity) {
            return "but each colour's crossings must be 0 or odd (" + own + " of its own, " + opp + " of the other; "
                    + "rules section 6, Jump criterion 5)";
        }
        return "but the " + ordinal + " Jump must cross more than the " + ORDINALS[k - 1] + "'s " + previousTotal
                + " (rules section 6, Jump criterion 6)";
    }

    private static String side(ZeroOneTwoPosition before, boolean left) {
        String way = left ? "left" : "right";
        if (before.phase == P_PEG_SIDES) {
            int t = before.pendThreads[before.pendIndex];
            return "thread " + threadName(before.threads, t) + " passes the peg on " + hole(before, before.placeHole)
                    + " on its " + way;
        }
        int peg = before.jumpPegs[before.jumpIndex];
        return "thread #" + (before.threads.count + 1) + " passes the peg on " + hole(before, peg) + " on its " + way;
    }

    private static String build(ZeroOneTwoPosition after, int cell) {
        String attach = "Build: attach a Delta on " + after.rules.geo().cellName(cell);
        if (after.phase == P_BUILD_PEG) {
            String peg = after.held == Board.BLACK ? "the black peg" : "the colour peg";
            return attach + "; take " + peg + " at the front of your tray and put it on a hole of the new Delta";
        }
        if (after.phase == P_BUILD_SOURCE) {
            return attach + "; your tray is empty: take the Build peg from your reserve, lift an unused peg, or build "
                    + "without one";
        }
        return attach;
    }

    /** What a SELF Supply (or the rest of it, after a black peg from the tray) asks of the table. */
    private static String selfSupply(ZeroOneTwoPosition before, ZeroOneTwoPosition after) {
        int seat = before.seat;
        int taken = after.recess[seat] - before.recess[seat];
        List<String> parts = new ArrayList<>();
        if (taken > 0) {
            parts.add("take " + pegs(taken) + " from the front of your tray into your reserve");
        }
        if (after.phase == P_SUPPLY_BLACK) {
            parts.add("the next tray peg is black: put it on a free valid hole now");
        } else if (after.supplyLeft == 0 && Tray.peek(after.front[seat], after.gone[seat]) == Tray.EMPTY) {
            parts.add("your tray is empty now");
        }
        return "Self: " + (parts.isEmpty() ? "nothing more to take" : String.join("; ", parts)) + "";
    }

    static String jumpName(ZeroOneTwoPosition p, int k, int from, int to) {
        return "Jump " + k + " from " + hole(p, from) + " to " + hole(p, to);
    }

    private static String threadName(Threads th, int t) {
        return ZeroOneTwoNotation.SEAT_NAMES[th.owner[t]].toLowerCase() + " #" + (t + 1);
    }

    private static String score(ZeroOneTwoPosition p) {
        return "captures: Blue " + p.captures[0] + ", Red " + p.captures[1];
    }

    private static String result(ZeroOneTwoPosition p) {
        double blue = p.payoff(0);
        String who = blue == 0.5 ? "a draw" : (blue > 0.5 ? "Blue" : "Red") + " wins";
        return "game over (" + Metrics.endReason(p).replace('-', ' ') + "): " + who + "; " + score(p);
    }

    private static String pegs(int n) {
        return n == 1 ? "one peg" : n + " pegs";
    }

    static String hole(ZeroOneTwoPosition p, int h) {
        return p.rules.geo().holeName(h);
    }

    private static JumpRules.StoredSegment segment(Threads th, int t) {
        JumpRules.StoredSegment s = new JumpRules.StoredSegment();
        s.threads = th;
        s.set(t);
        return s;
    }

    private static String list(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
