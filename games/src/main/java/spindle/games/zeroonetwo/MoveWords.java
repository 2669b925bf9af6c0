package spindle.games.zeroonetwo;

import java.util.List;

/**
 * 0-1-2's decisions in words, for the terminal: each move of the notation ({@link ZeroOneTwoNotation}) said as the
 * rules say it ({@code docs/rules/zero-one-two.md}), and one example of each kind of decision for {@code help}.
 * Read from the notation's own text, so the two cannot disagree on what an action is.
 */
final class MoveWords {
    /** An example of each decision, with what it does and the rules section; in the order a game meets them. */
    static final List<String> GUIDE = List.of(
            "Each turn is a few decisions, one per prompt (an example of each):",
            "  first=Blue        who sets up first (chance, at the start)",
            "  setup DN(0,0)     setup: put your Delta on that slot (section 5)",
            "  black=0,-3        place a black peg on that hole (setup; or one surfaced by Supplying, 6)",
            "  peg 1,-1          place a colour peg on that hole (setup; or the Build peg, 6)",
            "  place 1,0         Place a peg from your reserve on a free interior hole; 'done' ends the Place (6)",
            "  repo 1,0 / to 2,0 Reposition: lift your peg on 1,0, then put it on 2,0 (6)",
            "  weave 1,0         start a Weave with a Jump from the spool to your peg on 1,0 (6, 7)",
            "  jump 2,-1 / stop  Jump on within the Weave (up to 3 Jumps), or stop it (7)",
            "  self / opp        Supplying after a Weave of N Jumps: self makes N pegs of your tray available;",
            "                    opp makes your opponent put N reserve pegs back in the tray (6)",
            "  build UP(1,0)     Build: attach a new Delta there after a Weave of 2 or 3 Jumps (6)",
            "  recess / from=1,0 / nopeg   the Build peg, tray empty: from your reserve, a lifted peg, or none (6)",
            "  {#3+} / {#3-}     a peg was placed under thread #3: + the thread passes it on its left (the",
            "                    peg lies to its right), - on its right; permanent (4.1, 4.2)",
            "  [0,2+] / [0,2-]   your Jump passes exactly over the peg on 0,2: + on the Jump's left, - its right",
            "  pass              do nothing this turn (6)");

    private MoveWords() {
    }

    /** The move {@code text} (its notation) by {@code player} in words. */
    static String of(String text, String player, String opponent) {
        String[] w = text.split(" ", 2);
        String arg = w.length > 1 ? w[1] : "";
        if (text.startsWith("{#")) {
            return sides("thread #" + text.substring(2, text.length() - 2), "the peg just placed under it",
                    text.charAt(text.length() - 2));
        }
        if (text.startsWith("[")) {
            return sides("the Jump", "the peg on " + text.substring(1, text.length() - 2),
                    text.charAt(text.length() - 2));
        }
        if (text.startsWith("first=")) {
            return text.substring(6) + " sets up first";
        }
        if (text.startsWith("black=")) {
            return player + " places a black peg on " + text.substring(6);
        }
        if (text.startsWith("from=")) {
            return player + " lifts its unused peg on " + text.substring(5) + " for the Build";
        }
        return switch (w[0]) {
            case "setup" -> player + " puts its Delta on slot " + arg;
            case "peg" -> player + " places a colour peg on " + arg;
            case "place" -> player + " places a peg from its reserve on " + arg;
            case "done" -> player + " ends its Place";
            case "repo" -> player + " lifts its peg on " + arg + " to reposition it";
            case "to" -> player + " puts the lifted peg on " + arg;
            case "weave" -> player + " starts a Weave: a Jump to " + arg;
            case "jump" -> player + " Jumps on to " + arg;
            case "stop" -> player + " ends its Weave";
            case "self" -> player + " chooses Self: as many of its tray pegs as it Jumped go into its reserve";
            case "opp" -> player + " chooses Opp: " + opponent + " puts as many reserve pegs "
                    + "back in its tray as " + player + " Jumped";
            case "build" -> player + " Builds a new Delta on " + arg;
            case "recess" -> player + " takes the Build peg from its reserve";
            case "nopeg" -> player + " Builds without a peg";
            case "pass" -> player + " passes";
            default -> "";
        };
    }

    private static String sides(String thread, String peg, char sign) {
        return thread + " passes " + peg + " on its " + (sign == '+' ? "left" : "right") + " (" + sign + ")";
    }
}
