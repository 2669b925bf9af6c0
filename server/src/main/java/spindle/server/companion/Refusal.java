package spindle.server.companion;

import spindle.engine.GameState;

/** The one sentence that refuses an illegal move at a table: the game's reason, else a plain rule of thumb. */
final class Refusal {
    private Refusal() {
    }

    /** Why {@code action}, a real action of the game, is not legal in {@code state}, as a sentence. */
    static String why(GameState state, int action) {
        String reason = state.game().whyIllegal(state.view(), action)
                .orElse("the rules allow only the moves listed as legal now, and this is not one of them");
        return sentence(reason);
    }

    /** Capitalised and closed with a full stop, as it is shown in big type. */
    static String sentence(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return t;
        }
        t = Character.toUpperCase(t.charAt(0)) + t.substring(1);
        return t.endsWith(".") || t.endsWith("!") || t.endsWith("?") ? t : t + ".";
    }
}
