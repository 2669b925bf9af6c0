package spindle.games.justplayingaround;

import java.util.ArrayList;
import java.util.List;

/**
 * The consequences of a play for {@code Game.events}, read from the board before and after it: each piece pushed
 * off the target square is an {@code ejection} (rules 6.2.5 and 8.3.4), and each ejected piece that could not stay
 * on the source square and moved on along the ray is also a {@code ripple} (8.3.5). A play that scores in the
 * extended game adds {@code score}.
 */
final class PlayEvents {
    private PlayEvents() {
    }

    static List<String> of(RoundPosition before, int action, RoundPosition after) {
        if (before.phase != RoundPosition.PLAY || !Actions.isPlay(action)) {
            return List.of();
        }
        List<String> events = new ArrayList<>(2);
        int s = before.board.where[Actions.piece(action)];
        int t = Geometry.step(s, Actions.direction(action));
        for (int piece = 0; piece < Geometry.PIECES; piece++) {
            int now = after.board.where[piece];
            if (before.board.where[piece] == t && now != t) {
                events.add("ejection");
                if (now != s) {
                    events.add("ripple");
                }
            }
        }
        if (after.score > before.score) {
            events.add("score");
        }
        return events;
    }
}
