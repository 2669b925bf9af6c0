package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.ZeroOneTwoPosition.*;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import spindle.engine.NotationException;
import spindle.engine.Notation;
import spindle.engine.Position;

/**
 * Text of one decision (rules section 8, split into its decisions, one action each):
 *
 * <pre>
 * first=Blue | first=Red          chance: who sets up first
 * setup DN(0,0)                   setup: the Delta slot (starting peg and black peg follow)
 * black=q,r                       setup black peg when the midpoint is taken; a black peg surfaced by Supplying
 * peg q,r                         setup colour peg; Build peg on the new Delta
 * place q,r   ... done            Place, one peg per decision
 * repo q,r    to q,r              Reposition: the peg lifted, then where it goes
 * weave q,r   jump q,r ... stop   first Jump of a Weave, later Jumps
 * self | opp                      Supplying
 * build UP(1,0)                   the Build Delta
 * recess | from=q,r | nopeg       Build peg source when the tray is empty
 * {#3+}  {#3-}                    side of thread #3 at a peg just placed under it
 * [0,2+] [0,2-]                   side of a Jump passing the peg on hole 0,2
 * pass
 * </pre>
 *
 * Holes are axial {@code q,r}. Input ignores case and spaces; a bare hole, {@code +} or {@code -} is accepted where
 * the decision is unambiguous.
 */
final class ZeroOneTwoNotation implements Notation {
    static final String[] SEAT_NAMES = {"Blue", "Red"};
    private static final Pattern HOLE = Pattern.compile("\\(?\\s*(-?\\d+)\\s*,\\s*(-?\\d+)\\s*\\)?");
    private static final Pattern CELL = Pattern.compile("(up|dn)\\(\\s*(-?\\d+)\\s*,\\s*(-?\\d+)\\s*\\)");
    private static final Pattern THREAD_SIDE = Pattern.compile("\\{\\s*#?(\\d+)\\s*([+-])\\s*}");
    private static final Pattern PEG_SIDE = Pattern.compile("\\[(.*)([+-])\\s*]");

    @Override
    public String format(Position position, int action) {
        ZeroOneTwoPosition p = (ZeroOneTwoPosition) position;
        Codes c = p.codes();
        Geometry g = p.rules.geo();
        if (action < c.jump) {
            String hole = g.holeName(action);
            return switch (p.phase) {
                case P_SETUP_BLACK, P_SUPPLY_BLACK -> "black=" + hole;
                case P_SETUP_PEG, P_BUILD_PEG -> "peg " + hole;
                case P_REPO_DROP -> "to " + hole;
                default -> "place " + hole;
            };
        }
        if (action < c.lift) {
            return (p.phase == P_START ? "weave " : "jump ") + g.holeName(action - c.jump);
        }
        if (action < c.cell) {
            String hole = g.holeName(action - c.lift);
            return p.phase == P_BUILD_SOURCE ? "from=" + hole : "repo " + hole;
        }
        if (action < c.word) {
            return (p.phase == P_SETUP_CELL ? "setup " : "build ") + g.cellName(action - c.cell);
        }
        int w = action - c.word;
        return switch (w) {
            case Codes.DONE -> "done";
            case Codes.STOP -> "stop";
            case Codes.SELF -> "self";
            case Codes.OPP -> "opp";
            case Codes.RECESS -> "recess";
            case Codes.NOPEG -> "nopeg";
            case Codes.PASS -> "pass";
            case Codes.PLUS, Codes.MINUS -> side(p, w == Codes.PLUS ? "+" : "-");
            default -> "first=" + SEAT_NAMES[w - Codes.FIRST];
        };
    }

    private static String side(ZeroOneTwoPosition p, String sign) {
        if (p.phase == P_PEG_SIDES) {
            return "{#" + (p.pendThreads[p.pendIndex] + 1) + sign + "}";
        }
        if (p.phase == P_JUMP_SIDES) {
            return "[" + p.rules.geo().holeName(p.jumpPegs[p.jumpIndex]) + sign + "]";
        }
        return sign;
    }

    @Override
    public int parse(Position position, String text) {
        ZeroOneTwoPosition p = (ZeroOneTwoPosition) position;
        Codes c = p.codes();
        String t = text.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        if (t.isEmpty()) {
            throw new NotationException("empty move; " + expected(p));
        }
        switch (t) {
            case "done": return c.word(Codes.DONE);
            case "stop": return c.word(Codes.STOP);
            case "self": return c.word(Codes.SELF);
            case "opp": return c.word(Codes.OPP);
            case "recess": return c.word(Codes.RECESS);
            case "nopeg": return c.word(Codes.NOPEG);
            case "pass": return c.word(Codes.PASS);
            case "+": return c.word(Codes.PLUS);
            case "-": return c.word(Codes.MINUS);
            default: break;
        }
        if (t.startsWith("first=")) {
            String name = t.substring(6).trim();
            for (int s = 0; s < SEAT_NAMES.length; s++) {
                if (SEAT_NAMES[s].equalsIgnoreCase(name) || name.equals("p" + (s + 1))) {
                    return c.word(Codes.FIRST + s);
                }
            }
            throw new NotationException("first= takes Blue or Red, not '" + name + "'");
        }
        if (t.startsWith("{")) {
            return threadSide(p, t);
        }
        if (t.startsWith("[")) {
            return pegSide(p, t);
        }
        String[] words = splitKeyword(t);
        String key = words[0];
        String rest = words[1];
        switch (key) {
            case "setup", "build", "":
                if (CELL.matcher(rest).matches()) {
                    return c.cell + cell(p, rest);
                }
                if (!key.isEmpty()) {
                    throw new NotationException(key + " takes a super-cell such as DN(0,0) or UP(1,0), not '"
                            + rest + "'");
                }
                return bareHole(p, rest, text);
            case "place", "peg", "to", "black":
                return hole(p, rest);
            case "weave", "jump":
                return c.jump + hole(p, rest);
            case "repo", "from":
                return c.lift + hole(p, rest);
            default:
                throw new NotationException("'" + text.trim() + "' is not a move; " + expected(p));
        }
    }

    /** Splits "keyword rest", "keyword=rest" or ">rest"; a text with no keyword gives "" and the text. */
    private static String[] splitKeyword(String t) {
        if (t.startsWith(">")) {
            return new String[] {"to", t.substring(1).trim()};
        }
        int i = 0;
        while (i < t.length() && Character.isLetter(t.charAt(i))) {
            i++;
        }
        String key = t.substring(0, i);
        if (key.equals("up") || key.equals("dn")) {
            return new String[] {"", t};
        }
        String rest = t.substring(i).trim();
        if (rest.startsWith("=")) {
            rest = rest.substring(1).trim();
        }
        return new String[] {key, rest};
    }

    private static int bareHole(ZeroOneTwoPosition p, String rest, String text) {
        if (!HOLE.matcher(rest).matches()) {
            throw new NotationException("'" + text.trim() + "' is not a move; " + expected(p));
        }
        int h = hole(p, rest);
        Codes c = p.codes();
        return switch (p.phase) {
            case P_WEAVE -> c.jump + h;
            case P_BUILD_SOURCE -> c.lift + h;
            case P_START -> throw new NotationException("say what to do at " + rest
                    + ": place " + rest + ", weave " + rest + " or repo " + rest);
            default -> h;
        };
    }

    static int hole(ZeroOneTwoPosition p, String text) {
        Matcher m = HOLE.matcher(text.trim());
        if (!m.matches()) {
            throw new NotationException("a hole is written q,r (axial coordinates, e.g. 2,-1), not '" + text + "'");
        }
        int q = parseInt(m.group(1));
        int r = parseInt(m.group(2));
        int h = p.rules.geo().hole(q, r);
        if (h < 0) {
            throw new NotationException("no board of this game can reach hole " + q + "," + r);
        }
        return h;
    }

    private static int parseInt(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new NotationException("coordinate out of range: " + s);
        }
    }

    private static int cell(ZeroOneTwoPosition p, String text) {
        Matcher m = CELL.matcher(text);
        if (!m.matches()) {
            throw new NotationException("a super-cell is written UP(A,B) or DN(A,B), not '" + text + "'");
        }
        int c = p.rules.geo().cell(parseInt(m.group(2)), parseInt(m.group(3)), m.group(1).equals("up"));
        if (c < 0) {
            throw new NotationException("no Delta of this game can reach " + text.toUpperCase(Locale.ROOT));
        }
        return c;
    }

    private static int threadSide(ZeroOneTwoPosition p, String t) {
        Matcher m = THREAD_SIDE.matcher(t);
        if (!m.matches()) {
            throw new NotationException("a thread side is written {#3+} or {#3-}, not '" + t + "'");
        }
        if (p.phase != P_PEG_SIDES) {
            throw new NotationException("no thread side is asked for now; " + expected(p));
        }
        int wanted = p.pendThreads[p.pendIndex] + 1;
        if (parseInt(m.group(1)) != wanted) {
            throw new NotationException("the side asked for now is of thread #" + wanted + ": {#" + wanted
                    + "+} or {#" + wanted + "-}");
        }
        return p.codes().word(m.group(2).equals("+") ? Codes.PLUS : Codes.MINUS);
    }

    private static int pegSide(ZeroOneTwoPosition p, String t) {
        Matcher m = PEG_SIDE.matcher(t);
        if (!m.matches()) {
            throw new NotationException("a side for a peg passed is written [q,r+] or [q,r-], not '" + t + "'");
        }
        if (p.phase != P_JUMP_SIDES) {
            throw new NotationException("no side of a peg passed is asked for now; " + expected(p));
        }
        int h = hole(p, m.group(1));
        if (h != p.jumpPegs[p.jumpIndex]) {
            String want = p.rules.geo().holeName(p.jumpPegs[p.jumpIndex]);
            throw new NotationException("the side asked for now is for the peg on " + want + ": [" + want + "+] or ["
                    + want + "-]");
        }
        return p.codes().word(m.group(2).equals("+") ? Codes.PLUS : Codes.MINUS);
    }

    /** What the player can type now, for error messages. */
    static String expected(ZeroOneTwoPosition p) {
        return switch (p.phase) {
            case P_FIRST -> "expected first=Blue or first=Red";
            case P_SETUP_CELL -> "expected setup and a Delta slot, e.g. setup DN(0,0)";
            case P_SETUP_BLACK -> "expected black=q,r on the Hex edge opposite your Delta";
            case P_SETUP_PEG -> "expected peg q,r on an interior hole of the Hex";
            case P_START -> "expected place q,r, repo q,r, weave q,r or pass";
            case P_PLACE_MORE -> "expected place q,r or done";
            case P_REPO_DROP -> "expected to q,r";
            case P_WEAVE -> "expected jump q,r or stop";
            case P_SUPPLY -> "expected self or opp";
            case P_SUPPLY_BLACK -> "expected black=q,r for the black peg from your tray";
            case P_BUILD_CELL -> "expected build and a super-cell, e.g. build UP(1,0)";
            case P_BUILD_SOURCE -> "expected recess, from=q,r or nopeg";
            case P_BUILD_PEG -> "expected peg q,r on the new Delta";
            case P_PEG_SIDES -> "expected {#" + (p.pendThreads[p.pendIndex] + 1) + "+} or {#"
                    + (p.pendThreads[p.pendIndex] + 1) + "-}";
            case P_JUMP_SIDES -> "expected [" + p.rules.geo().holeName(p.jumpPegs[p.jumpIndex]) + "+] or ["
                    + p.rules.geo().holeName(p.jumpPegs[p.jumpIndex]) + "-]";
            default -> "the game is over";
        };
    }
}
