package spindle.games.zeroonetwo;

import static spindle.games.zeroonetwo.PositionState.*;

import java.util.List;
import spindle.engine.NotationException;
import spindle.engine.PositionText;

/**
 * The step field of a position text: the decision that comes next ({@link #PHASES}), then the turn so far as items
 * joined by {@code .}, each only when it is not at rest: {@code jumps:K} (Weave Jumps made), {@code total:T} (the
 * crossings of the last one), {@code left:S} (pegs still to Supply), {@code put:q,r:why} (the peg just put, and
 * why: {@link #CONTEXTS}), {@code lifted:q,r} (the peg being Repositioned), {@code held:b|r|k} (the peg for the
 * Build), {@code jump:q,r:kind:sides} (the Jump being made to q,r, kind {@code s}/{@code w}/{@code d}, the sides
 * chosen so far at the pegs it passes, {@code p} + and {@code m} -).
 */
final class StepText {
    static final List<String> PHASES = List.of("first", "setup-delta", "setup-black", "setup-peg", "start",
            "place-more", "repo", "weave", "supply", "supply-black", "build-delta", "build-source", "build-peg",
            "peg-sides", "jump-sides", "over");
    static final List<String> CONTEXTS = List.of("setup-black", "setup-peg", "place", "tray", "repo",
            "supply-black", "build-peg");

    private StepText() {
    }

    static String text(ZeroOneTwoPosition p) {
        Geometry g = p.rules.geo();
        StringBuilder s = new StringBuilder(PHASES.get(p.phase));
        item(s, p.weaveK > 0, "jumps:" + p.weaveK);
        item(s, p.lastTotal > 0, "total:" + p.lastTotal);
        item(s, p.supplyLeft > 0, "left:" + p.supplyLeft);
        if (p.placeHole >= 0) {
            item(s, true, "put:" + g.holeName(p.placeHole) + ":" + CONTEXTS.get(p.placeContext));
        }
        if (p.liftedFrom >= 0) {
            item(s, true, "lifted:" + g.holeName(p.liftedFrom));
        }
        if (p.held != 0) {
            item(s, true, "held:" + (p.held == Board.BLACK ? 'k' : PositionTexts.SEATS.charAt(p.held - 1)));
        }
        if (p.phase == P_JUMP_SIDES) {
            StringBuilder sides = new StringBuilder();
            for (int j = 0; j < p.jumpIndex; j++) {
                sides.append((p.jumpMask >>> j & 1) != 0 ? 'p' : 'm');
            }
            item(s, true, "jump:" + g.holeName(p.jumpTo) + ":" + PositionTexts.KINDS.charAt(p.jumpKind) + ":"
                    + sides);
        }
        return s.toString();
    }

    private static void item(StringBuilder s, boolean present, String item) {
        if (present) {
            s.append('.').append(item);
        }
    }

    /** Reads the step into {@code p}: the phase and the turn's items (checked against the rest by the reader). */
    static void read(ZeroOneTwoPosition p, String field) {
        String[] items = field.split("\\.", -1);
        p.phase = PHASES.indexOf(items[0]);
        if (p.phase < 0) {
            throw new NotationException("the step '" + items[0] + "' is none of " + String.join(", ", PHASES));
        }
        for (int i = 1; i < items.length; i++) {
            String[] kv = items[i].split(":", -1);
            String key = kv[0];
            boolean ok = switch (key) {
                case "jumps" -> kv.length == 2 && set(() -> p.weaveK = PositionText.number(kv[1], "jumps", 1, 3));
                case "total" -> kv.length == 2
                        && set(() -> p.lastTotal = PositionText.number(kv[1], "total", 1, 1_000_000));
                case "left" -> kv.length == 2 && set(() -> p.supplyLeft = PositionText.number(kv[1], "left", 1, 3));
                case "put" -> kv.length == 3 && CONTEXTS.contains(kv[2]) && set(() -> {
                    p.placeHole = PositionReader.hole(p, kv[1], "the peg put");
                    p.placeContext = CONTEXTS.indexOf(kv[2]);
                });
                case "lifted" -> kv.length == 2 && set(() -> p.liftedFrom = PositionReader.hole(p, kv[1], "lifted"));
                case "held" -> kv.length == 2 && kv[1].length() == 1 && "brk".contains(kv[1])
                        && set(() -> p.held = (byte) ("brk".indexOf(kv[1]) + 1));
                case "jump" -> kv.length == 4 && kv[2].length() == 1 && PositionTexts.KINDS.contains(kv[2])
                        && kv[3].matches("[pm]{0,60}") && set(() -> {
                            p.jumpTo = PositionReader.hole(p, kv[1], "the Jump's end");
                            p.jumpKind = (byte) PositionTexts.KINDS.indexOf(kv[2]);
                            p.jumpIndex = kv[3].length();
                            for (int j = 0; j < p.jumpIndex; j++) {
                                p.jumpMask |= kv[3].charAt(j) == 'p' ? 1L << j : 0;
                            }
                        });
                default -> false;
            };
            if (!ok) {
                throw new NotationException("the step's item '" + items[i] + "' is not one of jumps:K, total:T, "
                        + "left:S, put:q,r:why, lifted:q,r, held:b|r|k, jump:q,r:kind:sides");
            }
        }
        if (p.phase == P_JUMP_SIDES && p.jumpTo < 0) {
            throw new NotationException("the step is jump-sides, but it has no jump:q,r:kind:sides item");
        }
        if (p.phase != P_JUMP_SIDES && p.jumpTo >= 0) {
            throw new NotationException("the step has a Jump being made, but it is not jump-sides");
        }
    }

    private static boolean set(Runnable r) {
        r.run();
        return true;
    }
}
