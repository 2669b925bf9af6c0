package spindle.webengine.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.ai.solve.Advice;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * The parts of a page's JSON that come from the rules alone: the move list, the result in words, the position text,
 * the analysis board's view of a line. The server's game and analysis views and the browser's own engine (when there
 * is no server) build them here, so that the same board modules draw both.
 */
public final class StateView {
    /** The levels offered against the computer on the analysis board. */
    public static final List<String> ANALYSIS_LEVELS = List.of("easy", "medium", "hard");

    private StateView() {
    }

    /** The position as text (docs/positions.md), or null for a game that has none. */
    public static String positionText(GameState state) {
        try {
            return state.positionText();
        } catch (UnsupportedOperationException e) {
            return null;
        }
    }

    public static String seatName(List<String> names, int index) {
        return index < names.size() ? names.get(index) : "Player " + (index + 1);
    }

    /** Every action from the start with who made it ({@code -1} for a chance outcome). */
    public static List<Map<String, Object>> moves(GameState state) {
        // the texts come from one pass over the history: an old state may have to rebuild its position to format
        List<String> texts = state.moves();
        List<String> words = state.movesInWords();
        int[] players = new int[texts.size()];
        for (GameState s = state.previous(); s != null; s = s.previous()) {
            players[s.ply()] = s.toMove();
        }
        List<Map<String, Object>> moves = new ArrayList<>(texts.size());
        for (int i = 0; i < texts.size(); i++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("ply", i + 1);
            m.put("player", players[i] == Position.CHANCE ? -1 : players[i]);
            m.put("text", texts.get(i));
            if (!words.get(i).isEmpty()) {
                m.put("words", words.get(i)); // the move in the game's words, where it has some
            }
            moves.add(m);
        }
        return moves;
    }

    /**
     * Payoffs and a sentence: who won, a draw, or a solo score. A solo game whose {@code describe} data has a
     * {@code result} text gets that text, since its payoff alone may not say what happened.
     */
    public static Map<String, Object> result(double[] payoffs, List<String> names, Map<String, Object> board) {
        List<Double> list = new ArrayList<>();
        double best = Double.NEGATIVE_INFINITY;
        double worst = Double.POSITIVE_INFINITY;
        for (double p : payoffs) {
            list.add(p);
            best = Math.max(best, p);
            worst = Math.min(worst, p);
        }
        List<Integer> winners = new ArrayList<>();
        String text;
        if (payoffs.length == 1) {
            text = board.get("result") instanceof String r && !r.isBlank() ? r
                    : "Game over: score " + number(payoffs[0]);
        } else if (best == worst) {
            text = "Draw";
        } else {
            List<String> who = new ArrayList<>();
            for (int i = 0; i < payoffs.length; i++) {
                if (payoffs[i] == best) {
                    winners.add(i);
                    who.add(seatName(names, i));
                }
            }
            text = String.join(" and ", who) + (who.size() == 1 ? " wins" : " win");
        }
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("payoffs", list);
        r.put("winners", winners);
        r.put("text", text);
        return r;
    }

    public static String number(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /**
     * What every view of a position says of the turn, from the rules alone: whether it is over, who is to move (no
     * one in particular while the table's own dice are awaited), chance, the legal moves and the moves played.
     */
    public static void turn(Map<String, Object> v, GameState shown, boolean over, boolean tableDice) {
        v.put("over", over);
        v.put("toMove", over || tableDice && shown.isChance() ? null : shown.toMove());
        v.put("chance", !over && shown.isChance());
        v.put("legalMoves", over ? List.of() : shown.legalMoves());
        v.put("moves", moves(shown));
    }

    /** The board every view draws: the game's description, the text board and the position text; returns the first. */
    public static Map<String, Object> board(Map<String, Object> v, GameState shown) {
        Map<String, Object> board = shown.game().describe(shown.view());
        v.put("board", board);
        v.put("text", shown.render());
        v.put("position", positionText(shown));
        return board;
    }

    /**
     * The analysis board's view of a line from {@code start} to {@code state}: the shape of a hosted game's view where
     * they share fields (so the same board draws both), plus the position text at the start of the line and its end.
     */
    public static Map<String, Object> line(Game game, Variant variant, GameState start, GameState state) {
        List<String> names = game.playerNames(variant);
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("game", Map.of("id", game.id(), "name", game.name()));
        v.put("variant", variant.textValues());
        v.put("variantText", variant.toString());
        List<Map<String, Object>> seats = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            seats.add(Map.of("index", i, "name", names.get(i)));
        }
        v.put("seats", seats);
        v.put("start", positionText(start));
        v.put("ply", state.ply());
        v.put("plies", state.ply());
        v.put("live", true);
        turn(v, state, state.isOver(), false);
        Map<String, Object> board = board(v, state);
        v.put("result", state.isOver() ? result(state.payoffs(), names, board) : null);
        return v;
    }

    /** The seat to move's name, or "Chance" at a chance node. */
    public static String mover(Game game, Variant variant, GameState state) {
        int toMove = state.toMove();
        return toMove == Position.CHANCE ? "Chance" : game.playerNames(variant).get(toMove);
    }

    /** The position editor's spec of the game ({@code Game#positionEditor}), its variants and the start's text. */
    public static Map<String, Object> editor(Game game, Variant variant) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("game", Map.of("id", game.id(), "name", game.name()));
        e.put("variant", variant.toString());
        List<Object> presets = new ArrayList<>();
        for (Game.Preset p : game.presets()) {
            presets.add(Map.of("name", p.name(), "variant", p.variant().toString()));
        }
        e.put("presets", presets);
        e.put("start", positionText(GameState.start(game, variant)));
        e.put("editor", game.positionEditor(variant).orElse(null));
        e.put("levels", ANALYSIS_LEVELS);
        return e;
    }

    /** Why {@code action}, a real action of the game, is not legal in {@code state}, as one sentence for a table. */
    public static String refusal(GameState state, int action) {
        String reason = state.game().whyIllegal(state.view(), action)
                .orElse("the rules allow only the moves listed as legal now, and this is not one of them");
        return sentence(reason);
    }

    /** Capitalised and closed with a full stop, as it is shown in big type. */
    public static String sentence(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return t;
        }
        t = Character.toUpperCase(t.charAt(0)) + t.substring(1);
        return t.endsWith(".") || t.endsWith("!") || t.endsWith("?") ? t : t + ".";
    }

    /** A hint as the pages read it: the move, its value (null where unknown), whether proven, by what, in words. */
    public static Map<String, Object> advice(Advice advice) {
        Map<String, Object> h = new LinkedHashMap<>();
        h.put("move", advice.move());
        h.put("value", Double.isNaN(advice.value()) ? null : advice.value());
        h.put("proven", advice.proven());
        h.put("by", advice.by());
        advice.solved().ifPresent(solved -> h.put("solved", solved.json()));
        h.put("text", advice.text());
        return h;
    }

    /** One of the best moves ({@link Advice#best}) as the analysis board reads it. */
    public static Map<String, Object> choice(Advice.Choice c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("move", c.move());
        m.put("value", Double.isNaN(c.value()) ? null : c.value());
        m.put("proven", c.proven());
        m.put("text", c.text());
        return m;
    }
}
